import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from './boot-screens.tsx';

describe('ConfigErrorScreen', () => {
  it('states that the app cannot start and why', () => {
    render(<ConfigErrorScreen problem="The configuration file /config.json is missing (HTTP 404)." />);
    expect(screen.getByRole('heading', { name: 'Ditto cannot start' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The configuration file /config.json is missing (HTTP 404).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
