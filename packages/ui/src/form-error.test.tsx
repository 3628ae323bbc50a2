import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error.tsx';

describe('FormError', () => {
  it('announces its message as an alert', () => {
    render(<FormError>Sign in failed</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Sign in failed');
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <FormError />
        <FormError>{''}</FormError>
        <FormError>{null}</FormError>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
