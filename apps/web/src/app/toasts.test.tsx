// @vitest-environment node
import '../test/node-dom.ts';
import { createMemoryStorage, type KeyValueStorage } from '@ditto/auth';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DISABLED_TITLE } from '../features/auth/session-ended.ts';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { relearnEverything } from '../test/relearn.ts';
import { renderApp } from '../test/render-app.tsx';
import { dataSettled } from '../test/settle.ts';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

describe('notifications (real API)', () => {
  it('never repeat what the screen says: relearning without knowledge is explained beside the button only', async () => {
    const services = await stack.services(await stack.createAccount('no-knowledge'));
    const errors = captureConsoleErrors();
    const { user } = renderApp('/ditto', services);
    await relearnEverything(user);
    const inline = await screen.findByText(/Ditto has nothing to learn from yet/);
    expect(inline.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Relearning did not finish')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    // Nor logged: a refusal the screen explains is an expected outcome, not an error of the app.
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a message sent',
      (user: UserEvent) => user.type(screen.getByLabelText('Message Ditto'), 'Hello?{Enter}'),
    ],
    ['a relearning', (user: UserEvent) => relearnEverything(user)],
  ])('stay silent about %s when an administrator ended the session: /login says why', async (_, step) => {
    const account = await stack.createAccount('disabled-mid-chat');
    const storage = createMemoryStorage();
    const services = await stack.services(account, { storage });
    const toast = vi.spyOn(services.toasts, 'toast');
    const { history, user } = renderApp('/ditto', services);
    await screen.findByText('No messages yet');
    await dataSettled(services);

    captureConsoleErrors(); // what the refused requests log is not this test's subject
    await stack.idp.setEnabled(account.email, false);
    spoilAccessToken(storage, stack.config.userPoolClientId);
    await step(user);

    expect(await screen.findByText(ACCOUNT_DISABLED_TITLE)).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    // The refused request asked for its error toast (maybe just after /login showed), and none is shown.
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'error' })));
    expect(services.toasts.getSnapshot().filter((item) => item.variant === 'error')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });

  it('show one "Entry added" for several entries added in a row', async () => {
    const services = await stack.services(await stack.createAccount('quick-writer'));
    const { user } = renderApp('/my-knowledge', services);
    await screen.findByText('Nothing here yet');
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      await user.click(
        screen.getAllByRole('button', { name: /Add knowledge|Add your first entry/ })[0] as HTMLElement,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
      await user.type(dialog.querySelector('input') as HTMLInputElement, title);
      await user.type(dialog.querySelector('textarea') as HTMLTextAreaElement, `Fact ${title}.`);
      await user.click(screen.getByRole('button', { name: 'Add entry' }));
      await screen.findByRole('heading', { name: title });
    }
    expect(screen.getAllByText('Entry added')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    expect(screen.getByText('Four', { selector: '.ditto-toast__description' })).toBeTruthy();
  });
});

/** Breaks the stored access token's signature, so the API refuses it at once, as it does a disabled user's. */
function spoilAccessToken(storage: KeyValueStorage, clientId: string): void {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const key = `${prefix}.${storage.getItem(`${prefix}.LastAuthUser`)}.accessToken`;
  storage.setItem(key, `${storage.getItem(key)?.slice(0, -4)}AAAA`);
}
