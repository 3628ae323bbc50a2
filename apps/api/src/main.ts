import { readEnv } from './env.ts';
import { startApiServer } from './server.ts';

/** Starts the API from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const server = await startApiServer(readEnv());
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('API shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
