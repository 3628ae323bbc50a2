// @vitest-environment node
import '../../test/node-dom.ts';
import type { ApiClient } from '@ditto/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../app/data-services.ts';
import { ApiProvider } from '../../lib/api-context.tsx';
import { type ApiTestStack, startApiTestStack } from '../../test/api-stack.ts';
import { EntryDialog } from './entry-dialog.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

async function renderDialog() {
  const { api } = await stack.services(await stack.createAccount('writer'));
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createAppQueryClient({ retry: false })}>
      <ApiProvider api={api}>
        <EntryDialog open entry={null} onOpenChange={() => {}} onSaved={onSaved} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
  const content = screen.getByLabelText(/^What you know/) as HTMLTextAreaElement;
  return { api, onSaved, title, content, user: userEvent.setup() };
}

async function storedTitles(api: ApiClient) {
  return (await api.listKnowledge()).entries.map((entry) => entry.title);
}

describe('EntryDialog validation', () => {
  it('clears an error as soon as the field is fixed', async () => {
    const { title, content, user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Content is required.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await user.type(title, 'S');
    expect(screen.queryByText('Title is required.')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    // The other field still says what is missing, until it is fixed too.
    expect(screen.getByText('Content is required.')).toBeTruthy();
    await user.type(content, 'B');
    expect(screen.queryByText('Content is required.')).toBeNull();

    // Emptied again after a submit: said again at once.
    await user.clear(title);
    expect(screen.getByText('Title is required.')).toBeTruthy();
  });

  it('says nothing before a field is used, and what is wrong once a changed field is left', async () => {
    const { title, content, user } = await renderDialog();
    expect(screen.queryByText('Title is required.')).toBeNull();
    await user.type(title, 'x');
    await user.clear(title);
    expect(screen.queryByText('Title is required.')).toBeNull(); // still typing
    await user.click(content); // leaves the title
    expect(screen.getByText('Title is required.')).toBeTruthy();
  });

  it('shows the count and the limit, keeps a text pasted over the limit whole, and refuses to save it', async () => {
    const { api, onSaved, title, content, user } = await renderDialog();
    expect(screen.getByText('0 / 20,000 characters')).toBeTruthy();
    await user.type(title, 'A long story');
    await user.click(content);
    await user.paste('a'.repeat(23_200));

    // Nothing was cut off: the whole paste is there, and the field says by how much it is over, at once.
    expect(content.value).toHaveLength(23_200);
    expect(screen.getByText('23,200 / 20,000 characters (3,200 too many)')).toBeTruthy();
    const tooLong = 'Content is 3,200 characters too long: the limit is 20,000. Shorten it to save.';
    expect(screen.getByText(tooLong)).toBeTruthy();
    expect(content.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(document.activeElement).toBe(content);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await storedTitles(api)).toEqual([]);

    // Shortened to the limit: the message goes, and it saves.
    await user.clear(content);
    await user.paste('a'.repeat(20_000));
    expect(screen.queryByText(tooLong)).toBeNull();
    expect(screen.getByText('20,000 / 20,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await storedTitles(api)).toEqual(['A long story']);
  });

  it('does not cut a long title either: it says by how much it is over', async () => {
    const { title, user } = await renderDialog();
    await user.click(title);
    await user.paste('t'.repeat(205));
    expect(title.value).toHaveLength(205);
    expect(
      screen.getByText('Title is 5 characters too long: the limit is 200. Shorten it to save.'),
    ).toBeTruthy();
  });
});
