import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenRegistry } from './token-registry.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ditto-registry-test-'));
  file = join(dir, 'tokens.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('TokenRegistry', () => {
  it('revokes a user’s families but not another user’s or a later sign-in', async () => {
    const registry = await TokenRegistry.open(file, () => 1_000);
    await registry.recordIssued('a1', { sub: 'ana', exp: 4_600, family: 'r1', familyExp: 9_000 });
    await registry.recordIssued('a2', { sub: 'ana', exp: 4_600, family: 'r1', familyExp: 9_000 });
    await registry.recordIssued('b1', { sub: 'bob', exp: 4_600, family: 'r2', familyExp: 9_000 });
    await registry.revokeUser('ana');
    await registry.recordIssued('a3', { sub: 'ana', exp: 4_600, family: 'r3', familyExp: 9_000 });
    expect(['a1', 'a2', 'b1', 'a3', 'zz'].map((jti) => registry.status(jti))).toEqual([
      'revoked',
      'revoked',
      'active',
      'active',
      'unknown',
    ]);
    expect(registry.isFamilyRevoked('r1')).toBe(true);
    expect(registry.isFamilyRevoked('r3')).toBe(false);
  });

  it('persists revocations across reopening', async () => {
    const registry = await TokenRegistry.open(file, () => 1_000);
    await registry.recordIssued('a1', { sub: 'ana', exp: 4_600, family: 'r1', familyExp: 9_000 });
    await registry.revokeFamily('r9', 9_000);
    await registry.revokeUser('ana');
    const reopened = await TokenRegistry.open(file, () => 1_000);
    expect(reopened.status('a1')).toBe('revoked');
    expect(reopened.isFamilyRevoked('r9')).toBe(true);
  });

  it('forgets tokens once both they and their refresh token have expired', async () => {
    let now = 1_000;
    const registry = await TokenRegistry.open(file, () => now);
    await registry.recordIssued('old', { sub: 'ana', exp: 2_000, family: 'r1', familyExp: 3_000 });
    await registry.revokeFamily('r1', 3_000);
    now = 2_500;
    await registry.recordIssued('new', { sub: 'ana', exp: 6_000, family: 'r2', familyExp: 9_000 });
    expect(registry.status('old')).toBe('revoked');
    now = 3_500;
    await registry.recordIssued('newer', { sub: 'ana', exp: 7_000, family: 'r2', familyExp: 9_000 });
    expect(registry.status('old')).toBe('unknown');
    expect(registry.isFamilyRevoked('r1')).toBe(false);
    expect(registry.status('new')).toBe('active');
  });
});
