import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field.tsx';

describe('TextareaField with a character limit', () => {
  it('shows the count and the limit, and describes the field by them', () => {
    render(
      <TextareaField label="Text" value={'a'.repeat(1234)} characterLimit={20_000} onChange={() => {}} />,
    );
    const field = screen.getByLabelText('Text');
    const count = screen.getByText('1,234 / 20,000 characters');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
    expect(count.hasAttribute('data-over')).toBe(false);
    // Nothing typed or pasted is cut off.
    expect(field.getAttribute('maxlength')).toBeNull();
  });

  it('marks a text over the limit, saying by how much', () => {
    render(
      <TextareaField label="Text" value={'a'.repeat(23_200)} characterLimit={20_000} onChange={() => {}} />,
    );
    const count = screen.getByText('23,200 / 20,000 characters (3,200 too many)');
    expect(count.hasAttribute('data-over')).toBe(true);
  });
});
