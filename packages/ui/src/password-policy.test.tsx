import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, PasswordPolicy, type PasswordRule } from './password-policy.tsx';

const rules: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'number', label: 'A number', test: (p) => /\d/.test(p) },
];

function itemStates() {
  return screen.getAllByRole('listitem').map((item) => [item.textContent, item.hasAttribute('data-met')]);
}

describe('PasswordPolicy', () => {
  it('lists every rule as not yet met for an empty password', () => {
    render(<PasswordPolicy password="" rules={rules} />);
    expect(itemStates()).toEqual([
      ['•At least 8 characters (not yet)', false],
      ['•A number (not yet)', false],
    ]);
  });

  it('ticks off the rules the password meets', () => {
    const { rerender } = render(<PasswordPolicy password="abc1" rules={rules} />);
    expect(itemStates()).toEqual([
      ['•At least 8 characters (not yet)', false],
      ['✓A number (done)', true],
    ]);
    rerender(<PasswordPolicy password="abcdefg1" rules={rules} />);
    expect(itemStates().every(([, met]) => met)).toBe(true);
  });

  it('passes list props through, so a field can be described by it', () => {
    render(<PasswordPolicy id="policy" aria-label="Password requirements" password="" rules={rules} />);
    expect(screen.getByRole('list', { name: 'Password requirements' }).id).toBe('policy');
  });
});

describe('meetsPasswordPolicy', () => {
  it('needs every rule', () => {
    expect(meetsPasswordPolicy('abcdefgh', rules)).toBe(false);
    expect(meetsPasswordPolicy('abcdefg1', rules)).toBe(true);
    expect(meetsPasswordPolicy('anything', [])).toBe(true);
  });
});
