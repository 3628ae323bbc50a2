import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatReplyResponseSchema, trainingProgressSchema } from '@ditto/contract';
import { startIdentityProvider } from '@ditto/local-cognito';
import { describe, expect, it, vi } from 'vitest';
import { startFakeEmbeddings } from '../persona/chat-test-support.ts';
import { type ApiServer, startApiServer } from '../server.ts';
import { TEST_PASSWORD } from '../test-support/api-stack.ts';
import { identityOf, signIn } from '../test-support/identity.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

const GARDEN = {
  title: 'Allotment',
  content: 'On Sundays I grow tomatoes and runner beans on my allotment.',
};
const HOMETOWN = {
  title: 'Where I grew up',
  content: 'I was raised in Valparaíso, Chile, in a blue house above the harbour.',
};
const QUESTION = 'Where were you raised?';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(serverDatabaseFactories())('an OpenAI-compatible embeddings server on $kind', (factory) => {
  it('embeds entries and questions with one model, and re-embeds every entry when the model changes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-remote-embeddings-'));
    const [idp, database, embeddings] = await Promise.all([
      startIdentityProvider({ dataDir, port: 0 }),
      factory.create(),
      startFakeEmbeddings(26),
    ]);
    const servers: ApiServer[] = [];
    const start = async (model: string, dimensions?: number) => {
      const api = await startApiServer({
        ...database.options,
        identity: { ...identityOf(idp), credentials: idp.credentials },
        embeddings: { baseUrl: embeddings.baseUrl, model, ...(dimensions ? { dimensions } : {}) },
        learning: { quietMs: 200, pollMs: 100 },
      });
      servers.push(api);
      return api;
    };
    try {
      await idp.createUser({ email: 'remote@example.com', password: TEST_PASSWORD, confirmed: true });
      const { accessToken } = await signIn(idp, 'remote@example.com', TEST_PASSWORD);
      const call = (api: ApiServer, method: string, route: string, body?: unknown) =>
        fetch(`${api.url}${route}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const progress = async (api: ApiServer) =>
        trainingProgressSchema.parse(await (await call(api, 'GET', '/persona/training')).json());
      const ask = async (api: ApiServer) =>
        chatReplyResponseSchema.parse(
          await (await call(api, 'POST', '/persona/messages', { content: QUESTION })).json(),
        ).reply;
      const sentWith = (model: string) =>
        embeddings.received.filter((request) => request.model === model).flatMap((request) => request.input);

      const first = await start('letters', 26);
      const entry = (await (await call(first, 'POST', '/knowledge', HOMETOWN)).json()) as { id: string };
      expect(
        await waitFor(
          () => progress(first),
          (p) => p.embedded === 1 && p.changes === 0,
        ),
      ).toMatchObject({
        embedded: 1,
        changes: 0,
      });
      expect((await ask(first)).citations?.map((citation) => citation.entryId)).toContain(entry.id);
      expect(sentWith('letters')).toEqual(expect.arrayContaining([expect.stringContaining('Valparaíso')]));
      expect(sentWith('letters').some((text) => text.includes(QUESTION))).toBe(true);
      await first.stop();
      servers.pop();

      // Another model (its size learned from a probe): every stored vector is of the old one, re-embedded in the
      // background while the owner sees it as changes being learned; the question goes to the new model only.
      const second = await start('letters-v2');
      const relearned = await waitFor(
        () => progress(second),
        (p) => p.embedded === 1 && p.changes === 0,
      );
      expect(relearned).toMatchObject({ total: 1, embedded: 1, pending: 0, changes: 0 });
      expect(sentWith('letters-v2')).toEqual(expect.arrayContaining([expect.stringContaining('Valparaíso')]));
      const asked = embeddings.received.length;
      expect((await ask(second)).citations?.map((citation) => citation.entryId)).toContain(entry.id);
      const since = embeddings.received.slice(asked);
      expect(new Set(since.map((request) => request.model))).toEqual(new Set(['letters-v2']));
      expect(since.some((request) => request.input.includes(QUESTION))).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await embeddings.stop();
      await idp.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('keeps answering by keywords while the server fails (500), and says why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-remote-embeddings-'));
    const [idp, database, embeddings] = await Promise.all([
      startIdentityProvider({ dataDir, port: 0 }),
      factory.create(),
      startFakeEmbeddings(26),
    ]);
    const api = await startApiServer({
      ...database.options,
      identity: { ...identityOf(idp), credentials: idp.credentials },
      embeddings: { baseUrl: embeddings.baseUrl, model: 'letters', dimensions: 26 },
    });
    try {
      await idp.createUser({ email: 'down@example.com', password: TEST_PASSWORD, confirmed: true });
      const { accessToken } = await signIn(idp, 'down@example.com', TEST_PASSWORD);
      const call = (method: string, route: string, body?: unknown) =>
        fetch(`${api.url}${route}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      embeddings.fail(500);
      const entry = (await (await call('POST', '/knowledge', GARDEN)).json()) as { id: string };
      const failed = await waitFor(
        async () => trainingProgressSchema.parse(await (await call('GET', '/persona/training')).json()),
        (p) => p.failed === 1 && p.changes === 0, // the profile is learned without the vectors
      );
      expect(failed.lastError).toMatch(/answered 500$/);
      const reply = chatReplyResponseSchema.parse(
        await (
          await call('POST', '/persona/messages', { content: 'What vegetables grow on your allotment?' })
        ).json(),
      ).reply;
      expect(reply.citations?.map((citation) => citation.entryId)).toContain(entry.id);
      expect(String(errors.mock.calls)).not.toContain('Bearer');
    } finally {
      errors.mockRestore();
      await api.stop();
      await embeddings.stop();
      await idp.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
