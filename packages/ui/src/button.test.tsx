import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a non-submitting button with the primary variant by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('primary');
    expect(button.dataset.size).toBe('md');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('applies the requested variant, size and extra class', () => {
    render(
      <Button variant="danger" size="sm" className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset.variant).toBe('danger');
    expect(button.dataset.size).toBe('sm');
    expect(button.className).toBe('ditto-button extra');
  });

  it('calls onClick when idle', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('marks itself busy while loading and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.ditto-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays focusable while loading so keyboard users keep their place', () => {
    render(<Button loading>Wait</Button>);
    const button = screen.getByRole('button', { name: 'Wait' });
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it("keeps a caller's aria-disabled, so a waiting action stays focusable", () => {
    render(<Button aria-disabled>Resend</Button>);
    const button = screen.getByRole('button', { name: 'Resend' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/home">Home</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.className).toBe('ditto-button');
    expect(link.dataset.variant).toBe('secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
