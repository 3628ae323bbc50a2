import { describe, expect, it } from 'vitest';
import { attributeRows } from './attribute-labels.ts';

describe('attributeRows', () => {
  it('labels the raw attribute names and reads booleans as Yes/No', () => {
    expect(
      attributeRows({ sub: 'abc-123', 'custom:is_super': 'true', email_verified: 'false', locale: 'en' }),
    ).toEqual([
      { label: 'Administrator', name: 'custom:is_super', value: 'Yes' },
      { label: 'Email verified', name: 'email_verified', value: 'No' },
      { label: 'locale', name: 'locale', value: 'en' },
      { label: 'User ID', name: 'sub', value: 'abc-123' },
    ]);
  });
});
