import {
  apiErrorBodySchema,
  chatReplyResponseSchema,
  chatStreamEventSchema,
  knowledgeListResponseSchema,
  lisaStreamEventSchema,
  messagesResponseSchema,
  trainPersonaResponseSchema,
} from '@ditto/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';
import {
  failWith,
  garbage,
  type ModelHandler,
  readStreamEvents,
  stallAfter,
  startFakeModel,
  streamTexts,
} from './chat-test-support.ts';

/** Each streamed reply's handler, settled once it has returned: all the API does for that reply is done by then. */
const streamedReplies = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock('hono/streaming', async (importOriginal) => {
  const hono = await importOriginal<typeof import('hono/streaming')>();
  const streamSSE: typeof hono.streamSSE = (c, handler, onError) =>
    hono.streamSSE(
      c,
      (stream) => {
        const handled = handler(stream);
        streamedReplies.push(
          handled.then(
            () => undefined,
            () => undefined,
          ),
        );
        return handled;
      },
      onError,
    );
  return { ...hono, streamSSE };
});

const providerFailed = (code: string, message: string | ReturnType<typeof expect.stringContaining>) => [
  'Reply provider failed',
  { code, error: message },
];
const MODEL_FAILED = {
  http: providerFailed('http', 'The language model answered HTTP 500: The server had an error'),
};
/** The one line an outage logs (chat falls back to the offline reply). */
const MODEL_OUTAGE = {
  http: 'The language model failed (http): The language model answered HTTP 500: The server had an error. Replying offline until it answers.',
  garbage: expect.stringMatching(
    /^The language model failed \(bad_response\): The language model sent a malformed chunk/,
  ),
};

/** Fails the first request (HTTP 500), then answers as `then`. */
function failOnceThen(then: ModelHandler): ModelHandler {
  let failed = false;
  return (response, request) => {
    if (failed) return then(response, request);
    failed = true;
    failWith(500)(response, request);
  };
}

const MODEL_PROFILE = {
  summary: 'I am a designer who grew up by the sea.',
  topics: ['places', 'work'],
  facts: ['I grew up in Valparaíso.'],
  style: 'Warm and short.',
};

// The API reads LLM_BASE_URL / LLM_MODEL / LLM_API_KEY once at start; here they point at a local model server.
describe.each(serverDatabaseFactories())('an OpenAI-compatible reply provider on $kind', (factory) => {
  let stack: ApiStack;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let user: TestUser;

  beforeAll(async () => {
    model = await startFakeModel(streamTexts([JSON.stringify(MODEL_PROFILE)]));
    vi.stubEnv('LLM_BASE_URL', model.baseUrl);
    vi.stubEnv('LLM_MODEL', 'test-model');
    vi.stubEnv('LLM_API_KEY', 'sk-test-secret');
    try {
      // Profiles are built here only by an explicit train: a background rebuild asking the model mid-test would log
      // its own failure into the tests that count the errors logged.
      stack = await startApiStack(factory, { learning: { quietMs: 60 * 60_000 } });
    } finally {
      vi.unstubAllEnvs();
    }
    user = await stack.createUser('model@example.com', { name: 'Elena Vargas' });
    await stack.call('POST', '/knowledge', user, {
      title: 'Childhood',
      content: 'I grew up in Valparaíso, Chile, in a blue house above the harbour.',
    });
    const trained = await stack.call('POST', '/persona/train', user);
    expect(trainPersonaResponseSchema.parse(await trained.json()).profile).toMatchObject(MODEL_PROFILE);
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });
  beforeEach(async () => {
    await stack.call('DELETE', '/persona/messages', user);
  });

  const personaMessages = async () =>
    messagesResponseSchema.parse(await (await stack.call('GET', '/persona/messages', user)).json()).messages;

  it("replies with the model's words, grounded and cited", async () => {
    model.use(streamTexts(['I grew up ', 'in Valparaíso, by the sea.']));
    const response = await stack.call('POST', '/persona/messages', user, {
      content: 'Where did you grow up?',
    });
    expect(response.status).toBe(200);
    const { reply } = chatReplyResponseSchema.parse(await response.json());
    expect(reply.content).toBe('I grew up in Valparaíso, by the sea.');
    expect(reply.citations?.[0]?.title).toBe('Childhood');
  });

  it('cites only the notes the model drew on, once its reply is complete: none when it does not know', async () => {
    model.use(streamTexts(["I don't know — I haven't been told ", 'about that.']));
    const response = await stack.call(
      'POST',
      '/persona/messages',
      user,
      { content: 'Where did you go to school, by the sea?' },
      { Accept: 'text/event-stream' },
    );
    const events = await readStreamEvents(response, chatStreamEventSchema);
    expect(events.map((event) => event.event)).toEqual(['user', 'delta', 'delta', 'done']);
    const [stored] = (await personaMessages()).filter((message) => message.role === 'assistant');
    expect(stored?.content).toBe("I don't know — I haven't been told about that.");
    expect(stored?.citations ?? []).toEqual([]);

    // The notes the model marks are what it cites; the markers are not said.
    model.use(streamTexts(['In Valparaíso', ' [', '1].']));
    const answered = await stack.call(
      'POST',
      '/persona/messages',
      user,
      { content: 'Where did you grow up?' },
      { Accept: 'text/event-stream' },
    );
    const done = (await readStreamEvents(answered, chatStreamEventSchema)).at(-1);
    expect(done).toMatchObject({
      event: 'done',
      data: { message: { content: 'In Valparaíso.', citations: [{ title: 'Childhood' }] } },
    });
  });

  it('answers offline from the notes when the model fails twice (500, malformed), says so, and logs it once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const handler of [failWith(500), garbage]) {
      const requests = model.requests();
      model.use(handler);
      const response = await stack.call('POST', '/persona/messages', user, {
        content: 'Where did you grow up?',
      });
      expect(response.status).toBe(200);
      const { reply } = chatReplyResponseSchema.parse(await response.json());
      expect(reply).toMatchObject({ fallback: true, citations: [{ title: 'Childhood' }] });
      expect(reply.content).toContain('Valparaíso');
      expect(model.requests() - requests).toBe(2); // tried once more
    }
    // One outage, one line; the key is never in it.
    expect(errors.mock.calls).toEqual([[MODEL_OUTAGE.http]]);
    expect(String(errors.mock.calls)).not.toContain('sk-test-secret');

    // The model answers again (a failure that passes is absorbed by the retry); a new outage is logged again.
    model.use(failOnceThen(streamTexts(['I grew up in Valparaíso.'])));
    const recovered = chatReplyResponseSchema.parse(
      await (
        await stack.call('POST', '/persona/messages', user, { content: 'Where did you grow up?' })
      ).json(),
    ).reply;
    expect(recovered.content).toBe('I grew up in Valparaíso.');
    expect(recovered.fallback).toBeUndefined();
    model.use(garbage);
    await stack.call('POST', '/persona/messages', user, { content: 'Where did you grow up?' });
    expect(errors.mock.calls).toEqual([[MODEL_OUTAGE.http], [MODEL_OUTAGE.garbage]]);
    expect((await personaMessages()).filter((message) => message.role === 'assistant')).toHaveLength(4);
  });

  it('answers 502 provider_failed when training with a failing model, and logs why', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    model.use(failWith(500));
    const response = await stack.call('POST', '/persona/train', user);
    expect(response.status).toBe(502);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('provider_failed');
    // The profile learner may rebuild in the background meanwhile and log its own failure: only this one is ours.
    expect(errors.mock.calls.filter(([message]) => message === MODEL_FAILED.http[0])).toEqual([
      MODEL_FAILED.http,
    ]);
  });

  it('streams the offline reply when the model fails, and its done event says `fallback`', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    model.use(failWith(500));
    const response = await stack.call(
      'POST',
      '/persona/messages',
      user,
      { content: 'Where did you grow up?' },
      { Accept: 'text/event-stream' },
    );
    expect(response.status).toBe(200);
    const events = await readStreamEvents(response, chatStreamEventSchema);
    expect(events[0]?.event).toBe('user');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { message: { fallback: true, citations: [{ title: 'Childhood' }] } },
    });
    const [stored] = (await personaMessages()).filter((message) => message.role === 'assistant');
    expect(stored?.content).toContain('Valparaíso');
  });

  it('stores nothing when the client goes away mid-stream, and stops asking the model', async () => {
    model.use(stallAfter('I grew up '));
    const controller = new AbortController();
    const modelClosed = model.nextClose();
    const reply = streamedReplies.length;
    const response = await fetch(`${stack.api.url}/persona/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${user.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ content: 'Where did you grow up?' }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('stream ended before the first delta');
      received += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    await modelClosed;
    // The API's handler of this reply has returned: whatever it would store is stored by then.
    expect(streamedReplies).toHaveLength(reply + 1);
    await streamedReplies[reply];
    expect(await personaMessages()).toEqual([]);
  });

  it("keeps Lisa's answer out of the knowledge when her acknowledgement fails (one transaction)", async () => {
    const lisaUser = await stack.createUser('model-lisa@example.com');
    await stack.call('GET', '/lisa/messages', lisaUser);
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    model.use(failWith(500));
    const response = await stack.call(
      'POST',
      '/lisa/messages',
      lisaUser,
      { content: 'I am a marine biologist.' },
      { Accept: 'text/event-stream' },
    );
    const events = await readStreamEvents(response, lisaStreamEventSchema);
    expect(events.map((event) => event.event)).toEqual(['user', 'error']);
    expect(errors.mock.calls).toEqual([MODEL_FAILED.http]);
    const entries = knowledgeListResponseSchema.parse(
      await (await stack.call('GET', '/knowledge', lisaUser)).json(),
    );
    expect(entries.entries).toEqual([]);
    const thread = messagesResponseSchema.parse(
      await (await stack.call('GET', '/lisa/messages', lisaUser)).json(),
    );
    expect(thread.messages).toHaveLength(1);

    model.use(streamTexts(['Thanks, that is a lovely job.']));
    const retried = await stack.call('POST', '/lisa/messages', lisaUser, {
      content: 'I am a marine biologist.',
    });
    expect(retried.status).toBe(200);
    const after = knowledgeListResponseSchema.parse(
      await (await stack.call('GET', '/knowledge', lisaUser)).json(),
    );
    expect(after.entries.map((entry) => [entry.source, entry.content])).toEqual([
      ['lisa', 'I am a marine biologist.'],
    ]);
  });
});
