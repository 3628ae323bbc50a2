import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('announces information and success politely as a status', () => {
    render(
      <>
        <Alert>Code sent</Alert>
        <Alert variant="success">Account confirmed</Alert>
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['Code sent', 'Account confirmed']);
    expect(statuses.map((status) => status.dataset.variant)).toEqual(['info', 'success']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error as an alert', () => {
    render(<Alert variant="error">Code mismatch</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Code mismatch');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <Alert />
        <Alert variant="success">{''}</Alert>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
