import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels the input', async () => {
    render(<TextField label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
    await userEvent.type(input, 'a@b.c');
    expect((input as HTMLInputElement).value).toBe('a@b.c');
  });

  it('is valid and undescribed without description or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the description with aria-describedby', () => {
    render(<TextField label="Password" description="At least 8 characters" />);
    const input = screen.getByLabelText('Password');
    const description = screen.getByText('At least 8 characters');
    expect(input.getAttribute('aria-describedby')).toBe(description.id);
  });

  it('marks the input invalid and describes it by the description and the error', () => {
    render(<TextField label="Email" description="Your work address" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    const description = screen.getByText('Your work address');
    const error = screen.getByText('Email is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([description.id, error.id]);
  });

  it('keeps a caller-given id and aria-describedby', () => {
    render(<TextField id="mail" label="Email" aria-describedby="hint" error="Bad" />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('mail');
    expect(input.getAttribute('aria-describedby')).toBe('hint mail-error');
  });

  it('gives two fields distinct ids', () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
