// @vitest-environment node
import '../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { renderApp } from '../test/render-app.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack({ rateLimits: { messages: 1_000 } });
}, 60_000);
afterAll(() => stack.stop());

/** The persona status once Ditto has learned the account's knowledge by itself (no training asked). */
async function learned(services: Awaited<ReturnType<ApiTestStack['services']>>) {
  let status = await services.api.getPersonaStatus();
  await waitFor(
    async () => {
      status = await services.api.getPersonaStatus();
      expect(status.trained && status.activity?.changesSinceTraining === 0).toBe(true);
    },
    { timeout: 15_000 },
  );
  return status;
}

/** The complete messages of a conversation (not the reply still streaming). */
function storedMessages(log: HTMLElement) {
  return Array.from(log.querySelectorAll(':scope > ol > li:not([data-streaming])'));
}

describe('Ditto (real API)', () => {
  it('asks before relearning, then explains that relearning needs knowledge first', async () => {
    const services = await stack.services(await stack.createAccount('empty'));
    const { user } = renderApp('/ditto', services);
    expect(await screen.findByText('Not trained yet')).toBeTruthy();
    const errors = captureConsoleErrors();
    const relearn = screen.getByRole('button', { name: 'Relearn everything' });
    await user.click(relearn);
    let dialog = await screen.findByRole('alertdialog', { name: 'Relearn everything?' });
    expect(within(dialog).getByText('Ditto relearns all your notes; it answers meanwhile.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(/Ditto has nothing to learn from yet/)).toBeNull();

    await user.click(relearn);
    dialog = await screen.findByRole('alertdialog', { name: 'Relearn everything?' });
    await user.click(within(dialog).getByRole('button', { name: 'Relearn everything' }));
    expect(
      (await screen.findByText(/Ditto has nothing to learn from yet/)).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add some knowledge' }).getAttribute('href')).toBe(
      '/my-knowledge',
    );
    // Explained on the screen, the refused training is no error of the app: nothing is logged.
    expect(errors).not.toHaveBeenCalled();
  });

  it('learns a note by itself, streams a reply with citations linking to the knowledge, and clears it', async () => {
    const services = await stack.services(await stack.createAccount('trainer'));
    await services.api.createKnowledgeEntry({
      title: 'Steam engines',
      content: 'Steam engines turn the heat of burning coal into motion through pistons.',
    });
    const { user } = renderApp('/ditto', services);
    // No click: the profile is built in the background, and the bar follows.
    expect(await screen.findByText('Trained', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Up to date')).toBeTruthy();
    expect(screen.getByText(/Last trained/)).toBeTruthy();
    expect((await services.api.getPersonaStatus()).trained).toBe(true);
    expect(await services.api.getTrainingProgress()).toMatchObject({ pending: 0, embedded: 1, changes: 0 });

    expect(screen.getByText('No messages yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Message Ditto'), 'How do steam engines work?{Enter}');
    const log = await screen.findByRole('log', { name: 'Messages with Ditto' });
    await waitFor(() => expect(storedMessages(log)).toHaveLength(2));
    expect(within(log).getByText('How do steam engines work?')).toBeTruthy();
    const source = within(log).getByRole('link', { name: 'Steam engines' });
    expect(source.getAttribute('href')).toBe('/my-knowledge?q=Steam+engines');
    expect((screen.getByLabelText('Message Ditto') as HTMLTextAreaElement).value).toBe('');
    const stored = await services.api.getPersonaMessages();
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(within(log).getByText(stored[1]?.content ?? '')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear conversation…' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Clear this conversation?' })).getByRole(
        'button',
        {
          name: 'Clear conversation',
        },
      ),
    );
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(await services.api.getPersonaMessages()).toEqual([]);
  });

  it('shows the newest 100 messages and loads the earlier ones on request', async () => {
    const services = await stack.services(await stack.createAccount('long-talker'));
    for (let n = 0; n < 51; n += 1) await services.api.sendPersonaMessage(`Question ${n}?`);
    const { user } = renderApp('/ditto', services);
    const log = await screen.findByRole('log', { name: 'Messages with Ditto' });
    await waitFor(() => expect(storedMessages(log)).toHaveLength(100));
    expect(within(log).queryByText('Question 0?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(storedMessages(log)).toHaveLength(102));
    expect(storedMessages(log)[0]?.textContent).toContain('Question 0?');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  }, 60_000);

  it('shows on home that Ditto is trained, and when', async () => {
    const account = await stack.createAccount('homeowner', { attributes: { name: 'Hana Home' } });
    // Learned in another session first: this session's cache then loads the trained status at sign-in.
    const elsewhere = await stack.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    const status = await learned(elsewhere);
    const services = await stack.services(account);
    renderApp('/', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Hana Home' })).toBeTruthy();
    expect(await screen.findByText('Trained')).toBeTruthy();
    const when = new Date(status.lastTrained ?? '').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByText(`Last trained ${when}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with Ditto' }).getAttribute('href')).toBe('/ditto');
  });
});
