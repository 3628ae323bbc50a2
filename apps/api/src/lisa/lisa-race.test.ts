import {
  apiErrorBodySchema,
  knowledgeListResponseSchema,
  lisaReplyResponseSchema,
  messagesResponseSchema,
} from '@ditto/contract';
import { topicBank } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ModelHandler, startFakeModel, streamTexts } from '../persona/chat-test-support.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

const bankQuestions = topicBank.flatMap((topic) => topic.questions);
const questionIn = (text: string) => bankQuestions.find((question) => text.endsWith(question));

// With a model, Lisa's acknowledgement is generated while the answer waits to be stored. The local model here holds
// every acknowledgement until two are asked for, so both answers were read against the same question.
describe.each(serverDatabaseFactories())('simultaneous answers to Lisa on $kind', (factory) => {
  let stack: ApiStack;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  const held: Array<Parameters<ModelHandler>> = [];

  beforeAll(async () => {
    model = await startFakeModel((...request) => {
      held.push(request);
      if (held.length < 2) return;
      for (const waiting of held.splice(0)) streamTexts(['Noted.'])(...waiting);
    });
    vi.stubEnv('LLM_BASE_URL', model.baseUrl);
    vi.stubEnv('LLM_MODEL', 'test-model');
    vi.stubEnv('LLM_API_KEY', 'sk-test-secret');
    try {
      stack = await startApiStack(factory);
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  const messages = async (user: TestUser) =>
    messagesResponseSchema.parse(await (await stack.call('GET', '/lisa/messages', user)).json()).messages;

  it('stores one answer per question; the other gets 409 conversation_changed and stores nothing', async () => {
    const user = await stack.createUser('race@example.com');
    const [opening] = await messages(user);
    const [first, second] = await Promise.all([
      stack.call('POST', '/lisa/messages', user, { content: 'I work as a beekeeper.' }),
      stack.call('POST', '/lisa/messages', user, { content: 'I work as a music teacher.' }),
    ]);
    const [accepted, refused] = first?.status === 200 ? [first, second] : [second, first];
    expect(accepted?.status).toBe(200);
    expect(refused?.status).toBe(409);
    expect(apiErrorBodySchema.parse(await refused?.json()).error.code).toBe('conversation_changed');

    const answer = lisaReplyResponseSchema.parse(await accepted?.json());
    expect(await messages(user)).toEqual([opening, answer.userMessage, answer.reply]);
    const entries = knowledgeListResponseSchema.parse(
      await (await stack.call('GET', '/knowledge', user)).json(),
    ).entries;
    expect(entries).toEqual(answer.createdEntries);
    expect(answer.createdEntries[0]?.title).toBe(questionIn(opening?.content ?? '')?.replace(/\?$/, ''));
  });
});
