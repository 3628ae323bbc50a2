import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema, errorCodes, errorStatus, validationErrorBody } from './errors.ts';
import { knowledgeEntryInputSchema, knowledgeImportRequestSchema } from './knowledge.ts';
import { personaStatusOf } from './persona.ts';

describe('validationErrorBody', () => {
  it('lists each failing field with its reasons', () => {
    const error = knowledgeEntryInputSchema.safeParse({ title: '', content: 'c'.repeat(20_001) }).error;
    if (!error) throw new Error('expected a validation error');
    const body = validationErrorBody(error);
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: 'The request is not valid.',
      fields: { title: ['Title is required.'], content: ['Content must be at most 20000 characters.'] },
    });
  });

  it('names nested fields by dotted path and the whole body by "_"', () => {
    const nested = knowledgeImportRequestSchema.safeParse({ files: ['x'] }).error;
    const whole = knowledgeEntryInputSchema.safeParse('text').error;
    if (!nested || !whole) throw new Error('expected validation errors');
    expect(Object.keys(validationErrorBody(nested).error.fields ?? {})).toEqual(['files.0']);
    expect(Object.keys(validationErrorBody(whole).error.fields ?? {})).toEqual(['_']);
  });
});

describe('errorStatus', () => {
  it('gives every code a 4xx or 5xx status', () => {
    for (const code of Object.values(errorCodes)) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    }
    expect(
      [400, 401, 403, 404, 409, 413, 501].every((status) =>
        Object.values(errorStatus).includes(status as never),
      ),
    ).toBe(true);
  });
});

describe('personaStatusOf', () => {
  it('is trained exactly when there is a profile, as of its extraction', () => {
    expect(personaStatusOf(null)).toEqual({ trained: false, lastTrained: null });
    const profile = {
      summary: '',
      topics: [],
      facts: [],
      style: '',
      sourceCount: 1,
      extractedAt: '2026-11-22T10:00:00Z',
    };
    expect(personaStatusOf(profile)).toEqual({ trained: true, lastTrained: '2026-11-22T10:00:00Z' });
  });
});
