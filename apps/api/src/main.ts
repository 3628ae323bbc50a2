import { readEnv } from './env.ts';
import { startApiServer } from './server.ts';

/** Starts the API from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const server = await startApiServer(readEnv());
  let stopping = false;
  // `on`, not `once`: a second signal during shutdown (terminal + parent forwarding) must not kill us mid-close.
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('API shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
