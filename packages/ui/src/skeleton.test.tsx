import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is one busy status named for what loads, its lines hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={4} label="Loading your knowledge" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading your knowledge');
    const lines = container.querySelectorAll('.ditto-skeleton__line');
    expect(lines).toHaveLength(4);
    expect(Array.from(lines).every((line) => line.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});

describe('EmptyState', () => {
  it('says what is missing and offers the next step', () => {
    render(
      <EmptyState
        title="Nothing here yet"
        description="Add a note."
        action={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByText('Add a note.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
