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
    expect(within(card).queryByRole('link', { name: /Train/ })).toBeNull();
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

describe('Ditto learns every change by itself (real API)', () => {
  it('says "Up to date" on Home, the chat and My knowledge once a new note is learned, with no click', async () => {
    const account = await stack.createAccount('self-learner');
    const { history, user } = renderApp('/my-knowledge', await stack.services(account));
    await user.click(await screen.findByRole('button', { name: 'Add knowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Tea');
    await user.type(within(dialog).getByLabelText(/What you know/), 'Green tea brews best below boiling.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    // Learned in the background: the count shows, then gives way to "Up to date" with no click.
    expect(await screen.findByText('Learning 1 change…')).toBeTruthy();
    expect(await screen.findByText('Up to date', {}, { timeout: 15_000 })).toBeTruthy();

    await history.push('/ditto');
    const relearn = await screen.findByRole('button', { name: 'Relearn everything' });
    const bar = relearn.closest('.training-bar') as HTMLElement;
    // The persona status is read again once the change is learned.
    expect(await within(bar).findByText('Trained')).toBeTruthy();
    expect(within(bar).getByText('Up to date')).toBeTruthy();
    await history.push('/');
    await screen.findByRole('heading', { name: 'Your Ditto' });
    expect(await screen.findByText('Up to date')).toBeTruthy();
    expect(screen.queryByText(/Retrain|Train Ditto|not yet learned/)).toBeNull();
  }, 60_000);
});

describe('while Ditto is learning (real API, the learner held still)', () => {
  let held: ApiTestStack;
  beforeAll(async () => {
    held = await startApiTestStack({ learning: { pollMs: 3_600_000 } });
  }, 60_000);
  afterAll(() => held.stop());

  it('says "Learning 2 changes…" on Home and on the chat, and nothing asks for a retrain', async () => {
    const account = await held.createAccount('reviser');
    const elsewhere = await held.services(account);
    await elsewhere.api.createKnowledgeEntry({
      title: 'Tea',
      content: 'Green tea brews best below boiling.',
    });
    await elsewhere.api.trainPersona();
    await elsewhere.api.createKnowledgeEntry({ title: 'Bees', content: 'A hive needs a laying queen.' });
    await elsewhere.api.createKnowledgeEntry({ title: 'Kites', content: 'I fly kites on windy beaches.' });

    const { history } = renderApp('/', await held.services(account));
    expect(await screen.findByText('Learning 2 changes…')).toBeTruthy();
    expect(screen.queryByText(/Retrain|Train Ditto/)).toBeNull();

    await history.push('/ditto');
    const relearn = await screen.findByRole('button', { name: 'Relearn everything' });
    const bar = relearn.closest('.training-bar') as HTMLElement;
    expect(within(bar).getByText('Learning 2 changes…')).toBeTruthy();
    expect(within(bar).queryByText(/Retrain|Train Ditto/)).toBeNull();
  });
});
