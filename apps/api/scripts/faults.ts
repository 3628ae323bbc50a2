/**
 * Fault drills of the API (`pnpm --filter @ditto/api faults`), each printing its figures:
 *
 * (a) `kill -9` of the API process under write load, then a restart on the same database: every acknowledged write
 *     must be there (an acknowledged create present, an acknowledged delete absent). On PGlite in a temp dir, and on a
 *     private Postgres server when Debian's Postgres binaries are installed.
 * (b) The Postgres server stopped under load (a private server in a temp dir on a free port; never the shared one):
 *     while it is down the API should answer 503, neither 500 nor hang, and recover once it is back. Counts by
 *     status per phase.
 * (c) The identity provider unreachable, answering 500, or hanging (a proxy in front of the real local provider):
 *     what the API answers, with the signing keys (JWKS) not yet fetched (a fresh server) and already cached.
 *
 * Exit 1 when an expectation fails; the figures are printed either way.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentityProvider } from '@ditto/local-cognito';
import { setLogSink } from '../src/log.ts';
import { identityProviderDown } from './faults/identity-down.ts';
import { killUnderWriteLoad } from './faults/kill-under-load.ts';
import { postgresDown } from './faults/postgres-down.ts';
import { out, printVerdict, problems } from './faults/report.ts';
import {
  bundleApiProcess,
  createPrivatePostgres,
  createUsers,
  findPostgresBin,
  identityOptions,
  type PrivatePostgres,
  runScript,
  startChildApi,
  unlimited,
} from './harness.ts';

/** Runs `body` with the in-process API's log lines going to `logFile`, not between the figures. */
async function withApiLogsTo(logFile: string, body: () => Promise<void>): Promise<void> {
  const out = createWriteStream(logFile, { flags: 'a' });
  const restore = setLogSink((line) => out.write(line));
  try {
    await body();
  } finally {
    restore();
    out.end();
  }
}

async function main(): Promise<void> {
  const bundle = await bundleApiProcess();
  const entry = bundle.file;
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-faults-'));
  const idp = await startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 });
  let pg: PrivatePostgres | undefined;
  let pgDir: string | undefined;
  try {
    const users = await createUsers(idp, 'faults', 4);
    const logFile = path.join(tempDir, 'api.log');
    const identity = identityOptions(idp);
    out(`API logs: ${logFile}`);

    const pgliteDir = path.join(tempDir, 'pglite');
    await killUnderWriteLoad(
      'PGlite (data dir)',
      () => startChildApi(entry, { dataDir: pgliteDir, identity, rateLimits: unlimited }, logFile),
      users,
      'pglite',
    );

    const bin = await findPostgresBin();
    if (bin) {
      // Its own directory right under the temp root: the server runs as `postgres` when we are root.
      pgDir = await mkdtemp(path.join(tmpdir(), 'ditto-faults-pg-'));
      pg = await createPrivatePostgres(bin, pgDir);
      const server = pg;
      const startOnPostgres = () =>
        startChildApi(entry, { databaseUrl: server.url, identity, rateLimits: unlimited }, logFile);
      await killUnderWriteLoad('Postgres (private server)', startOnPostgres, users, 'postgres');
      await postgresDown(server, startOnPostgres, users);
    } else {
      out('(a) Postgres and (b): skipped, no Postgres binaries under /usr/lib/postgresql/*/bin');
    }

    await withApiLogsTo(logFile, () => identityProviderDown(idp));
  } finally {
    await pg?.stop().catch(() => undefined);
    if (pgDir) await rm(pgDir, { recursive: true, force: true });
    await idp.stop();
    await bundle.dispose();
    if (problems.length === 0) await rm(tempDir, { recursive: true, force: true });
  }
  printVerdict();
}

runScript(main);
