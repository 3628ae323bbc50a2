import { describe, expect, it } from 'vitest';
import { sharedDittoName } from './shared-ditto-name.ts';

describe('sharedDittoName', () => {
  it("signs with the owner's first name", () => {
    expect(sharedDittoName({ ownerName: 'Clara Bergström', ownerEmail: 'clara@example.com' })).toBe(
      "Clara's Ditto",
    );
    expect(sharedDittoName({ ownerName: '  Ada ', ownerEmail: 'ada@example.com' })).toBe("Ada's Ditto");
  });

  it('falls back to the email when the owner has no name', () => {
    expect(sharedDittoName({ ownerName: '', ownerEmail: 'sam@example.com' })).toBe("sam@example.com's Ditto");
  });
});
