import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field.tsx';

describe('TextareaField', () => {
  it('labels the textarea and describes it by its help text and error', () => {
    render(
      <TextareaField
        label="What you know"
        description="Up to 20 000 characters"
        error="Content is required."
      />,
    );
    const field = screen.getByLabelText('What you know');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Up to 20 000 characters', 'Content is required.']);
  });

  it('is valid without an error', () => {
    render(<TextareaField label="Notes" />);
    expect(screen.getByLabelText('Notes').getAttribute('aria-invalid')).toBeNull();
  });
});
