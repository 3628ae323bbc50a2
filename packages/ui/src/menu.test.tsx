import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu.tsx';

describe('Menu', () => {
  it('opens from its named trigger, picks an item with the keyboard and closes', async () => {
    const clear = vi.fn();
    const user = userEvent.setup();
    render(
      <Menu
        label="Conversation options"
        items={[{ label: 'Clear conversation…', onSelect: clear, danger: true }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Conversation options' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Clear conversation…' });
    expect(item.hasAttribute('data-danger')).toBe(true);
    await user.keyboard('{Enter}');
    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not pick a disabled item', async () => {
    const clear = vi.fn();
    const user = userEvent.setup();
    render(<Menu label="Options" items={[{ label: 'Clear', onSelect: clear, disabled: true }]} />);
    screen.getByRole('button', { name: 'Options' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Clear' }));
    expect(clear).not.toHaveBeenCalled();
  });
});
