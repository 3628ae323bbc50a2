import { DropdownMenu } from 'radix-ui';
import { Button } from './button.tsx';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Takes something away (clear, delete): shown in the danger colour. */
  danger?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, e.g. "Conversation options". */
  label: string;
  items: readonly MenuItem[];
}

/**
 * A "more" menu (radix DropdownMenu): the trigger is a ⋯ button named `label`; arrow keys move through the items,
 * Enter picks one, Escape closes it and focus returns to the trigger.
 */
export function Menu({ label, items }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          <span aria-hidden="true">⋯</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ditto-menu" align="end" sideOffset={4}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className="ditto-menu__item"
              data-danger={item.danger ? '' : undefined}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
