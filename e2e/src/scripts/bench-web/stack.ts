import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type WebRuntimeConfig, webDistDir } from '@ditto/dev-stack';
import type { Account } from '../../stack-state.ts';
import { out, PASSWORD } from './settings.ts';
import type { Origins } from './sign-in.ts';

/** The web app's production build (built first when missing) and when it was built. */
export function ensureWebBuild(): { dist: string; builtAt: string } {
  const dist = webDistDir();
  if (!existsSync(join(dist, 'index.html'))) {
    out(`${dist} is missing: building the web app first (pnpm --filter @ditto/web build).`);
    const build = spawnSync('pnpm', ['--filter', '@ditto/web', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web app did not build.');
  }
  return { dist, builtAt: statSync(join(dist, 'index.html')).mtime.toISOString() };
}

const USER_NAMES = { bench: 'Bench User', probe: 'Probe User' } as const;

export interface BenchStack {
  origins: Origins;
  /** A new confirmed user, so that every sign-in is that user's first. */
  newUser(kind: keyof typeof USER_NAMES, n: number): Promise<Account>;
  /** Stops the stack and removes its temp dir. */
  stop(): Promise<void>;
}

/** The local stack in a temp dir, serving a copy of `dist`. */
export async function startBenchStack(dist: string): Promise<BenchStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'ditto-bench-web-'));
  // A copy of the build: a rebuild during the run would otherwise swap the chunks under the pages.
  await cp(dist, join(workDir, 'web'), { recursive: true });
  const stack = await startStack({ dataDir: join(workDir, 'data'), webDistDir: join(workDir, 'web') });
  const stop = async () => {
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    // The identity provider's origin is the one the web app is configured with.
    const config = (await (await fetch(`${stack.webUrl}/config.json`)).json()) as WebRuntimeConfig;
    const origins: Origins = {
      web: new URL(stack.webUrl).origin,
      api: new URL(stack.apiUrl),
      identity: new URL(config.identityEndpoint).origin,
    };
    const newUser = async (kind: keyof typeof USER_NAMES, n: number) => {
      const user = {
        email: `${kind}-${n}@example.com`,
        password: PASSWORD,
        name: `${USER_NAMES[kind]} ${n}`,
      };
      await stack.identity.createUser({
        email: user.email,
        password: user.password,
        attributes: { name: user.name },
        confirmed: true,
      });
      return user;
    };
    return { origins, newUser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
