import { describe, expect, it } from 'vitest';
import { elenaEntries } from './fixtures/elena-entries.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { createOpenAICompatibleProvider } from './providers/openai-compatible.ts';
import { testEncoder, withVectors } from './testing/encoder.ts';
import { startLlmServer, streamDeltas } from './testing/llm-server.ts';
import { createTopicClassifier } from './topics.ts';
import { trainPersona } from './training.ts';

const now = () => new Date('2026-03-01T12:00:00.000Z');

describe('trainPersona', () => {
  it('extracts a deterministic profile offline, its topics judged by meaning', async () => {
    const topics = {
      classifier: await createTopicClassifier(testEncoder),
      embedded: await withVectors(elenaEntries),
    };
    const first = await trainPersona(elenaEntries, { now, topics });
    const second = await trainPersona([...elenaEntries].reverse(), {
      now,
      topics,
      provider: createEmbeddedProvider(),
    });
    expect(second).toEqual(first);
    expect(first.sourceCount).toBe(elenaEntries.length);
    expect(first.extractedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(first.topics).toEqual(expect.arrayContaining(['work', 'family', 'places', 'hobbies']));
    expect(first.facts).toContain(
      'I spent my early years in Valparaíso, in a blue house on Cerro Alegre with a view of the harbour.',
    );
    expect(first.summary).toMatch(/^I speak from 45 entries of my own knowledge, mostly about /);
    expect(first.style).toContain('personal, first-person voice');
  });

  it('says there is nothing to speak from when there are no entries', async () => {
    const profile = await trainPersona([], { now });
    expect(profile).toMatchObject({ sourceCount: 0, topics: [], facts: [] });
  });

  it('lets a configured model write the profile', async () => {
    const written = {
      summary: 'I am Elena.',
      topics: ['design'],
      facts: ['I surf.'],
      style: 'Warm.',
    };
    const json = JSON.stringify(written);
    const server = await startLlmServer(
      streamDeltas(['```json\n', json.slice(0, 20), json.slice(20), '\n```']),
    );
    try {
      const provider = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const profile = await trainPersona(elenaEntries, { provider, now });
      expect(profile).toEqual({
        ...written,
        sourceCount: 45,
        extractedAt: '2026-03-01T12:00:00.000Z',
      });
      expect(server.received[0]?.body.messages?.[1]?.content).toContain('Childhood in Valparaíso');
    } finally {
      await server.stop();
    }
  });

  it('reports a model answer that is not a profile as a bad response', async () => {
    const server = await startLlmServer(streamDeltas(['Sure! Elena is a designer.']));
    try {
      const provider = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      await expect(trainPersona(elenaEntries, { provider, now })).rejects.toMatchObject({
        name: 'ProviderError',
        code: 'bad_response',
        message: 'The language model did not return a valid persona profile',
      });
    } finally {
      await server.stop();
    }
  });
});
