// @vitest-environment node
import '../test/node-dom.ts';
import type { ApiClient } from '@ditto/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../app/data-services.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { SavedEntries } from './lisa-saved-entries.tsx';

const saved = [
  { id: 'e1', title: 'Teaching the cello' },
  { id: 'e2', title: "Dad's health" },
];

function renderSaved(entries: typeof saved) {
  const deleteKnowledgeEntry = vi.fn(async (_id: string) => {});
  const api = { deleteKnowledgeEntry } as unknown as ApiClient;
  const root = createRootRoute({ component: () => <SavedEntries entries={entries} /> });
  const knowledge = createRoute({ getParentRoute: () => root, path: '/my-knowledge' });
  const router = createRouter({
    routeTree: root.addChildren([knowledge]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createAppQueryClient({ retry: false })}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { deleteKnowledgeEntry, user: userEvent.setup() };
}

describe('SavedEntries', () => {
  it('lists each saved note with its own link and Undo, and undoes only the one asked', async () => {
    const { deleteKnowledgeEntry, user } = renderSaved(saved);
    const lines = await screen.findAllByText(/Saved to your knowledge/);
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual(
      saved.map((entry) => entry.title),
    );
    expect(
      within(lines[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/my-knowledge?q=Dad%27s+health');

    await user.click(screen.getByRole('button', { name: "Undo: remove “Dad's health” from your knowledge" }));
    await screen.findByText("Removed “Dad's health” from your knowledge.");
    expect(deleteKnowledgeEntry).toHaveBeenCalledTimes(1);
    expect(deleteKnowledgeEntry).toHaveBeenCalledWith('e2');
    // The other note stays saved, its Undo still there.
    const left = screen.getByText(/Saved to your knowledge/);
    expect(within(left).getByRole('link').textContent).toBe('Teaching the cello');
    expect(within(left).getByRole('button', { name: /^Undo/ })).toBeTruthy();
  });

  it('shows one saved note as before', async () => {
    renderSaved(saved.slice(0, 1));
    expect((await screen.findAllByText(/Saved to your knowledge/)).length).toBe(1);
  });
});
