import type { KnowledgeEntry } from '@ditto/api-client';
import { knowledgeLimits } from '@ditto/contract';
import { Button, Dialog, FormError, TextareaField, TextField } from '@ditto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../api/api-errors.ts';
import { type EntryErrors, validateEntry } from './entry-rules.ts';
import { useSaveKnowledgeEntry } from './knowledge-queries.ts';

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
  const [errors, setErrors] = useState<EntryErrors>({});
  const save = useSaveKnowledgeEntry();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEntry({ title, content });
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    save.mutate(
      { ...(entry ? { id: entry.id } : {}), input: { title, content } },
      {
        onSuccess: onSaved,
        onError: (error) => setErrors(apiFieldErrors(error)),
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
        maxLength={knowledgeLimits.titleMax}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
        autoFocus
      />
      <TextareaField
        ref={contentRef}
        label="What you know"
        required
        rows={8}
        value={content}
        maxLength={knowledgeLimits.contentMax}
        description={`${content.length.toLocaleString()} / ${knowledgeLimits.contentMax.toLocaleString()} characters`}
        error={errors.content}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormError>{save.isError ? apiErrorMessage(save.error) : null}</FormError>
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
