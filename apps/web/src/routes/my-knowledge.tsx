import type { KnowledgeEntry } from '@ditto/api-client';
import { Button, ConfirmDialog, EmptyState, formatDateTime, Skeleton, TextField, useToast } from '@ditto/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EntryContent } from '../features/knowledge/entry-content.tsx';
import { EntryDialog } from '../features/knowledge/entry-dialog.tsx';
import { ImportPanel } from '../features/knowledge/import-panel.tsx';
import { useDeleteKnowledgeEntry } from '../features/knowledge/knowledge-queries.ts';
import { LearningBadge, useChangesToLearn } from '../features/persona/learning.tsx';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const SOURCE_LABELS: Record<KnowledgeEntry['source'], string> = {
  note: 'Note',
  import: 'Imported file',
  lisa: 'Answer to Lisa',
};

/** My knowledge (/my-knowledge): what Ditto learns from — search, add, edit, delete and import. */
export function MyKnowledgePage() {
  useDocumentTitle('My knowledge');
  const { toast } = useToast();
  const navigate = useNavigate({ from: '/my-knowledge' });
  const urlSearch = useSearch({ from: '/authed/my-knowledge', select: (search) => search.q ?? '' });
  const [searchText, setSearchText] = useState(urlSearch);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInfiniteQuery(useServerQueries().knowledgeList(search));
  const remove = useDeleteKnowledgeEntry();
  const changes = useChangesToLearn();
  const [editing, setEditing] = useState<{ entry: KnowledgeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeEntry | null>(null);

  // A link here with ?q= (a citation, an import result) fills the search box.
  useEffect(() => setSearchText(urlSearch), [urlSearch]);
  // The settled search is kept in the URL, so it survives a reload and can be shared.
  useEffect(() => {
    if (search !== urlSearch) void navigate({ search: search ? { q: search } : {}, replace: true });
  }, [search, urlSearch, navigate]);

  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="page">
      <div className="page__header">
        <h1 className="page__title">My knowledge</h1>
        <Button onClick={() => setEditing({ entry: null })}>Add knowledge</Button>
      </div>
      <p className="muted">
        Everything Ditto learns from: your notes, imported files and your answers to Lisa. Ditto learns each
        change by itself. <LearningBadge changes={changes} />
      </p>

      <search className="knowledge-toolbar">
        <TextField
          label="Search your knowledge"
          type="search"
          value={searchText}
          placeholder="Search titles and text"
          onChange={(event) => setSearchText(event.target.value)}
        />
      </search>

      <section aria-labelledby="entries-title" aria-busy={list.isFetching}>
        <h2 id="entries-title" className="section-title">
          {search ? `Results for “${search}”` : 'Entries'}{' '}
          {list.isSuccess ? <span className="muted count">({total})</span> : null}
        </h2>
        {list.isPending ? (
          <Skeleton lines={5} label="Loading your knowledge" />
        ) : list.isError ? (
          <EmptyState
            title="Your knowledge could not be loaded"
            description="Check your connection and try again."
            action={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : entries.length === 0 ? (
          search ? (
            <EmptyState
              title="No matches"
              description={`Nothing in your knowledge mentions “${search}”.`}
              action={
                <Button variant="secondary" onClick={() => setSearchText('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="Nothing here yet"
              description="Add a note, import text files, or answer Lisa's questions. Ditto learns from all of it."
              action={<Button onClick={() => setEditing({ entry: null })}>Add your first entry</Button>}
            />
          )
        ) : (
          <ul className="entry-list">
            {entries.map((entry) => (
              <li key={entry.id} className="entry">
                <div className="entry__head">
                  <h3 className="entry__title">{entry.title}</h3>
                  <span className="badge">{SOURCE_LABELS[entry.source]}</span>
                  {entry.private ? (
                    <span className="badge" data-variant="private">
                      Private
                    </span>
                  ) : null}
                </div>
                <EntryContent entry={entry} />
                <div className="entry__foot">
                  <span className="muted">Updated {formatDateTime(entry.updatedAt)}</span>
                  <span className="entry__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit “${entry.title}”`}
                      onClick={() => setEditing({ entry })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete “${entry.title}”`}
                      loading={remove.isPending && remove.variables?.id === entry.id}
                      onClick={() => setDeleting(entry)}
                    >
                      Delete
                    </Button>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="load-more"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more ({total - entries.length} left)
          </Button>
        ) : null}
      </section>

      <ImportPanel />

      <EntryDialog
        open={editing !== null}
        entry={editing?.entry ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={(entry) => {
          toast({
            title: editing?.entry ? 'Entry saved' : 'Entry added',
            description: entry.title,
            variant: 'success',
          });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this entry?"
        description={`“${deleting?.title ?? ''}” will be removed from your knowledge. Ditto stops using it at once and forgets it by itself.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: (_, entry) =>
              toast({ title: 'Entry deleted', description: entry.title, variant: 'success' }),
          });
        }}
      />
    </div>
  );
}
