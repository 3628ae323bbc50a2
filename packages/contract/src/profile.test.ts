import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './errors.ts';
import { profileSchema } from './profile.ts';

const valid = {
  cognitoId: '7f9d2c1e-1111-4c2b-9d55-0a1b2c3d4e5f',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('profileSchema', () => {
  it('accepts the profile of spec §7', () => {
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
