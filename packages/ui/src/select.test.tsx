import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select.tsx';

const options = [
  { value: 'a', label: 'Alice' },
  { value: 'b', label: 'Bob' },
];

describe('SelectField', () => {
  it('labels a native select and reports the choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Voice" options={options} defaultValue="a" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Voice' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alice', 'Bob']);
    await userEvent.selectOptions(select, 'b');
    expect(select.value).toBe('b');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('describes the select by its help text and error', () => {
    render(<SelectField label="Voice" options={options} description="Who speaks" error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Voice' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText('Who speaks').id,
      screen.getByText('Pick one').id,
    ]);
  });
});
