// @vitest-environment node
import '../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiTestStack, startApiTestStack, type TestAccount } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { renderApp } from '../test/render-app.tsx';
import { selfReason } from './admin-user.tsx';

let stack: ApiTestStack;
let admin: TestAccount;
beforeAll(async () => {
  stack = await startApiTestStack();
  admin = await stack.createAccount('boss', { admin: true, attributes: { name: 'Boss Admin' } });
}, 60_000);
afterAll(() => stack.stop());

function rowEmails(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('admin user list', () => {
  it('searches by the start of the email once typing pauses, and pages with Next and Previous', async () => {
    const accounts: TestAccount[] = [];
    for (let index = 0; index < 21; index += 1) accounts.push(await stack.createAccount('pager'));
    const services = await stack.services(admin);
    const list = vi.spyOn(services.api, 'listAdminUsers');
    const { user } = renderApp('/admin', services);
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();

    list.mockClear();
    await user.type(screen.getByRole('searchbox', { name: /^Search by email/ }), 'pager-');
    const table = await screen.findByRole('table', { name: 'Users whose email starts with “pager-”' });
    // The previous list stays on screen (marked busy) until the matching one arrives.
    await waitFor(() => expect(rowEmails().every((email) => email.startsWith('pager-'))).toBe(true));
    // Rows of the unfiltered list can all start with "pager-" too: the matching list is there once it is not busy.
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
    // One request for the whole word, not one per keystroke.
    expect(list.mock.calls.map(([query]) => query?.search)).toEqual(['pager-']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toBeTruthy();
    const firstPage = rowEmails();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowEmails()).toHaveLength(1));
    expect(screen.getByText('Page 2')).toBeTruthy();
    const all = [...firstPage, ...rowEmails()].sort();
    expect(all).toEqual(accounts.map((account) => account.email).sort());
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowEmails()).toEqual(firstPage));
    expect(screen.getByText('Page 1')).toBeTruthy();
  }, 60_000);

  it('says when no email matches, and each row links to the user', async () => {
    const member = await stack.createAccount('linked');
    const { history, user } = renderApp('/admin', await stack.services(admin));
    const search = await screen.findByRole('searchbox', { name: /^Search by email/ });
    await user.type(search, 'nobody-matches-this');
    expect(await screen.findByText('No user’s email starts with “nobody-matches-this”.')).toBeTruthy();

    await user.clear(search);
    await user.type(search, member.email);
    await user.click(await screen.findByRole('link', { name: member.email }));
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeTruthy();
    expect(history.location.pathname).toBe(`/admin/users/${member.userId}`);
  });
});

describe('admin user detail', () => {
  it('shows the account, makes and revokes admin after confirming, disables and enables', async () => {
    const member = await stack.createAccount('managed', { attributes: { 'custom:organization': 'Lab' } });
    const services = await stack.services(admin);
    const { user } = renderApp(`/admin/users/${member.userId}`, services);
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeTruthy();
    expect(screen.getByText('Not trained')).toBeTruthy();
    const account = within(
      screen.getByRole('heading', { name: 'Account' }).closest('.ditto-card') as HTMLElement,
    );
    expect(account.getByText('Lab', { selector: 'dd' })).toBeTruthy();
    const attributes = screen
      .getByRole('heading', { name: 'Identity provider attributes' })
      .closest('.ditto-card');
    expect(within(attributes as HTMLElement).getByText(member.email, { selector: 'dd' })).toBeTruthy();
    // Raw attribute names get labels (the raw name stays beside, smaller).
    const userId = within(attributes as HTMLElement).getByText('User ID', { selector: 'dt' });
    expect(userId.nextElementSibling?.textContent).toBe(member.userId);
    expect(within(userId).getByText('sub')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    // Granting admin is no page's main action.
    expect(screen.getByRole('button', { name: 'Make administrator' }).getAttribute('data-variant')).toBe(
      'secondary',
    );

    // Cancel leaves everything as it was.
    await user.click(screen.getByRole('button', { name: 'Make administrator' }));
    expect(screen.getByRole('alertdialog', { name: 'Make this user an administrator?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await services.api.getAdminUser(member.userId)).isAdmin).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Make administrator' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make administrator' }),
    );
    // Optimistic: the detail changes at once; the confirmation follows the server's answer.
    expect(await screen.findByRole('button', { name: 'Revoke administrator' })).toBeTruthy();
    expect(await screen.findByText(/They are now an administrator/)).toBeTruthy();
    expect((await services.api.getAdminUser(member.userId)).isAdmin).toBe(true);
    expect(screen.getByText('Administrator', { selector: '.badge' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('They are no longer an administrator.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make administrator' })).toBeTruthy();
    expect((await services.api.getAdminUser(member.userId)).isAdmin).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    expect(await screen.findByText('The account is disabled.')).toBeTruthy();
    const refused = await (await stack.services()).auth.signIn({
      username: member.email,
      password: member.password,
    });
    expect(refused.success).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('The account is enabled.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeTruthy();
    const allowed = await (await stack.services()).auth.signIn({
      username: member.email,
      password: member.password,
    });
    expect(allowed.success).toBe(true);
  }, 60_000);

  it('offers no action on their own account, and says why beside the buttons', async () => {
    const services = await stack.services(admin);
    const { user } = renderApp(`/admin/users/${admin.userId}`, services);
    const revoke = await screen.findByRole('button', { name: 'Revoke administrator' });
    const disable = screen.getByRole('button', { name: 'Disable account' });
    for (const button of [revoke, disable]) {
      // Focusable, so that a screen reader reads the reason with it.
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe('admin-self-reason');
    }
    expect(document.getElementById('admin-self-reason')?.textContent).toBe(selfReason);
    disable.focus();
    expect(document.activeElement).toBe(disable);
    await user.click(disable);
    await user.keyboard('{Enter}');
    await user.click(revoke);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a not-found message for an unknown user', async () => {
    const errors = captureConsoleErrors();
    renderApp('/admin/users/00000000-0000-4000-8000-000000000000', await stack.services(admin));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    // The client logs the 404, the failed load its message.
    expect(errors.mock.calls).toEqual([['Server error: 404'], ['User not found']]);
  });

  it('is refused to a non-admin by the guard', async () => {
    const member = await stack.createAccount('plain');
    const { history } = renderApp('/admin', await stack.services(member));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
