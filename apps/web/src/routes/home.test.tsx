// @vitest-environment node
import '../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { renderApp } from '../test/render-app.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack({ rateLimits: { messages: 1_000 } });
}, 60_000);
afterAll(() => stack.stop());

/** Home's main action: the first link of the "Your Ditto" card, once its reason shows. */
async function firstAction(why: RegExp) {
  await screen.findByText(why);
  const card = screen.getByRole('heading', { name: 'Your Ditto' }).closest('.ditto-card') as HTMLElement;
  return within(card).getAllByRole('link')[0] as HTMLElement;
}

describe("Home's first action (real API)", () => {
  it('is "Add knowledge" while there is none (training would only fail)', async () => {
    const account = await stack.createAccount('newcomer', { attributes: { name: 'Nia New' } });
    renderApp('/', await stack.services(account));
    expect(await screen.findByRole('heading', { name: 'Welcome, Nia New' })).toBeTruthy();
    const action = await firstAction(/Ditto learns from what you write down/);
    expect(action.textContent).toBe('Add knowledge');
    expect(action.getAttribute('href')).toBe('/my-knowledge');
    const card = action.closest('.ditto-card') as HTMLElement;
    expect(within(card).queryByRole('link', { name: 'Train Ditto' })).toBeNull();
  });

  it('is "Talk to Lisa" with knowledge but no conversation yet', async () => {
    const account = await stack.createAccount('learner');
    await (await stack.services(account)).api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    renderApp('/', await stack.services(account));
    const action = await firstAction(/Lisa asks you questions/);
    expect(action.textContent).toBe('Talk to Lisa');
    expect(action.getAttribute('href')).toBe('/lisa');
  });

  it('is "Ask Ditto" once the user has talked to Lisa', async () => {
    const account = await stack.createAccount('answerer');
    const elsewhere = await stack.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    await elsewhere.api.getLisaMessages(); // Lisa opens with a question
    await elsewhere.api.sendLisaMessage('I grow tomatoes on my balcony.');
    renderApp('/', await stack.services(account));
    const action = await firstAction(/Ask Ditto a question/);
    expect(action.textContent).toBe('Ask Ditto');
    expect(action.getAttribute('href')).toBe('/ditto');
  });

  it('follows what the user does in this session: knowledge added, then a question to Ditto', async () => {
    const account = await stack.createAccount('doer');
    const services = await stack.services(account);
    const { history, user } = renderApp('/', services);
    expect((await firstAction(/Ditto learns from what you write down/)).textContent).toBe('Add knowledge');

    await history.push('/my-knowledge');
    await user.click(await screen.findByRole('button', { name: 'Add knowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Bees');
    await user.type(within(dialog).getByLabelText(/What you know/), 'A hive needs a laying queen.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('heading', { name: 'Bees' })).toBeTruthy();

    await history.push('/');
    expect((await firstAction(/Lisa asks you questions/)).textContent).toBe('Talk to Lisa');

    await history.push('/ditto');
    await user.type(await screen.findByLabelText('Message Ditto'), 'What does a hive need?{Enter}');
    const log = await screen.findByRole('log', { name: 'Messages with Ditto' });
    // The turn is kept once the reply is complete (leaving earlier would stop it).
    await waitFor(() =>
      expect(log.querySelector('li[data-role="assistant"]:not([data-streaming])')).toBeTruthy(),
    );

    await history.push('/');
    expect((await firstAction(/Ask Ditto a question/)).textContent).toBe('Ask Ditto');
  });
});

describe('knowledge changed since the last training (real API)', () => {
  it('shows on Home and on the chat as changes not yet learned, until Ditto is retrained', async () => {
    const account = await stack.createAccount('reviser');
    const elsewhere = await stack.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    await elsewhere.api.trainPersona();
    await elsewhere.api.createKnowledgeEntry({ title: 'Bees', content: 'A hive needs a laying queen.' });
    await elsewhere.api.createKnowledgeEntry({ title: 'Kites', content: 'I fly kites on windy beaches.' });

    const { history, user } = renderApp('/', await stack.services(account));
    expect(await screen.findByText('2 changes not yet learned')).toBeTruthy();

    await history.push('/ditto');
    const retrain = await screen.findByRole('button', { name: 'Retrain Ditto' });
    const bar = retrain.closest('.training-bar') as HTMLElement;
    expect(within(bar).getByText('2 changes not yet learned')).toBeTruthy();
    await user.click(retrain);
    // Trained again: "Last trained" is back (it gives way to progress meanwhile), without changes to learn.
    await waitFor(() => {
      expect(within(bar).getByText(/Last trained/)).toBeTruthy();
      expect(within(bar).queryByText(/not yet learned/)).toBeNull();
    });

    await history.push('/');
    await screen.findByRole('heading', { name: 'Your Ditto' });
    expect(screen.queryByText(/not yet learned/)).toBeNull();
  });
});
