import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chatReplyResponseSchema,
  knowledgeEntrySchema,
  type TrainingProgress,
  trainingProgressSchema,
  trainPersonaResponseSchema,
} from '@ditto/contract';
import { startIdentityProvider } from '@ditto/local-cognito';
import { encoderModel, type SentenceEncoder } from '@ditto/persona-engine';
import { createSentenceEncoder } from '@ditto/persona-engine/local-encoder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { type ApiServer, startApiServer } from '../server.ts';
import { type ApiStack, startApiStack, TEST_PASSWORD, type TestUser } from '../test-support/api-stack.ts';
import { identityOf, signIn } from '../test-support/identity.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

const HOMETOWN = {
  title: 'Where I grew up',
  content:
    'I was raised in Valparaíso, Chile, in a blue house above the harbour. My father fished for a living.',
};
const WORK = { title: 'My job', content: 'I design booking apps for small hotels at a studio in Lisbon.' };
const GARDEN = {
  title: 'Allotment',
  content: 'On Sundays I grow tomatoes and runner beans on my allotment.',
};

/** The real encoder in this thread; tests below wrap it to stall or fail, as a crash or a broken model would. */
const realEncoder = createSentenceEncoder();

/** An encoder whose calls wait until `release()` (or fail once `fail()` is called): a backfill caught mid-batch. */
function gatedEncoder() {
  let open: () => void = () => {};
  let shut: (error: Error) => void = () => {};
  const gate = new Promise<void>((resolve, reject) => {
    open = resolve;
    shut = reject;
  });
  gate.catch(() => {});
  let calls = 0;
  const encoder: SentenceEncoder = {
    model: encoderModel,
    async embed(texts) {
      calls++;
      await gate;
      return realEncoder.embed(texts);
    },
  };
  return { encoder, release: open, fail: () => shut(new Error('worker stopped')), calls: () => calls };
}

const failingEncoder: SentenceEncoder = {
  model: encoderModel,
  embed: async () => {
    throw new Error('the model could not be loaded');
  },
};

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(serverDatabaseFactories())('knowledge embeddings through the API on $kind', (factory) => {
  const stacks: ApiStack[] = [];
  const start = async (encoders?: { entries?: SentenceEncoder; messages?: SentenceEncoder }) => {
    const stack = await startApiStack(factory, {
      encoders: { messages: realEncoder, entries: realEncoder, ...encoders },
      trainingWaitMs: 500,
    });
    stacks.push(stack);
    return stack;
  };
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  });

  const helpers = (stack: ApiStack) => ({
    add: async (user: TestUser, entry: { title: string; content: string }) => {
      const response = await stack.call('POST', '/knowledge', user, entry);
      expect(response.status).toBe(201);
      return knowledgeEntrySchema.parse(await response.json());
    },
    progress: async (user: TestUser): Promise<TrainingProgress> => {
      const response = await stack.call('GET', '/persona/training', user);
      expect(response.status).toBe(200);
      return trainingProgressSchema.parse(await response.json());
    },
    ask: async (user: TestUser, content: string) => {
      const response = await stack.call('POST', '/persona/messages', user, { content });
      expect(response.status).toBe(200);
      return chatReplyResponseSchema.parse(await response.json()).reply;
    },
  });

  describe('with a working encoder', () => {
    let stack: ApiStack;
    beforeAll(async () => {
      stack = await start();
    });

    it('embeds written entries in the background, then answers a paraphrase from them, cited', async () => {
      const { add, progress, ask } = helpers(stack);
      const user = await stack.createUser('embed@example.com', { name: 'Ana Lima' });
      const hometown = await add(user, HOMETOWN);
      await add(user, WORK);
      await add(user, GARDEN);

      const learned = await waitFor(
        () => progress(user),
        (p) => p.embedded === 3,
      );
      expect(learned).toMatchObject({ total: 3, embedded: 3, pending: 0, failed: 0, lastError: null });

      const trained = await stack.call('POST', '/persona/train', user);
      expect(trainPersonaResponseSchema.parse(await trained.json()).progress.pending).toBe(0);

      // No content word in common with the entry: only the encoder can find it.
      const reply = await ask(user, 'Which town did your childhood happen in?');
      expect(reply.citations?.[0]?.entryId).toBe(hometown.id);
      expect(reply.content).toContain('Valparaíso');
      // Friends ask about the owner by name; the notes say "I".
      const byName = await ask(user, "What did Ana Lima's father do for a living?");
      expect(byName.citations?.[0]?.entryId).toBe(hometown.id);
      expect(byName.content).toContain('fished');
    });

    it('marks an edited entry pending again and re-embeds its new text', async () => {
      const { add, progress } = helpers(stack);
      const user = await stack.createUser('edit@example.com');
      const entry = await add(user, WORK);
      await waitFor(
        () => progress(user),
        (p) => p.embedded === 1,
      );

      const edited = await stack.call('PUT', `/knowledge/${entry.id}`, user, {
        ...WORK,
        content: 'I now teach.',
      });
      expect(edited.status).toBe(200);
      const after = await waitFor(
        () => progress(user),
        (p) => p.embedded === 1 && p.pending === 0,
      );
      expect(after).toMatchObject({ total: 1, embedded: 1, pending: 0 });
    });
  });

  it('answers from an entry by its keywords at once, while its embedding is still pending', async () => {
    const gated = gatedEncoder();
    const stack = await start({ entries: gated.encoder });
    const { add, progress, ask } = helpers(stack);
    const user = await stack.createUser('pending@example.com');
    try {
      const garden = await add(user, GARDEN);
      const trained = await stack.call('POST', '/persona/train', user); // answers after trainingWaitMs
      expect(trainPersonaResponseSchema.parse(await trained.json()).progress).toMatchObject({ pending: 1 });

      const reply = await ask(user, 'What do you grow on your allotment?');
      expect(reply.citations?.[0]?.entryId).toBe(garden.id);
    } finally {
      gated.release();
    }
    expect(
      await waitFor(
        () => progress(user),
        (p) => p.embedded === 1,
      ),
    ).toMatchObject({ embedded: 1 });
  }, 90_000);

  it('keeps an entry searchable by keywords when the encoder fails, and says why', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const stack = await start({ entries: failingEncoder });
    const { add, progress, ask } = helpers(stack);
    const user = await stack.createUser('broken@example.com');
    const garden = await add(user, GARDEN);

    const failed = await waitFor(
      () => progress(user),
      (p) => p.failed === 1,
    );
    expect(failed).toMatchObject({ total: 1, embedded: 0, pending: 0, failed: 1 });
    expect(failed.lastError).toContain('the model could not be loaded');

    const trained = await stack.call('POST', '/persona/train', user);
    expect(trained.status).toBe(200);
    const reply = await ask(user, 'What vegetables grow on your allotment?');
    expect(reply.citations?.[0]?.entryId).toBe(garden.id);
    expect(reply.content).toContain('tomatoes');
    // The backfill logs each failed batch, with the encoder's reason.
    expect(errors).toHaveBeenCalled();
    for (const call of errors.mock.calls) {
      expect(call).toEqual([
        'Embedding knowledge entries failed',
        { entries: 1, error: 'The sentence encoder failed: the model could not be loaded' },
      ]);
    }
  }, 90_000);

  it('answers by keywords when a question cannot be embedded and scanned, and logs why', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const stack = await start({
      messages: {
        ...realEncoder,
        embedAndScan: async () => {
          throw new Error('the message worker stopped');
        },
      },
    });
    const { add, ask } = helpers(stack);
    const user = await stack.createUser('question-unembedded@example.com');
    const garden = await add(user, GARDEN);
    expect((await stack.call('POST', '/persona/train', user)).status).toBe(200);
    const reply = await ask(user, 'What vegetables grow on your allotment?');
    expect(reply.citations?.[0]?.entryId).toBe(garden.id);
    expect(reply.content).toContain('tomatoes');
    expect(errors.mock.calls).toEqual([
      [
        'Embedding a message failed',
        { error: expect.objectContaining({ message: 'the message worker stopped' }) },
      ],
    ]);
  }, 90_000);
});

describe.each(serverDatabaseFactories())('an embedding backfill cut off by a restart on $kind', (factory) => {
  it('resumes on the next start: entries claimed by the stopped server are embedded by the new one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-restart-'));
    const idp = await startIdentityProvider({ dataDir, port: 0 });
    const database = await factory.create();
    const options = { ...database.options, identity: { ...identityOf(idp), credentials: idp.credentials } };
    const servers: ApiServer[] = [];
    try {
      await idp.createUser({ email: 'restart@example.com', password: TEST_PASSWORD, confirmed: true });
      const { accessToken } = await signIn(idp, 'restart@example.com', TEST_PASSWORD);
      const call = (api: ApiServer, method: string, route: string, body?: unknown) =>
        fetch(`${api.url}${route}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const progress = async (api: ApiServer) =>
        trainingProgressSchema.parse(await (await call(api, 'GET', '/persona/training')).json());

      const gated = gatedEncoder();
      const first = await startApiServer({
        ...options,
        encoders: { messages: realEncoder, entries: gated.encoder },
      });
      servers.push(first);
      for (const entry of [HOMETOWN, WORK, GARDEN])
        expect((await call(first, 'POST', '/knowledge', entry)).status).toBe(201);
      await waitFor(
        async () => gated.calls(),
        (calls) => calls > 0,
      ); // a batch is in hand
      const stopping = first.stop();
      gated.fail(); // the worker goes away under the batch, as when the process stops
      await stopping;
      servers.pop();

      const second = await startApiServer({
        ...options,
        encoders: { messages: realEncoder, entries: realEncoder },
      });
      servers.push(second);
      expect(
        await waitFor(
          () => progress(second),
          (p) => p.embedded === 3,
        ),
      ).toMatchObject({
        total: 3,
        embedded: 3,
        pending: 0,
        failed: 0,
        lastError: null,
      });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await idp.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
