import { describe, expect, it } from 'vitest';
import { personaProfileResponseSchema, personaStatusOf, personaStatusSchema } from './persona.ts';

const profile = {
  summary: 'A designer from Chile.',
  topics: ['work'],
  facts: ['Works in Lisbon.'],
  style: 'warm',
  sourceCount: 2,
  extractedAt: '2026-11-21T08:30:00.000Z',
};
const activity = { knowledgeEntries: 2, messagesToLisa: 1, messagesToDitto: 0, changesSinceTraining: 0 };

describe('persona activity', () => {
  it('comes with the profile, and may be absent (an older server)', () => {
    expect(personaProfileResponseSchema.parse({ profile: null, activity })).toEqual({
      profile: null,
      activity,
    });
    expect(personaProfileResponseSchema.parse({ profile })).toEqual({ profile });
  });

  it('counts whole, non-negative numbers', () => {
    for (const bad of [
      { ...activity, knowledgeEntries: -1 },
      { ...activity, messagesToLisa: 1.5 },
      { knowledgeEntries: 1 },
    ]) {
      expect(personaProfileResponseSchema.safeParse({ profile: null, activity: bad }).success).toBe(false);
    }
  });

  it('is carried by the status when given', () => {
    expect(personaStatusOf(profile, activity)).toEqual({
      trained: true,
      lastTrained: profile.extractedAt,
      activity,
    });
    expect(personaStatusOf(null)).toEqual({ trained: false, lastTrained: null });
    expect(personaStatusSchema.parse(personaStatusOf(null, activity))).toEqual({
      trained: false,
      lastTrained: null,
      activity,
    });
  });
});
