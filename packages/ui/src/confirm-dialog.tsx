import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for actions that take something away (disable, revoke, delete). */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
}

/**
 * Asks before an action (radix AlertDialog: focus moves in and is trapped, Escape or Cancel closes it, focus
 * returns to what opened it, a button or the menu an item was picked from). Cancel is focused first so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ditto-dialog-overlay" />
        <AlertDialog.Content className="ditto-dialog" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="ditto-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ditto-dialog__description">
            {description}
          </AlertDialog.Description>
          <div className="ditto-dialog__actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
