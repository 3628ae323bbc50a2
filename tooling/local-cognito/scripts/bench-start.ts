// Prints how long startIdentityProvider takes: on a fresh data directory (pool, client, admin and signing key
// created from deploy/cognito-user-pool.yaml) and again on the same one (the template unchanged: nothing written).
// Usage: pnpm --filter @ditto/local-cognito bench:start [runs]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIdentityProvider } from '../src/identity-provider.ts';

const runs = Number(process.argv[2] ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const timed = async (dataDir: string) => {
  const started = performance.now();
  const idp = await startIdentityProvider({ dataDir });
  const elapsed = performance.now() - started;
  await idp.stop();
  return elapsed;
};

const root = await mkdtemp(join(tmpdir(), 'ditto-bench-start-'));
try {
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = join(root, String(run));
    fresh.push(await timed(dataDir));
    restart.push(await timed(dataDir));
  }
  process.stdout.write(
    `start on a fresh data dir: median ${median(fresh).toFixed(1)} ms; ` +
      `restart on the same data dir: median ${median(restart).toFixed(1)} ms (${runs} runs each, first included)\n`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
