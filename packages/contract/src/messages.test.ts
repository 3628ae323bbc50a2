import { describe, expect, it } from 'vitest';
import {
  type ChatStreamEvent,
  chatStreamEventSchema,
  formatStreamEvent,
  lisaReplyResponseSchema,
  lisaStreamEventSchema,
  messageSchema,
  parseStreamEvent,
  sendMessageRequestSchema,
} from './messages.ts';

const at = '2026-11-22T10:00:00.000Z';
const userMessage = { id: 'u1', role: 'user' as const, content: 'Hi', timestamp: at };
const reply = { id: 'a1', role: 'assistant' as const, content: 'Hello', timestamp: at };

describe('sendMessageRequestSchema', () => {
  it('trims the message', () => {
    expect(sendMessageRequestSchema.parse({ content: '  Hi \n' })).toEqual({ content: 'Hi' });
  });

  it('refuses blank and over-long messages with a readable reason', () => {
    expect(sendMessageRequestSchema.safeParse({ content: ' ' }).error?.issues[0]?.message).toBe(
      'Message is required.',
    );
    expect(sendMessageRequestSchema.safeParse({ content: 'm'.repeat(4000) }).success).toBe(true);
    expect(sendMessageRequestSchema.safeParse({ content: 'm'.repeat(4001) }).error?.issues[0]?.path).toEqual([
      'content',
    ]);
  });
});

describe('lisaReplyResponseSchema', () => {
  it('says which knowledge entries the answer became, one per subject told, or none', () => {
    const entry = {
      id: 'e1',
      title: 'Q',
      content: 'A',
      source: 'lisa',
      private: false,
      createdAt: at,
      updatedAt: at,
    };
    const other = { ...entry, id: 'e2', title: 'Learning Welsh' };
    expect(
      lisaReplyResponseSchema.parse({ userMessage, reply, createdEntries: [entry, other] }).createdEntries,
    ).toEqual([entry, other]);
    expect(lisaReplyResponseSchema.parse({ userMessage, reply, createdEntries: [] }).createdEntries).toEqual(
      [],
    );
    expect(lisaReplyResponseSchema.safeParse({ userMessage, reply }).success).toBe(false);
    expect(lisaReplyResponseSchema.safeParse({ userMessage, reply, createdEntries: null }).success).toBe(
      false,
    );
  });

  it("names the entries Lisa's reply saved, in the order told", () => {
    const saved = [
      { id: 'e1', title: 'Q' },
      { id: 'e2', title: 'Learning Welsh' },
    ];
    expect(messageSchema.parse({ ...reply, savedEntries: saved }).savedEntries).toEqual(saved);
  });
});

describe('stream events', () => {
  it('round-trips each event through its wire form', () => {
    const events: ChatStreamEvent[] = [
      { event: 'user', data: { message: userMessage } },
      { event: 'citations', data: { citations: [{ entryId: 'e1', title: 'Bread', snippet: 'I bake.' }] } },
      { event: 'delta', data: { text: 'Hel' } },
      { event: 'done', data: { message: reply } },
      { event: 'error', data: { error: { code: 'provider_failed', message: 'The reply failed.' } } },
    ];
    for (const event of events) {
      const wire = formatStreamEvent(event);
      const [, name, data] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(wire) ?? [];
      expect(parseStreamEvent(chatStreamEventSchema, name ?? '', data ?? '')).toEqual(event);
    }
  });

  it('writes data on one line even when the text has newlines', () => {
    expect(formatStreamEvent({ event: 'delta', data: { text: 'a\nb' } })).toBe(
      'event: delta\ndata: {"text":"a\\nb"}\n\n',
    );
  });

  it('refuses unknown events and malformed data', () => {
    expect(() => parseStreamEvent(chatStreamEventSchema, 'ping', '{}')).toThrow();
    expect(() => parseStreamEvent(chatStreamEventSchema, 'delta', '{"txt":"a"}')).toThrow();
    expect(() => parseStreamEvent(chatStreamEventSchema, 'delta', 'not json')).toThrow(SyntaxError);
  });

  it("needs createdEntries on Lisa's done event", () => {
    expect(() =>
      parseStreamEvent(lisaStreamEventSchema, 'done', JSON.stringify({ message: reply })),
    ).toThrow();
    expect(
      parseStreamEvent(lisaStreamEventSchema, 'done', JSON.stringify({ message: reply, createdEntries: [] })),
    ).toEqual({ event: 'done', data: { message: reply, createdEntries: [] } });
  });
});
