/**
 * The API under fuzz (`scripts/fuzz.ts` forks this file): the real server on an in-memory PGlite, with a local
 * stand-in for ElevenLabs, the embedded reply provider and limits far above what the fuzzer sends. It runs in a
 * process of its own, with Node's default handling of uncaught errors, so a crash or a blocked event loop shows as
 * such to the fuzzer instead of taking it down too.
 */
import { type ApiServerOptions, startApiServer } from '../src/index.ts';
import { startFakeElevenLabs } from '../src/test-support/fake-elevenlabs.ts';
import { unlimited } from './harness.ts';

export type FuzzServerConfig = { identity: ApiServerOptions['identity'] };
export type FuzzServerMessage = { ready: { url: string } };

const ELEVENLABS_KEY = 'fuzz-elevenlabs-key';

async function serve(config: FuzzServerConfig): Promise<void> {
  // The embedded reply provider: no language model outside this machine is ever called.
  for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY']) delete process.env[name];
  const elevenLabs = await startFakeElevenLabs(ELEVENLABS_KEY);
  const api = await startApiServer({
    identity: config.identity,
    elevenLabs: { apiKey: ELEVENLABS_KEY, baseUrl: elevenLabs.baseUrl, timeoutMs: 5_000 },
    rateLimits: unlimited,
    addressRateLimits: unlimited,
    // Training waits this long for the background embedder, which a fuzz run keeps busy.
    trainingWaitMs: 2_000,
  });
  const message: FuzzServerMessage = { ready: { url: api.url } };
  process.send?.(message);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    Promise.all([api.stop(), elevenLabs.stop()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Fuzz server: stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

process.once('message', (config: FuzzServerConfig) => {
  serve(config).catch((error: unknown) => {
    console.error('Fuzz server failed to start:', error);
    process.exit(1);
  });
});
