import { copyFile, mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Copies the main screens from the last e2e run (`e2e/screenshots/screens/`, git-ignored) to `docs/screenshots/`
 * (committed, shown in the root README). Refuses a missing or oversized file rather than publishing it.
 */
const FROM = fileURLToPath(new URL('../../screenshots/screens/', import.meta.url));
const TO = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const MAX_BYTES = 200 * 1024;

/** Published name → the sweep's screenshot. */
const PUBLISHED: Readonly<Record<string, string>> = {
  'login.png': 'login-desktop.png',
  'home.png': 'home-desktop.png',
  'my-knowledge.png': 'my-knowledge-desktop.png',
  'ditto.png': 'ditto-desktop.png',
  'lisa.png': 'lisa-desktop.png',
  'sharing.png': 'sharing-desktop.png',
  'admin.png': 'admin-desktop.png',
  'home-phone-dark.png': 'home-phone-dark.png',
  'ditto-phone.png': 'ditto-phone.png',
};

async function publish(): Promise<void> {
  await mkdir(TO, { recursive: true });
  for (const [published, source] of Object.entries(PUBLISHED)) {
    const { size } = await stat(`${FROM}${source}`).catch(() => {
      throw new Error(`${source} is missing: run the e2e journeys first (pnpm --filter @ditto/e2e e2e).`);
    });
    if (size > MAX_BYTES)
      throw new Error(`${source} is ${Math.round(size / 1024)} KB, over the 200 KB limit.`);
    await copyFile(`${FROM}${source}`, `${TO}${published}`);
  }
}

publish().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
