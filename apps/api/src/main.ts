import { readEnv } from './env.ts';
import { startApiServer, stopOnSignals } from './server.ts';

/** Starts the API from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  stopOnSignals(await startApiServer(readEnv()));
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
