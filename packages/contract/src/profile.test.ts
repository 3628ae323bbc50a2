import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './errors.ts';
import { profileSchema, updateProfileRequestSchema } from './profile.ts';

const valid = {
  cognitoId: '7f9d2c1e-1111-4c2b-9d55-0a1b2c3d4e5f',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('profileSchema', () => {
  it('accepts a profile with every field the product shows', () => {
    expect(profileSchema.parse(valid)).toEqual(valid);
  });

  it('names the field that is wrong', () => {
    const result = profileSchema.safeParse({ ...valid, createdAt: 'yesterday' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['createdAt']);
  });

  it('refuses a profile without an id', () => {
    expect(profileSchema.safeParse({ ...valid, cognitoId: '' }).success).toBe(false);
  });
});

describe('apiErrorBodySchema', () => {
  it('accepts an error with failing fields', () => {
    const body = {
      error: { code: 'validation_failed', message: 'Invalid body', fields: { name: ['Required'] } },
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it('refuses an error without a message', () => {
    expect(apiErrorBodySchema.safeParse({ error: { code: 'x' } }).success).toBe(false);
  });
});

describe('updateProfileRequestSchema', () => {
  it('trims the values', () => {
    expect(updateProfileRequestSchema.parse({ name: '  Ada  ', organization: ' Analytical ' })).toEqual({
      name: 'Ada',
      organization: 'Analytical',
    });
  });

  it('changes only the fields sent', () => {
    expect(updateProfileRequestSchema.parse({})).toEqual({});
  });

  it('clears the organization when it is blank or null', () => {
    expect(updateProfileRequestSchema.parse({ organization: '   ' })).toEqual({ organization: null });
    expect(updateProfileRequestSchema.parse({ organization: null })).toEqual({ organization: null });
  });

  it('refuses a blank name, naming the field', () => {
    const result = updateProfileRequestSchema.safeParse({ name: '   ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name is required.'],
    ]);
  });

  it('holds the length limits', () => {
    expect(updateProfileRequestSchema.safeParse({ name: 'a'.repeat(100) }).success).toBe(true);
    expect(updateProfileRequestSchema.safeParse({ name: 'a'.repeat(101) }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ organization: 'o'.repeat(200) }).success).toBe(true);
    expect(updateProfileRequestSchema.safeParse({ organization: 'o'.repeat(201) }).success).toBe(false);
  });

  it("refuses fields that are not the profile's to change", () => {
    const result = updateProfileRequestSchema.safeParse({ email: 'x@example.com' });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
