import type { KnowledgeEntry } from '@ditto/api-client';
import { knowledgeLimits } from '@ditto/contract';
import { Button, Dialog, FormError, SwitchField, TextareaField, TextField } from '@ditto/ui';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { fieldProps } from '../../lib/forms/form-submit.ts';
import { type EntryDraft, overLimit, validateEntry } from './entry-rules.ts';
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
  const form = useForm<EntryDraft>({
    defaultValues: { title: entry?.title ?? '', content: entry?.content ?? '' },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  // A field's errors show once it has been left after a change, or the form was sent (then react-hook-form checks
  // it on every change); a text over its limit at once. The server's refusal of a field stays until it changes.
  const changed = useRef(new Set<Field>());
  const revealed = useRef(new Set<Field>());
  const save = useSaveKnowledgeEntry();
  // Sent only once the owner has touched the switch (on then off is a choice too): until then the server keeps the
  // stored flag, or makes the note private when its words ask for secrecy ("don't tell anyone").
  const [isPrivate, setPrivate] = useState(entry?.private ?? false);
  const [chosen, setChosen] = useState(false);

  function rules(field: Field) {
    return {
      // The contract's rules, checked on both fields (the messages match the server's).
      validate: (_value: string, draft: EntryDraft) => validateEntry(draft)[field],
      onChange: () => {
        changed.current.add(field);
        if (form.formState.isSubmitted) return;
        if (revealed.current.has(field) || overLimit(form.getValues())[field]) void form.trigger(field);
        else form.clearErrors(field);
      },
      onBlur: () => {
        if (!changed.current.has(field)) return;
        revealed.current.add(field);
        void form.trigger(field);
      },
    };
  }

  const submit = form.handleSubmit((draft) => {
    save.mutate(
      {
        ...(entry ? { id: entry.id } : {}),
        input: chosen ? { ...draft, private: isPrivate } : draft,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const { title: titleError, content: contentError } = apiFieldErrors(error);
          if (titleError) form.setError('title', { type: 'server', message: titleError });
          if (contentError) form.setError('content', { type: 'server', message: contentError });
        },
      },
    );
  });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label="Title" required autoFocus {...fieldProps(form, 'title', rules('title'))} />
      <TextareaField
        label="What you know"
        description="Markdown works: **bold**, lists, links, `code`."
        required
        rows={8}
        characterLimit={knowledgeLimits.contentMax}
        // Controlled, for the character count.
        value={content}
        {...fieldProps(form, 'content', rules('content'))}
      />
      <SwitchField
        label="Private"
        description={`Only you: Ditto won't use this note with people you share it with. ${
          chosen
            ? 'Saved as you set it here.'
            : 'Left untouched, a note whose words ask for secrecy ("don\'t tell anyone") is made private.'
        }`}
        checked={isPrivate}
        onCheckedChange={(checked) => {
          setPrivate(checked);
          setChosen(true);
        }}
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
