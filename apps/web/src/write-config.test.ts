// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './config.ts';

const script = fileURLToPath(new URL('../scripts/write-config.mjs', import.meta.url));

/** Runs the script with only these variables; its exit code and output. */
async function writeConfig(dir: string, env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [script, dir], {
    env: { PATH: process.env.PATH, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('scripts/write-config.mjs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ditto-web-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a config.json the app accepts, from the environment, with real Cognito by default', async () => {
    const result = await writeConfig(dir, {
      DITTO_API_URL: '/api',
      COGNITO_USER_POOL_ID: 'eu-west-1_Pool',
      COGNITO_CLIENT_ID: 'client-9',
      COGNITO_REGION: 'eu-west-1',
    });
    expect(result.code).toBe(0);
    const written = JSON.parse(await readFile(path.join(dir, 'config.json'), 'utf8'));
    expect(written).toEqual({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_Pool',
      userPoolClientId: 'client-9',
      identityEndpoint: 'https://cognito-idp.eu-west-1.amazonaws.com/',
      apiBaseUrl: '/api',
    });
    const served = async () => new Response(JSON.stringify(written));
    const loaded = await loadRuntimeConfig(served as typeof fetch, 'https://app.example.com/config.json');
    expect(loaded).toEqual({ ok: true, config: { ...written, apiBaseUrl: 'https://app.example.com/api' } });
  });

  it('exits 1 naming each missing or invalid variable, and writes nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'ditto-web-config-bad-'));
    try {
      const result = await writeConfig(empty, {
        DITTO_API_URL: 'ftp://files.example.com',
        COGNITO_ENDPOINT: '//x',
      });
      expect(result.code).toBe(1);
      for (const name of ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'DITTO_API_URL', 'COGNITO_ENDPOINT']) {
        expect(result.stderr).toContain(name);
      }
      await expect(readFile(path.join(empty, 'config.json'))).rejects.toThrow();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
