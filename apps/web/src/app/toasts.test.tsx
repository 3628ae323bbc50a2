// @vitest-environment node
import '../test/node-dom.ts';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { renderApp } from '../test/render-app.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

describe('notifications (real API)', () => {
  it('never repeat what the screen says: training without knowledge is explained beside the button only', async () => {
    const services = await stack.services(await stack.createAccount('no-knowledge'));
    const errors = captureConsoleErrors();
    const { user } = renderApp('/ditto', services);
    await user.click(await screen.findByRole('button', { name: 'Train Ditto' }));
    const inline = await screen.findByText(/Ditto has nothing to learn from yet/);
    expect(inline.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Training did not finish')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    // Not notified, but still logged, as every failed request is.
    expect(errors.mock.calls.map((args) => args.map(String).join(' '))).toEqual([
      'Add some knowledge before training your persona.',
    ]);
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
