/**
 * Fuzzes every route of the contract on the real API (`pnpm --filter @ditto/api fuzz`, or `fuzz:quick` for CI):
 * requests generated with fast-check from the zod contract (`scripts/fuzz/cases/`), half schema-valid, half hostile,
 * sent over HTTP to the API in a child process (`scripts/fuzz-server.ts`: in-memory PGlite, the real local identity
 * provider, a local ElevenLabs stand-in, the embedded reply provider, rate limits out of the way).
 *
 * Prints a table per route and the totals; exits 1 on any response ≥ 500 (or `internal_error` event in a stream),
 * any hang (no full answer within FUZZ_TIMEOUT_MS), or any crash (the server process exiting, a connection reset,
 * `/health` not answering). Loopback only; the run is bounded in requests and time.
 *
 *   FUZZ_SEED         the seed (printed; the same seed sends the same requests; --quick has a fixed default, the
 *                     full run a random one)
 *   FUZZ_RUNS         requests (default 10,000; 1,000 with --quick)
 *   FUZZ_CONCURRENCY  requests in flight (default 4)
 *   FUZZ_TIMEOUT_MS   a request without a full answer by then is a hang (default 30,000: the client's timeout)
 *   FUZZ_CASES        only these case numbers, comma-separated (to replay failures with their seed)
 *   FUZZ_VERBOSE=1    print every request and its answer
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentityProvider } from '@ditto/local-cognito';
import { identityOf } from '../src/test-support/identity.ts';
import { createStartingState, FuzzAccounts } from './fuzz/accounts.ts';
import { agent } from './fuzz/http.ts';
import { printReport } from './fuzz/report.ts';
import { runCases } from './fuzz/run.ts';
import { type FuzzServer, ServerErrors, startServer, stopServer } from './fuzz/server.ts';
import { runScript } from './harness.ts';

async function main(): Promise<void> {
  const startedAt = Date.now();
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-fuzz-'));
  const logPath = path.join(tempDir, 'api.log');
  const errors = new ServerErrors();
  const idp = await startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 });
  let server: FuzzServer | undefined;
  let keepTempDir = false;
  try {
    server = await startServer(
      { identity: { ...identityOf(idp), credentials: idp.credentials } },
      logPath,
      (line) => errors.line(line),
    );
    let exited: string | undefined;
    server.child.on('exit', (code, signal) => {
      exited = `the API process exited (${signal ?? `code ${code}`})`;
    });
    const accounts = await FuzzAccounts.create(idp);
    const setupStarted = Date.now();
    await createStartingState(server.url, accounts.current);
    const setupMs = Date.now() - setupStarted;

    const result = await runCases({ base: server.url, exited: () => exited }, accounts);
    errors.flush();
    const failed = await printReport({ result, setupMs, startedAt, exited, tempDir, logPath, errors });
    if (failed) {
      keepTempDir = true;
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    if (server) {
      await stopServer(server.child);
      server.log.end();
    }
    await idp.stop();
    if (!keepTempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

runScript(main);
