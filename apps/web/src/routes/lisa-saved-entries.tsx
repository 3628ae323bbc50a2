import type { Message } from '@ditto/api-client';
import { Button } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useDeleteKnowledgeEntry } from '../features/knowledge/knowledge-queries.ts';

type Saved = NonNullable<Message['savedEntries']>[number];

/**
 * Under Lisa's reply: each entry the answer became (one per subject told), a link to it and its own Undo (deletes
 * that one again, the others stay).
 */
export function SavedEntries({ entries }: { entries: readonly Saved[] }) {
  if (entries.length === 0) return null;
  const saved = entries.map((entry) => <SavedEntry key={entry.id} entry={entry} />);
  return entries.length === 1 ? saved : <div className="knowledge-added-list">{saved}</div>;
}

function SavedEntry({ entry }: { entry: Saved }) {
  const remove = useDeleteKnowledgeEntry();
  if (remove.isSuccess) {
    return (
      <p className="knowledge-added" role="status">
        Removed “{entry.title}” from your knowledge.
      </p>
    );
  }
  return (
    <p className="knowledge-added" role="status">
      Saved to your knowledge:{' '}
      <Link to="/my-knowledge" search={{ q: entry.title }}>
        {entry.title}
      </Link>{' '}
      <Button
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        onClick={() => remove.mutate(entry)}
        aria-label={`Undo: remove “${entry.title}” from your knowledge`}
      >
        Undo
      </Button>
    </p>
  );
}
