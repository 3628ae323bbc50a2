import type { Message } from '@ditto/api-client';
import { describe, expect, it } from 'vitest';
import { firstStep } from './first-step.ts';

const activity = (knowledgeEntries: number, messagesToLisa = 0, messagesToDitto = 0) => ({
  knowledgeEntries,
  messagesToLisa,
  messagesToDitto,
  changesSinceTraining: 0,
});
const untrained = { trained: false, lastTrained: null };
const trained = { trained: true, lastTrained: '2026-11-21T08:30:00.000Z' };
const said = (role: Message['role']): Message => ({
  id: `m-${role}`,
  role,
  content: 'Hello',
  timestamp: '2026-11-21T08:30:00.000Z',
});

describe("Home's first step", () => {
  it('is "add knowledge" while there is none, trained or not, talked or not', () => {
    expect(firstStep({ status: { ...untrained, activity: activity(0) }, conversations: [] })).toBe(
      'add-knowledge',
    );
    expect(firstStep({ status: { ...untrained, activity: activity(0, 2, 1) }, conversations: [] })).toBe(
      'add-knowledge',
    );
  });

  it('is "talk to Lisa" with knowledge but never a word to Lisa or Ditto', () => {
    expect(firstStep({ status: { ...untrained, activity: activity(3) }, conversations: [] })).toBe(
      'talk-to-lisa',
    );
    expect(
      firstStep({ status: { ...trained, activity: activity(3) }, conversations: [[said('assistant')]] }),
    ).toBe('talk-to-lisa');
  });

  it('is "ask Ditto" once the user has talked to Lisa or Ditto, on the server or in this session', () => {
    expect(firstStep({ status: { ...untrained, activity: activity(3, 1) }, conversations: [] })).toBe(
      'ask-ditto',
    );
    expect(firstStep({ status: { ...trained, activity: activity(3, 0, 4) }, conversations: [] })).toBe(
      'ask-ditto',
    );
    expect(
      firstStep({
        status: { ...trained, activity: activity(3) },
        conversations: [undefined, [said('user')]],
      }),
    ).toBe('ask-ditto');
  });

  it('without the counts: "ask Ditto" when trained, "add knowledge" otherwise', () => {
    expect(firstStep({ status: trained, conversations: [] })).toBe('ask-ditto');
    expect(firstStep({ status: untrained, conversations: [] })).toBe('add-knowledge');
  });
});
