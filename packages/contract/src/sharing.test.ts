import { describe, expect, it } from 'vitest';
import { createShareRequestSchema, shareSchema, shareStatusSchema, sharesResponseSchema } from './sharing.ts';

describe('createShareRequestSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(createShareRequestSchema.parse({ email: '  Grace@Example.COM ' })).toEqual({
      email: 'grace@example.com',
    });
  });

  it('refuses what is not an email, naming the field', () => {
    for (const email of ['', 'grace', 'grace@', `${'g'.repeat(250)}@example.com`, 42]) {
      const result = createShareRequestSchema.safeParse({ email });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    }
    expect(createShareRequestSchema.safeParse({ email: 'grace' }).error?.issues[0]?.message).toBe(
      'Enter a valid email address.',
    );
  });
});

describe('shareSchema', () => {
  const share = {
    id: 's1',
    email: 'grace@example.com',
    createdAt: '2026-11-22T10:00:00Z',
    status: 'pending' as const,
  };

  it('accepts a share with an email that has no account yet', () => {
    expect(sharesResponseSchema.parse({ shares: [share], nextCursor: null })).toEqual({
      shares: [share],
      nextCursor: null,
    });
  });

  it('names no account: a share never carries the user id of whoever has that email', () => {
    expect(shareSchema.parse({ ...share, sharedWithUserId: 'someone' })).toEqual(share);
  });

  it('says whether the share is pending (no one has taken it up yet) or active, and nothing else', () => {
    expect(shareStatusSchema.options).toEqual(['pending', 'active']);
    expect(shareSchema.parse({ ...share, status: 'active' }).status).toBe('active');
    expect(shareSchema.safeParse({ ...share, status: 'accepted' }).success).toBe(false);
    const { status: _status, ...withoutStatus } = share;
    expect(shareSchema.safeParse(withoutStatus).success).toBe(false);
  });
});
