import { describe, expect, it } from 'vitest';
import { defaultVoiceSettings, speechRequestSchema, voiceSettingsSchema } from './voice.ts';

const fieldsOf = (value: unknown) =>
  voiceSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('voiceSettingsSchema', () => {
  it('accepts the defaults and the edges of each range', () => {
    expect(voiceSettingsSchema.parse(defaultVoiceSettings)).toEqual(defaultVoiceSettings);
    const edges = { voiceId: ' v1 ', stability: 0, similarityBoost: 1, speed: 0.7, provider: 'browser' };
    expect(voiceSettingsSchema.parse(edges)).toEqual({ ...edges, voiceId: 'v1' });
    expect(voiceSettingsSchema.safeParse({ ...edges, speed: 1.2 }).success).toBe(true);
  });

  it('refuses values out of range, naming each field', () => {
    expect(
      fieldsOf({ ...defaultVoiceSettings, stability: -0.1, similarityBoost: 1.01, speed: 1.21 }),
    ).toEqual(['stability', 'similarityBoost', 'speed']);
    expect(fieldsOf({ ...defaultVoiceSettings, speed: 0.69 })).toEqual(['speed']);
  });

  it('refuses an unknown provider with a readable reason', () => {
    const result = voiceSettingsSchema.safeParse({ ...defaultVoiceSettings, provider: 'polly' });
    expect(result.error?.issues[0]?.message).toBe("Provider must be 'elevenlabs' or 'browser'.");
  });

  it('needs every field (PUT replaces the settings)', () => {
    const { speed: _speed, ...partial } = defaultVoiceSettings;
    expect(fieldsOf(partial)).toEqual(['speed']);
  });
});

describe('speechRequestSchema', () => {
  it('trims the text and holds 1..5000 characters', () => {
    expect(speechRequestSchema.parse({ text: ' Hi ' })).toEqual({ text: 'Hi' });
    expect(speechRequestSchema.safeParse({ text: ' ' }).success).toBe(false);
    expect(speechRequestSchema.safeParse({ text: 't'.repeat(5000) }).success).toBe(true);
    expect(speechRequestSchema.safeParse({ text: 't'.repeat(5001) }).success).toBe(false);
  });
});
