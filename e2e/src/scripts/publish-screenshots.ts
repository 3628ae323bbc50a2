import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Publishes the screens of the last e2e run (`e2e/screenshots/screens/`, git-ignored): every screen at both sizes in
 * both themes to `docs/screenshots/screens/` (the root README shows some), with the gallery `docs/screens.md`.
 * Refuses a missing or oversized file rather than publishing it.
 */
const FROM = fileURLToPath(new URL('../../screenshots/screens/', import.meta.url));
const DOCS = fileURLToPath(new URL('../../../docs/', import.meta.url));
const GALLERY = `${DOCS}screenshots/screens/`;
const MAX_BYTES = 300 * 1024;

/** The sweep names each shot `<screen>-<desktop|phone>[-dark].png`. */
const VARIANTS = ['desktop', 'desktop-dark', 'phone', 'phone-dark'] as const;
const SHOT = /^(.+)-(desktop|phone)(-dark)?\.png$/;

async function copyChecked(source: string, target: string): Promise<void> {
  const { size } = await stat(`${FROM}${source}`).catch(() => {
    throw new Error(`${source} is missing: run the e2e journeys first (pnpm --filter @ditto/e2e e2e).`);
  });
  if (size > MAX_BYTES)
    throw new Error(`${source} is ${Math.round(size / 1024)} KB, over the ${MAX_BYTES / 1024} KB limit.`);
  await copyFile(`${FROM}${source}`, target);
}

/** The gallery page: one row per screen, a column per size and theme (a dash where a screen has no such shot). */
function galleryPage(screens: ReadonlyMap<string, ReadonlySet<string>>): string {
  const header = ['Screen', 'Desktop', 'Desktop, dark', 'Phone', 'Phone, dark'];
  const rows = [...screens].map(([screen, variants]) => [
    `**${screen}**`,
    ...VARIANTS.map((variant) =>
      variants.has(variant) ? `![${screen}, ${variant}](screenshots/screens/${screen}-${variant}.png)` : '–',
    ),
  ]);
  // Columns padded to their widest cell, as the formatter writes a Markdown table, so the page is committed as made.
  const widths = header.map((_, column) =>
    Math.max(3, ...[header, ...rows].map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    '# Every screen',
    '',
    'Desktop (1280×800) and phone (390×844), light and dark, from the last end-to-end run:',
    '`pnpm --filter @ditto/e2e e2e`, then `pnpm --filter @ditto/e2e screenshots:docs`.',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ].join('\n');
}

async function publish(): Promise<void> {
  const screens = new Map<string, Set<string>>();
  for (const file of (await readdir(FROM)).sort()) {
    const match = SHOT.exec(file);
    if (!match?.[1]) continue;
    const variants = screens.get(match[1]) ?? new Set<string>();
    variants.add(`${match[2]}${match[3] ?? ''}`);
    screens.set(match[1], variants);
  }
  await rm(GALLERY, { recursive: true, force: true });
  await mkdir(GALLERY, { recursive: true });
  for (const [screen, variants] of screens)
    for (const variant of variants)
      await copyChecked(`${screen}-${variant}.png`, `${GALLERY}${screen}-${variant}.png`);
  await writeFile(`${DOCS}screens.md`, galleryPage(screens));
}

publish().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
