import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Menu } from './menu.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Disable account</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Disable this account?"
        description="They will not be able to sign in."
        confirmLabel="Disable"
        confirmVariant="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks first, focuses Cancel, and confirms only on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable this account?' });
    expect(dialog.textContent).toContain('They will not be able to sign in.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Disable account' }));
  });

  it('returns focus to the menu an item opened it from', async () => {
    const user = userEvent.setup();
    function FromMenu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu label="Conversation options" items={[{ label: 'Clear…', onSelect: () => setOpen(true) }]} />
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Clear?"
            description="Every message goes."
            confirmLabel="Clear"
            onConfirm={() => {}}
          />
        </>
      );
    }
    render(<FromMenu />);
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear…' }));
    await screen.findByRole('alertdialog', { name: 'Clear?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Conversation options' }));
  });
});
