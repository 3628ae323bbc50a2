#!/usr/bin/env node
/**
 * Writes the web app's runtime configuration, `config.json`, beside a production build from the environment, so one
 * build serves every environment from any static server (no rebuild):
 *
 *   DITTO_API_URL=/api COGNITO_USER_POOL_ID=… COGNITO_CLIENT_ID=… node apps/web/scripts/write-config.mjs [dir]
 *
 * dir: the build's folder (default: this package's dist/). Variables:
 *   DITTO_API_URL         the API's base URL: https://api.example.com, or a path of the app's origin (/api)
 *   COGNITO_USER_POOL_ID  the user pool (required)
 *   COGNITO_CLIENT_ID     the app client, without secret (required)
 *   COGNITO_REGION        default us-east-2
 *   COGNITO_ENDPOINT      the identity provider's endpoint; default https://cognito-idp.<region>.amazonaws.com/
 * An invalid or missing variable exits 1, naming it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const env = process.env;
const problems = [];
const text = (name, fallback) => {
  const value = env[name]?.trim() || fallback;
  if (!value) problems.push(`${name} is required`);
  return value;
};
/**
 * An absolute http(s) URL, or a path of the app's own origin (not `//host`): `src/config.ts`'s rule, the two
 * tested on the same cases (`src/config.test.ts`).
 */
const address = (name, fallback) => {
  const value = env[name]?.trim() || fallback;
  const isPath = /^\/(?!\/)/.test(value ?? '');
  if (!value) problems.push(`${name} is required`);
  else if (!isPath && !(URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))) {
    problems.push(`${name} must be an http(s) URL or a path such as /api`);
  }
  return value;
};

const region = text('COGNITO_REGION', 'us-east-2');
const config = {
  region,
  userPoolId: text('COGNITO_USER_POOL_ID'),
  userPoolClientId: text('COGNITO_CLIENT_ID'),
  identityEndpoint: address('COGNITO_ENDPOINT', `https://cognito-idp.${region}.amazonaws.com/`),
  apiBaseUrl: address('DITTO_API_URL'),
};
if (problems.length > 0) {
  console.error(`Cannot write config.json: ${problems.join('; ')}`);
  process.exit(1);
}
const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
await mkdir(dir, { recursive: true });
const file = path.join(dir, 'config.json');
await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
process.stdout.write(`Wrote ${file}\n`);
