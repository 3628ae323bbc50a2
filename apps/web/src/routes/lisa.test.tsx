// @vitest-environment node
import '../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { renderApp } from '../test/render-app.tsx';
import { dataSettled } from '../test/settle.ts';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

describe('Lisa (real API)', () => {
  it('interviews the user, turns an answer into knowledge with a link to it, and clears the conversation', async () => {
    const account = await stack.createAccount('interviewee');
    const services = await stack.services(account);
    const { user, unmount } = renderApp('/lisa', services);
    // An empty conversation starts with Lisa's greeting and first question.
    const log = await screen.findByRole('log', { name: 'Messages with Lisa' });
    const question = (await services.api.getLisaMessages())[0];
    expect(question?.role).toBe('assistant');
    expect(within(log).getByText(question?.content ?? '')).toBeTruthy();

    await user.type(
      screen.getByLabelText('Answer Lisa'),
      'I have restored old sailing boats for twenty years, mostly wooden sloops.{Enter}',
    );
    const added = await screen.findByText(/Saved to your knowledge/);
    const { entries } = await services.api.listKnowledge();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.source).toBe('lisa');
    const link = within(added).getByRole('link');
    expect(link.textContent).toBe(entries[0]?.title);
    unmount();

    // Coming back later (nothing cached), the reply still shows what the answer became.
    const again = renderApp('/lisa', await stack.services(account));
    const shown = await screen.findByText(/Saved to your knowledge/);
    expect(within(shown).getByRole('link').textContent).toBe(entries[0]?.title);
    const { user: userAgain } = again;

    await userAgain.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userAgain.click(await screen.findByRole('menuitem', { name: 'Clear conversation…' }));
    await userAgain.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear conversation' }),
    );
    await waitFor(() => expect(screen.queryByText(/wooden sloops/)).toBeNull());
    expect(screen.queryByText(/Saved to your knowledge/)).toBeNull();
    expect((await services.api.getLisaMessages()).map((message) => message.role)).toEqual(['assistant']);
    // The knowledge made from answers stays.
    expect((await services.api.listKnowledge()).total).toBe(1);
  });

  it('stores nothing for a greeting, and takes a saved answer back with Undo', async () => {
    const services = await stack.services(await stack.createAccount('undoer'));
    const { user, unmount } = renderApp('/lisa', services);
    await screen.findByRole('log', { name: 'Messages with Lisa' });

    await user.type(screen.getByLabelText('Answer Lisa'), 'Hello Lisa!{Enter}');
    await waitFor(async () => expect(await services.api.getLisaMessages()).toHaveLength(3));
    // Her reply has shown in full once Stop gives way to Send again.
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByText(/Saved to your knowledge/)).toBeNull();
    expect((await services.api.listKnowledge()).total).toBe(0);

    await user.type(screen.getByLabelText('Answer Lisa'), 'I am a paramedic on night shifts.{Enter}');
    const saved = await screen.findByText(/Saved to your knowledge/);
    expect((await services.api.listKnowledge()).total).toBe(1);
    await user.click(within(saved).getByRole('button', { name: /^Undo/ }));
    await screen.findByText(/^Removed “.+” from your knowledge\.$/);
    expect((await services.api.listKnowledge()).total).toBe(0);
    unmount();

    // Back on the screen (its conversation still cached), the reply names the deleted entry no more.
    renderApp('/lisa', services);
    await screen.findByText('I am a paramedic on night shifts.');
    await dataSettled(services);
    expect(screen.queryByText(/Saved to your knowledge/)).toBeNull();
  });
});
