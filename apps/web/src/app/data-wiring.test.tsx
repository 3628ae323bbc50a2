import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_DOWN, captureApiDownLogs, expectApiDownLogged, SIGN_IN_LOADS } from '../test/logs.ts';
import { relearnEverything } from '../test/relearn.ts';
import { renderApp, signedInServices } from '../test/render-app.tsx';

// The API is down in this file (a closed port): what the app does with the data cache, visits and failures.
beforeEach(() => localStorage.clear());

function visits(): Record<string, number> {
  return JSON.parse(localStorage.getItem('lastly_page_visits') ?? '{}') as Record<string, number>;
}

describe('data wiring', () => {
  it('records a visit of /lisa and of /ditto (in lastly_page_visits), and of no other screen', async () => {
    const logs = captureApiDownLogs();
    const services = await signedInServices();
    const { history } = renderApp('/my-knowledge', services);
    await screen.findByRole('heading', { level: 1, name: 'My knowledge' });
    expect(visits()).toEqual({});

    await history.push('/lisa');
    await screen.findByRole('heading', { level: 1, name: 'Lisa' });
    expect(typeof visits().lisa).toBe('number');
    expect(visits().persona).toBeUndefined();

    await history.push('/ditto');
    await screen.findByRole('heading', { level: 1, name: 'Ditto' });
    expect(typeof visits().persona).toBe('number');
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'lisaMessages', 'personaMessages']);
  });

  it('shows a failed change as an error toast, and logs it', async () => {
    const logs = captureApiDownLogs();
    const services = await signedInServices();
    const { user } = renderApp('/ditto', services);
    await relearnEverything(user);
    const toast = (await screen.findByText('Relearning did not finish')).closest('li') as HTMLElement;
    expect(toast.dataset.variant).toBe('error');
    expect(within(toast).getByText('Network error or missing response')).toBeTruthy();
    expect(logs.app).toHaveBeenCalledWith(API_DOWN);
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'personaMessages']);
  });

  it('keeps what was typed when a note cannot be saved, and says why in the form (no toast)', async () => {
    const logs = captureApiDownLogs();
    const services = await signedInServices();
    const { user } = renderApp('/my-knowledge', services);
    await user.click(await screen.findByRole('button', { name: 'Add knowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Kept');
    await user.type(within(dialog).getByLabelText(/What you know/), 'Not lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network error or missing response');
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Kept');
    expect((within(dialog).getByLabelText(/What you know/) as HTMLTextAreaElement).value).toBe('Not lost.');
    expect(screen.queryByText('That did not work')).toBeNull();
    // Logged all the same.
    expect(logs.app).toHaveBeenCalledWith(API_DOWN);
    await expectApiDownLogged(logs, services);
  });
});
