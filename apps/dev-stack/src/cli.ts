// `npm start`: the whole product on this machine, data kept in `.data/` until you delete it.
import { resolve } from 'node:path';
import type { MailboxEntry } from '@ditto/local-cognito';
import { startStack } from './stack.ts';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function print(line: string): void {
  // biome-ignore lint/suspicious/noConsole: the launcher's whole job is to tell the developer where things are.
  console.log(line);
}

function printCode(mail: MailboxEntry): void {
  print(`code for ${mail.email}: ${mail.code}`);
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DITTO_DATA_DIR ?? '.data');
  const ports = {
    identity: portFromEnv('DITTO_IDENTITY_PORT', 9229),
    api: portFromEnv('DITTO_API_PORT', 8787),
    web: portFromEnv('DITTO_WEB_PORT', 5173),
  };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const elevenLabsKey = process.env.ELEVENLABS_API_KEY || undefined;
  const elevenLabsUrl = process.env.ELEVENLABS_BASE_URL || undefined;
  const stack = await startStack({
    dataDir,
    ports,
    onCode: printCode,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(elevenLabsKey
      ? { elevenLabs: { apiKey: elevenLabsKey, ...(elevenLabsUrl ? { baseUrl: elevenLabsUrl } : {}) } }
      : {}),
  });

  print('');
  print('Ditto is running.');
  print(`  Web app            ${stack.webUrl}`);
  print(`  API                ${stack.apiUrl}  (reference: ${stack.apiUrl}/docs)`);
  print(`  Identity provider  ${stack.identity.endpoint}`);
  print(`  Database           ${databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
  print(
    `  Voice              ${elevenLabsKey ? 'ElevenLabs' : "the browser's speech synthesis (set ELEVENLABS_API_KEY for ElevenLabs)"}`,
  );
  print(`  Admin              ${stack.admin.email} / ${stack.admin.password}`);
  print('Emailed codes are printed below as they are sent. Press Ctrl-C to stop.');
  print('');

  let stopping = false;
  // `on`, not `once`: Ctrl-C reaches us twice (terminal and the npm launcher); the second must not cut the close.
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    print('Stopping Ditto...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /EADDRINUSE/.test(message)
    ? ' A port is taken: set DITTO_WEB_PORT, DITTO_API_PORT or DITTO_IDENTITY_PORT (0 picks a free one).'
    : '';
  console.error(`Ditto could not start: ${message}.${hint}`);
  process.exit(1);
});
