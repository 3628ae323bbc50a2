import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('is a named navigation whose buttons follow what is available', async () => {
    const user = userEvent.setup();
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    render(
      <Pagination
        label="Pages of users"
        hasPrevious={false}
        hasNext
        onPrevious={onPrevious}
        onNext={onNext}
        status="Page 1"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 1');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('ignores presses while the next page loads', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    render(<Pagination label="Pages" hasPrevious hasNext loading onPrevious={() => {}} onNext={onNext} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(onNext).not.toHaveBeenCalled();
  });
});
