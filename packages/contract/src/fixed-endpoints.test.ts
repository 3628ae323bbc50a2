import { describe, expect, it } from 'vitest';
import { messagesResponseSchema } from './messages.ts';
import { personaProfileResponseSchema } from './persona.ts';
import { sharedPersonasResponseSchema } from './sharing.ts';

const at = '2026-11-22T10:00:00.000Z';

describe('sharedPersonasResponseSchema', () => {
  const persona = {
    ownerId: 'owner-1',
    ownerName: 'Grace Hopper',
    ownerEmail: 'grace@example.com',
    sharedAt: at,
    trained: true,
    lastTrained: null,
  };

  it('accepts a list of shared personas', () => {
    const body = { sharedPersonas: [persona] };
    expect(sharedPersonasResponseSchema.parse(body)).toEqual(body);
  });

  it('names the field that is wrong', () => {
    const result = sharedPersonasResponseSchema.safeParse({
      sharedPersonas: [{ ...persona, trained: 'yes' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sharedPersonas.0.trained']);
  });
});

describe('personaProfileResponseSchema', () => {
  const profile = {
    summary: 'Writes compilers.',
    topics: ['compilers'],
    facts: ['Invented the first linker.'],
    style: 'direct',
    sourceCount: 3,
    extractedAt: at,
  };

  it('accepts a trained profile and an untrained null', () => {
    expect(personaProfileResponseSchema.parse({ profile })).toEqual({ profile });
    expect(personaProfileResponseSchema.parse({ profile: null })).toEqual({ profile: null });
  });

  it('refuses a negative source count', () => {
    expect(personaProfileResponseSchema.safeParse({ profile: { ...profile, sourceCount: -1 } }).success).toBe(
      false,
    );
  });
});

describe('messagesResponseSchema', () => {
  const message = { id: 'm1', role: 'assistant', content: 'Hello', timestamp: at };

  it('accepts messages with and without citations', () => {
    const cited = { ...message, id: 'm2', citations: [{ entryId: 'e1', title: 'Notes', snippet: 'Hi' }] };
    const body = { messages: [message, cited] };
    expect(messagesResponseSchema.parse(body)).toEqual(body);
  });

  it('refuses an unknown role', () => {
    expect(messagesResponseSchema.safeParse({ messages: [{ ...message, role: 'system' }] }).success).toBe(
      false,
    );
  });
});
