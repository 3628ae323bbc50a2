import type { PersonaProfile } from '@ditto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyAsPersona, unknownReply } from '../persona.ts';
import { createKnowledgeIndex } from '../retrieval/knowledge-index.ts';
import { testEncoder, withVectors } from '../testing/encoder.ts';
import { failWith, type Handler, startLlmServer, streamDeltas } from '../testing/llm-server.ts';
import { note } from '../testing/notes.ts';
import { createOpenAICompatibleProvider } from './openai-compatible.ts';
import { collect } from './types.ts';

const profile: PersonaProfile = {
  summary: 'I grew up by the sea.',
  topics: ['places'],
  facts: [],
  style: 'Short.',
  sourceCount: 1,
  extractedAt: '2026-01-01T00:00:00.000Z',
};
const QUESTION = 'Where did you grow up?';
const index = createKnowledgeIndex(
  await withVectors([
    note('home', 'Childhood', 'I grew up in Valparaíso, Chile, in a blue house above the harbour.'),
  ]),
);
const [messageVector] = await testEncoder.embed([QUESTION]);

const servers: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

/** A scripted model server: each request is answered by the next handler (the last one repeats). */
async function scriptedModel(handlers: Handler[], timeoutMs = 10_000) {
  let turn = 0;
  const server = await startLlmServer((request, response) => {
    handlers[Math.min(turn++, handlers.length - 1)]?.(request, response);
  });
  servers.push(server);
  return {
    server,
    provider: createOpenAICompatibleProvider({ baseUrl: server.baseUrl, model: 'm', timeoutMs }),
  };
}

async function ask(provider: ReturnType<typeof createOpenAICompatibleProvider>) {
  const reply = await replyAsPersona({
    profile,
    index,
    history: [],
    message: QUESTION,
    messageVector,
    provider,
  });
  const text = await collect(reply.stream);
  return {
    text,
    citations: reply.citationsFor?.(text) ?? reply.citations,
    fellBack: reply.fellBack?.() ?? false,
  };
}

const malformed: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end('data: {not json\n\n');
};
/** Never answers: the provider's timeout ends the wait. */
const silent: Handler = () => {};

describe("a language model's reply, when the model fails", () => {
  it.each([
    ['answers 500', failWith(500, 'overloaded'), undefined],
    ['sends a malformed stream', malformed, undefined],
    // 1 s, not less: the scripted server shares this process's event loop, and on a busy machine a shorter timeout
    // fired before the server had read the retry (1 request seen, not 2).
    ['is too slow', silent, 1_000],
  ])(
    'gives the offline reply from the notes, cited, when the model %s twice',
    async (_, handler, timeoutMs) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { server, provider } = await scriptedModel([handler], timeoutMs);
      const reply = await ask(provider);
      expect(reply.fellBack).toBe(true);
      expect(reply.text).toContain('Valparaíso');
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['home']);
      expect(server.received).toHaveLength(2);

      await ask(provider); // the same outage: not logged again
      expect(errors).toHaveBeenCalledTimes(1);
    },
  );

  it('absorbs one failure with a retry, and keeps the model\'s own "I don\'t know"', async () => {
    const { server, provider } = await scriptedModel([failWith(500, 'blip'), streamDeltas([unknownReply])]);
    const reply = await ask(provider);
    expect(reply).toEqual({ text: unknownReply, citations: [], fellBack: false });
    expect(server.received).toHaveLength(2);
  });

  it('throws a failure after the reply began: half a reply cannot be taken back', async () => {
    const { provider } = await scriptedModel([
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'I grew up ' } }] })}\n\n`);
        response.end('data: {not json\n\n');
      },
    ]);
    await expect(ask(provider)).rejects.toThrow(/malformed chunk/);
  });
});
