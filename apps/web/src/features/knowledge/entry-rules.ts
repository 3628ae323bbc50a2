import { knowledgeEntryInputSchema } from '@ditto/contract';

export interface EntryDraft {
  title: string;
  content: string;
}

export type EntryErrors = Partial<Record<keyof EntryDraft, string>>;

/** The contract's own rules for a note, checked before sending (so the messages match the server's). */
export function validateEntry(draft: EntryDraft): EntryErrors {
  const result = knowledgeEntryInputSchema.safeParse(draft);
  if (result.success) return {};
  const errors: EntryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'content') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
