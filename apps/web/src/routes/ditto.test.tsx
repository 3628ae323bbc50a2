// @vitest-environment node
import '../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { renderApp } from '../test/render-app.tsx';
import { dataSettled } from '../test/settle.ts';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack({ rateLimits: { messages: 1_000 } });
}, 60_000);
afterAll(() => stack.stop());

/** The complete messages of a conversation (not the reply still streaming). */
function storedMessages(log: HTMLElement) {
  return Array.from(log.querySelectorAll(':scope > ol > li:not([data-streaming])'));
}

describe('Ditto (real API)', () => {
  it('explains that training needs knowledge first', async () => {
    const services = await stack.services(await stack.createAccount('empty'));
    const { user } = renderApp('/ditto', services);
    expect(await screen.findByText('Not trained yet')).toBeTruthy();
    const errors = captureConsoleErrors();
    await user.click(screen.getByRole('button', { name: 'Train Ditto' }));
    expect(
      (await screen.findByText(/Ditto has nothing to learn from yet/)).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add some knowledge' }).getAttribute('href')).toBe(
      '/my-knowledge',
    );
    // Explained on the screen, the refused training is no error of the app: nothing is logged.
    expect(errors).not.toHaveBeenCalled();
  });

  it('trains, streams a reply with citations linking to the knowledge, and clears the conversation', async () => {
    const services = await stack.services(await stack.createAccount('trainer'));
    await services.api.createKnowledgeEntry({
      title: 'Steam engines',
      content: 'Steam engines turn the heat of burning coal into motion through pistons.',
    });
    const { user } = renderApp('/ditto', services);
    await user.click(await screen.findByRole('button', { name: 'Train Ditto' }));
    expect(await screen.findByText('Trained')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retrain Ditto' })).toBeTruthy();
    expect(screen.getByText(/Last trained/)).toBeTruthy();
    expect((await services.api.getPersonaStatus()).trained).toBe(true);
    // Training waits for the entry to be made searchable by meaning: nothing is left to embed once it answers.
    expect(await services.api.getTrainingProgress()).toMatchObject({ pending: 0, embedded: 1 });

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

  it.each([
    [false, 'Not trained yet', 0],
    [true, '2 changes not yet learned', 1],
  ])('says one thing in its training bar (trained: %s): "%s"', async (trained, says, learnedCount) => {
    const account = await stack.createAccount('consistent');
    const elsewhere = await stack.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    if (trained) await elsewhere.api.trainPersona();
    await elsewhere.api.createKnowledgeEntry({ title: 'Bees', content: 'A hive needs a laying queen.' });
    await elsewhere.api.createKnowledgeEntry({ title: 'Kites', content: 'I fly kites on windy beaches.' });
    // Every entry searchable by meaning: what the bar once also called "All 3 entries learned."
    await waitFor(async () => expect((await elsewhere.api.getTrainingProgress()).pending).toBe(0));

    const services = await stack.services(account);
    renderApp('/ditto', services);
    const bar = (await screen.findByText(says)).closest('.training-bar') as HTMLElement;
    await dataSettled(services);
    // "Learned" speaks of the trained persona only: said once when changes wait for a retrain, else not at all.
    expect(bar.textContent?.match(/learned/g) ?? []).toHaveLength(learnedCount);
    expect(within(bar).queryByRole('progressbar')).toBeNull();
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
    // Trained in another session first: this session's cache then loads the trained status at sign-in.
    const elsewhere = await stack.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    const { status } = await elsewhere.api.trainPersona();
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
