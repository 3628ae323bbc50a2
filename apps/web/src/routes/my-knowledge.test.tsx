// @vitest-environment node
import '../test/node-dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { renderApp } from '../test/render-app.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack();
}, 60_000);
afterAll(() => stack.stop());

async function newUser(name: string) {
  return stack.services(await stack.createAccount(name));
}

describe('My knowledge (real API)', () => {
  it('starts empty, adds a note through the dialog and lists it', async () => {
    const { user } = renderApp('/my-knowledge', await newUser('Nell'));
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add knowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
    // Nothing is sent while the form breaks the contract's rules; the first bad field gets focus.
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    const title = within(dialog).getByLabelText(/Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Title is required.')).toBeTruthy();
    expect(document.activeElement).toBe(title);

    await user.type(title, 'Steam engines');
    await user.type(within(dialog).getByLabelText(/What you know/), 'Boilers need regular inspection.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));

    expect(await screen.findByRole('heading', { name: 'Steam engines' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Boilers need regular inspection.')).toBeTruthy();
    expect(screen.getByText('(1)')).toBeTruthy();
  });

  it('edits an entry, and deletes one only after confirming', async () => {
    const services = await newUser('Otto');
    await services.api.createKnowledgeEntry({ title: 'Gardening', content: 'Tomatoes like sun.' });
    await services.api.createKnowledgeEntry({ title: 'Cooking', content: 'Salt the pasta water.' });
    const { user } = renderApp('/my-knowledge', services);
    await user.click(await screen.findByRole('button', { name: 'Edit “Gardening”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const content = within(dialog).getByLabelText(/What you know/);
    await user.clear(content);
    await user.type(content, 'Tomatoes like full sun and deep watering.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Tomatoes like full sun and deep watering.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete “Cooking”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Cooking' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete “Cooking”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cooking' })).toBeNull());
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => entry.title)).toEqual(['Gardening']);
  });

  it('marks a note kept secret by its words Private, and its owner can share it again', async () => {
    const services = await newUser('Quin');
    await services.api.createKnowledgeEntry({ title: 'Savings', content: "Japan fund. DON'T TELL ANYONE." });
    await services.api.createKnowledgeEntry({ title: 'School', content: 'I went to a private school.' });
    const { user } = renderApp('/my-knowledge', services);
    const item = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
    expect(within(await item('Savings')).getByText('Private')).toBeTruthy();
    expect(within(await item('School')).queryByText('Private')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit “Savings”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const toggle = within(dialog).getByRole('switch', { name: 'Private' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      within(dialog).getByRole('switch', {
        name: 'Private',
        description: /^Only you: Ditto won't use this note with people you share it with\./,
      }),
    ).toBe(toggle);
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(within(await item('Savings')).queryByText('Private')).toBeNull());
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => [entry.title, entry.private])).toEqual([
      ['School', false],
      ['Savings', false],
    ]);
  });

  it('makes a new note private when its owner switches it on, and leaves an ordinary one shared', async () => {
    const services = await newUser('Rhea');
    const { user } = renderApp('/my-knowledge', services);
    const add = async (title: string, content: string, makePrivate: boolean) => {
      await user.click(await screen.findByRole('button', { name: 'Add knowledge' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
      const toggle = within(dialog).getByRole('switch', { name: 'Private' });
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      await user.type(within(dialog).getByLabelText(/Title/), title);
      await user.type(within(dialog).getByLabelText(/What you know/), content);
      if (makePrivate) await user.click(toggle);
      await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await add('Diary', 'Felt low this week.', true);
    await add('Bread', 'I bake sourdough.', false);
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => [entry.title, entry.private])).toEqual([
      ['Bread', false],
      ['Diary', true],
    ]);
  });

  // Review finding: switched on then off, a note was saved shared while the help said it would be made private.
  it('saves a new note as its owner set the switch, and says so; untouched, its words decide', async () => {
    const services = await newUser('Sol');
    const { user } = renderApp('/my-knowledge', services);
    const add = async (title: string, content: string, flips: number) => {
      await user.click(await screen.findByRole('button', { name: 'Add knowledge' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add knowledge' });
      const toggle = within(dialog).getByRole('switch', { name: 'Private' });
      expect(
        within(dialog).getByRole('switch', {
          name: 'Private',
          description: /Left untouched, .* is made private\./,
        }),
      ).toBe(toggle);
      await user.type(within(dialog).getByLabelText(/Title/), title);
      await user.type(within(dialog).getByLabelText(/What you know/), content);
      for (let i = 0; i < flips; i++) await user.click(toggle);
      if (flips > 0) {
        expect(
          within(dialog).getByRole('switch', { name: 'Private', description: /Saved as you set it here\./ }),
        ).toBe(toggle);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await add('Chosen', "Don't tell anyone.", 2);
    await add('Untouched', "Don't tell anyone.", 0);
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => [entry.title, entry.private])).toEqual([
      ['Untouched', true],
      ['Chosen', false],
    ]);
  });

  it('makes an edited note private when its new words ask for secrecy and the switch was left alone', async () => {
    const services = await newUser('Tam');
    await services.api.createKnowledgeEntry({ title: 'Bread', content: 'I bake.' });
    const { user } = renderApp('/my-knowledge', services);
    await user.click(await screen.findByRole('button', { name: 'Edit “Bread”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const content = within(dialog).getByLabelText(/What you know/);
    await user.clear(content);
    await user.type(content, "Don't tell anyone.");
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => [entry.title, entry.private])).toEqual([['Bread', true]]);
  });

  it('searches on the server as the user types and keeps the search in the URL', async () => {
    const services = await newUser('Pia');
    await services.api.createKnowledgeEntry({ title: 'Sailing', content: 'Reef the main early.' });
    await services.api.createKnowledgeEntry({ title: 'Baking', content: 'Let the dough rest.' });
    const { user, history } = renderApp('/my-knowledge', services);
    expect(await screen.findByRole('heading', { name: 'Baking' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search your knowledge' }), 'dough');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sailing' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Baking' })).toBeTruthy();
    expect(new URLSearchParams(history.location.search).get('q')).toBe('dough');

    await user.clear(screen.getByRole('searchbox', { name: 'Search your knowledge' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your knowledge' }), 'volcano');
    expect(await screen.findByText('No matches')).toBeTruthy();
  });

  it('pages through a long list with "Show more"', async () => {
    const services = await newUser('Quin');
    for (let index = 1; index <= 22; index += 1) {
      await services.api.createKnowledgeEntry({ title: `Fact ${index}`, content: `Detail number ${index}.` });
    }
    const { user } = renderApp('/my-knowledge', services);
    expect(await screen.findByRole('heading', { name: 'Fact 22' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fact 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more (2 left)' }));
    expect(await screen.findByRole('heading', { name: 'Fact 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('imports .txt and .md files from the picker and reports each file', async () => {
    const services = await newUser('Rosa');
    renderApp('/my-knowledge', services);
    await screen.findByText('Nothing here yet');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // Node's File (the API client's FormData is Node's); a browser hands over its own files the same way.
    fireEvent.change(input, {
      target: {
        files: [
          new File(['Knots hold boats.\nI tie a bowline.'], 'knots.txt', { type: 'text/plain' }),
          new File(['# Tides\nThey turn twice a day.'], 'tides.md', { type: 'text/markdown' }),
          new File(['%PDF'], 'chart.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    const results = await screen.findByText(/2 files imported, 1 file not imported/);
    const list = within(results.parentElement as HTMLElement);
    expect(list.getByRole('link', { name: 'knots' })).toBeTruthy();
    // A .md takes its title from its opening heading, which its text then leaves out.
    expect(list.getByRole('link', { name: 'Tides' })).toBeTruthy();
    expect(list.getByText(/Only \.txt and \.md files can be imported\./)).toBeTruthy();
    const knots = (await screen.findByRole('heading', { name: 'knots' })).closest('li') as HTMLElement;
    // A .txt's single line break shows as a break, not as one run-on line.
    expect(within(knots).getByText(/Knots hold boats\./).innerHTML).toBe(
      'Knots hold boats.<br>\nI tie a bowline.',
    );
    const { entries } = await services.api.listKnowledge();
    expect(entries.map((entry) => entry.source)).toEqual(['import', 'import']);
    expect(entries.find((entry) => entry.title === 'Tides')?.content).toBe('They turn twice a day.');
  });

  it('shows entries as Markdown, and unfolds a long one on request', async () => {
    const services = await newUser('Sol');
    const long = Array.from({ length: 12 }, (_, n) => `- Step ${n + 1}: keep going.`).join('\n');
    await services.api.createKnowledgeEntry({ title: 'Recipe', content: `## Dough\n\n${long}` });
    await services.api.createKnowledgeEntry({ title: 'Short', content: 'Just **one** line.' });
    await services.api.createKnowledgeEntry({
      title: 'Packing list',
      content: '# Packing list\n\nA rain jacket.',
    });
    const { user } = renderApp('/my-knowledge', services);

    const short = (await screen.findByRole('heading', { name: 'Short' })).closest('li') as HTMLElement;
    expect(within(short).getByText('one').tagName).toBe('STRONG');
    expect(within(short).queryByRole('button', { name: /Show full entry/ })).toBeNull();
    // A note that opens with its own title as a heading shows that heading once.
    const packing = screen.getByRole('heading', { name: 'Packing list' }).closest('li') as HTMLElement;
    expect(within(packing).getAllByRole('heading', { name: 'Packing list' })).toHaveLength(1);
    expect(within(packing).getByText('A rain jacket.')).toBeTruthy();

    const recipe = screen.getByRole('heading', { name: 'Recipe' }).closest('li') as HTMLElement;
    // The entry's own headings sit under its title (an h3).
    expect(within(recipe).getByRole('heading', { name: 'Dough' }).tagName).toBe('H5');
    expect(within(recipe).getAllByRole('listitem')).toHaveLength(12);
    const toggle = within(recipe).getByRole('button', { name: 'Show full entry: Recipe' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.hasAttribute('data-expanded')).toBe(false);
    await user.click(toggle);
    const open = within(recipe).getByRole('button', { name: 'Show less: Recipe' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(content?.hasAttribute('data-expanded')).toBe(true);
    await user.click(open);
    expect(within(recipe).getByRole('button', { name: 'Show full entry: Recipe' })).toBeTruthy();
  });
});
