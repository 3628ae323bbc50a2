import { describe, expect, it } from 'vitest';
import {
  adminUserDetailSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateAdminUserRequestSchema,
} from './admin.ts';

const at = '2026-11-22T10:00:00.000Z';
const summary = {
  userId: 'sub-1',
  email: 'ada@example.com',
  name: null,
  enabled: true,
  isAdmin: false,
  status: 'CONFIRMED',
  createdAt: at,
};

describe('adminUsersQuerySchema', () => {
  it("pages by 20 by default and at most 60 (the identity provider's page)", () => {
    expect(adminUsersQuerySchema.parse({ search: ' ada ' })).toEqual({ search: 'ada', limit: 20 });
    expect(adminUsersQuerySchema.parse({ limit: '60' }).limit).toBe(60);
    expect(adminUsersQuerySchema.safeParse({ limit: '61' }).error?.issues[0]?.message).toBe(
      'Limit must be at most 60.',
    );
  });
});

describe('admin user schemas', () => {
  it('accepts a page of users and its cursor', () => {
    const page = { users: [summary], nextCursor: null };
    expect(adminUsersResponseSchema.parse(page)).toEqual(page);
  });

  it('refuses an unknown account status', () => {
    const result = adminUsersResponseSchema.safeParse({
      users: [{ ...summary, status: 'ACTIVE' }],
      nextCursor: null,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['users.0.status']);
  });

  it('describes a user in detail', () => {
    const detail = {
      ...summary,
      attributes: { email: 'ada@example.com', 'custom:is_super': 'false' },
      organization: null,
      updatedAt: at,
      persona: { trained: true, lastTrained: at },
      counts: { knowledgeEntries: 3, personaMessages: 4, lisaMessages: 5, sharesGiven: 1, sharesReceived: 0 },
    };
    expect(adminUserDetailSchema.parse(detail)).toEqual(detail);
    const negative = { ...detail, counts: { ...detail.counts, sharesGiven: -1 } };
    expect(adminUserDetailSchema.safeParse(negative).success).toBe(false);
  });
});

describe('updateAdminUserRequestSchema', () => {
  it('takes either flag or both', () => {
    expect(updateAdminUserRequestSchema.parse({ isAdmin: true })).toEqual({ isAdmin: true });
    expect(updateAdminUserRequestSchema.parse({ enabled: false, isAdmin: false })).toEqual({
      enabled: false,
      isAdmin: false,
    });
  });

  it('refuses an empty change, a non-boolean and an unknown field', () => {
    expect(updateAdminUserRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send isAdmin, enabled or both.',
    );
    expect(updateAdminUserRequestSchema.safeParse({ isAdmin: 'true' }).error?.issues[0]?.path).toEqual([
      'isAdmin',
    ]);
    expect(updateAdminUserRequestSchema.safeParse({ isAdmin: true, email: 'x' }).success).toBe(false);
  });
});
