/**
 * A scripted conversation with Lisa through the API (`pnpm --filter @ditto/api lisa:talk <script.json>`): a fresh
 * account writes the script's notes, waits until they are embedded (as notes written minutes before would be),
 * then says each turn and prints what was kept of it (title and content) and her reply, to be judged by a reader.
 * Script: `{ "notes": [{ "title", "content" }], "turns": ["…"] }`; two held audits are in `scripts/lisa-talks/`.
 */
import { readFileSync } from 'node:fs';
import { lisaReplyResponseSchema, messagesResponseSchema, trainingProgressSchema } from '@ditto/contract';
import { startIdentityProvider } from '@ditto/local-cognito';
import { startApiServer } from '../src/index.ts';
import { identityOf, signIn } from '../src/test-support/identity.ts';

const path = process.argv[2];
if (!path) throw new Error('Usage: lisa:talk <script.json>');
const script = JSON.parse(readFileSync(path, 'utf8')) as {
  notes: { title: string; content: string }[];
  turns: string[];
};
const idp = await startIdentityProvider();
const api = await startApiServer({ identity: { ...identityOf(idp), credentials: idp.credentials } });
try {
  await idp.createUser({ email: 'talk@example.com', password: 'Lisa-Talk-99', confirmed: true });
  const { accessToken } = await signIn(idp, 'talk@example.com', 'Lisa-Talk-99');
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${api.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
    return response.json();
  };
  for (const note of script.notes) await call('POST', '/knowledge', note);
  while (trainingProgressSchema.parse(await call('GET', '/persona/training')).embedded < script.notes.length)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const { messages } = messagesResponseSchema.parse(await call('GET', '/lisa/messages'));
  process.stdout.write(`Lisa: ${messages.at(-1)?.content}\n`);
  for (const [i, turn] of script.turns.entries()) {
    const { reply, createdEntries } = lisaReplyResponseSchema.parse(
      await call('POST', '/lisa/messages', { content: turn }),
    );
    const kept =
      createdEntries.map((entry) => `“${entry.title}”: ${entry.content}`).join('\n         ') || 'nothing';
    process.stdout.write(`\n${i + 1}. Owner: ${turn}\n   Kept: ${kept}\n   Lisa: ${reply.content}\n`);
  }
} finally {
  await api.stop();
  await idp.stop();
}
