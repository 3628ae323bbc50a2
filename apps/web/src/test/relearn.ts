import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks "Relearn everything" on Ditto's bar and confirms it in the dialog that asks first. */
export async function relearnEverything(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Relearn everything' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Relearn everything?' });
  await user.click(within(dialog).getByRole('button', { name: 'Relearn everything' }));
}
