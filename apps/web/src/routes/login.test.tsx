// @vitest-environment node
import '../test/node-dom.ts';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_DESCRIPTION, ACCOUNT_DISABLED_TITLE } from '../features/auth/session-ended.ts';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors, SIGN_IN_LOADS } from '../test/logs.ts';
import { renderApp, searchParam } from '../test/render-app.tsx';
import { dataSettled } from '../test/settle.ts';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

describe('/login after a session ended on its own (real identity provider)', () => {
  it('says that an administrator disabled the account', async () => {
    const account = await stack.createAccount('disabled-mid-use');
    const errors = captureConsoleErrors();
    const services = await stack.services(account);
    const { history } = renderApp('/settings', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();

    await stack.idp.setEnabled(account.email, false);
    // What the API client does after the API refuses the token: the refresh is refused too.
    expect(await services.authService.getSession({ forceRefresh: true })).toBeNull();

    const title = await screen.findByText(ACCOUNT_DISABLED_TITLE);
    expect(history.location.pathname).toBe('/login');
    expect(searchParam(history, 'redirect')).toBe('/settings');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice.textContent).toContain(ACCOUNT_DISABLED_DESCRIPTION);
    // Said on the screen, not also in a notification.
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    // The sign-in's loads still on their way when the session ended failed, and were logged (and only they).
    await dataSettled(services);
    const logged = errors.mock.calls.map((args) => args.map(String).join(' '));
    const failedSignInLoad = new RegExp(`^Failed to load (${SIGN_IN_LOADS.join('|')}): `);
    expect(logged.filter((line) => !failedSignInLoad.test(line))).toEqual([]);
  });
});
