import type { KnowledgeEntry } from '@ditto/api-client';
import { knowledgeLimits } from '@ditto/contract';
import { Button, Dialog, FormError, TextareaField, TextField } from '@ditto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { type EntryDraft, type EntryErrors, overLimit, validateEntry } from './entry-rules.ts';
import { useSaveKnowledgeEntry } from './knowledge-queries.ts';

type Field = keyof EntryDraft;

export interface EntryDialogProps {
  /** The entry to edit; null to write a new note. */
  entry: KnowledgeEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (entry: KnowledgeEntry) => void;
}

/** Writes a new note or edits an entry. A failed save keeps the dialog open with everything typed. */
export function EntryDialog({ entry, open, onOpenChange, onSaved }: EntryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit entry' : 'Add knowledge'}
      description={
        entry ? 'Change the title or the text.' : 'Write down something you know, in your own words.'
      }
    >
      {/* Mounted per opening, so the form starts from the entry each time. */}
      {open ? <EntryForm entry={entry} onCancel={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function EntryForm({
  entry,
  onCancel,
  onSaved,
}: {
  entry: KnowledgeEntry | null;
  onCancel: () => void;
  onSaved: (entry: KnowledgeEntry) => void;
}) {
  const [title, setTitle] = useState(entry?.title ?? '');
  const [content, setContent] = useState(entry?.content ?? '');
  // A field's errors show once it has been left after a change, or the form was sent; a text over its limit at once.
  const [revealed, setRevealed] = useState<Record<Field, boolean>>({ title: false, content: false });
  const [dirty, setDirty] = useState<Record<Field, boolean>>({ title: false, content: false });
  // What the server refused, per field, until that field changes.
  const [serverErrors, setServerErrors] = useState<EntryErrors>({});
  const save = useSaveKnowledgeEntry();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  // Checked on every render: an error goes as soon as the text is fixed.
  const draft = { title, content };
  const found = validateEntry(draft);
  const over = overLimit(draft);
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (revealed[field] || over[field] ? found[field] : undefined);

  function change(field: Field, value: string) {
    (field === 'title' ? setTitle : setContent)(value);
    setDirty((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function leave(field: Field) {
    if (dirty[field]) setRevealed((current) => ({ ...current, [field]: true }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRevealed({ title: true, content: true });
    if (found.title) return titleRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    save.mutate(
      { ...(entry ? { id: entry.id } : {}), input: { title, content } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const { title: titleError, content: contentError } = apiFieldErrors(error);
          setServerErrors({
            ...(titleError ? { title: titleError } : {}),
            ...(contentError ? { content: contentError } : {}),
          });
        },
      },
    );
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        ref={titleRef}
        label="Title"
        required
        value={title}
        error={errorOf('title')}
        onChange={(event) => change('title', event.target.value)}
        onBlur={() => leave('title')}
        autoFocus
      />
      <TextareaField
        ref={contentRef}
        label="What you know"
        description="Markdown works: **bold**, lists, links, `code`."
        required
        rows={8}
        value={content}
        characterLimit={knowledgeLimits.contentMax}
        error={errorOf('content')}
        onChange={(event) => change('content', event.target.value)}
        onBlur={() => leave('content')}
      />
      {/* A refusal of a field is said at that field; anything else here. */}
      <FormError>
        {save.isError && !refusedAtField(save.error) ? apiErrorMessage(save.error) : null}
      </FormError>
      <div className="ditto-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {entry ? 'Save changes' : 'Add entry'}
        </Button>
      </div>
    </form>
  );
}

/** True when the server refused the title or the text itself (said at that field). */
function refusedAtField(error: unknown): boolean {
  const fields = apiFieldErrors(error);
  return Boolean(fields.title ?? fields.content);
}
