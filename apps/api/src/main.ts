import { readEnv } from './env.ts';
import { log, setLogLevel } from './log.ts';
import { launchApiServer, ServerStoppedError, stopOnSignals } from './server.ts';

/**
 * Starts the API from the environment: listens at once, gets ready in the background, and drains on SIGINT/SIGTERM.
 * A start that fails for good (bad environment, a migration that fails, a client that may write the admin flag)
 * exits 1.
 */
async function main(): Promise<void> {
  const { logLevel, ...options } = readEnv();
  setLogLevel(logLevel);
  const server = await launchApiServer(options);
  stopOnSignals(server);
  server.ready.catch((error: unknown) => {
    if (error instanceof ServerStoppedError) return;
    fail(error);
  });
}

function fail(error: unknown): never {
  log.error('API failed to start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

main().catch(fail);
