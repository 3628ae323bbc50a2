import { knowledgeEntryInputSchema, knowledgeLimits } from '@ditto/contract';

export interface EntryDraft {
  title: string;
  content: string;
}

export type EntryErrors = Partial<Record<keyof EntryDraft, string>>;

const LIMITS: Record<keyof EntryDraft, { label: string; max: number }> = {
  title: { label: 'Title', max: knowledgeLimits.titleMax },
  content: { label: 'Content', max: knowledgeLimits.contentMax },
};

const formatCount = (count: number) => count.toLocaleString('en-US');

/** Said when a field is longer than its limit, with by how much (nothing is cut off). */
export function tooLongMessage(field: keyof EntryDraft, length: number): string {
  const { label, max } = LIMITS[field];
  return `${label} is ${formatCount(length - max)} characters too long: the limit is ${formatCount(max)}. Shorten it to save.`;
}

/**
 * The contract's own rules for a note, checked before sending (so the messages match the server's); a text over
 * its limit is told by how much. Both fields are trimmed first, as the server does.
 */
export function validateEntry(draft: EntryDraft): EntryErrors {
  const result = knowledgeEntryInputSchema.safeParse(draft);
  if (result.success) return {};
  const errors: EntryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field !== 'title' && field !== 'content') || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big' ? tooLongMessage(field, draft[field].trim().length) : issue.message;
  }
  return errors;
}

/** The fields over their limit: said at once, while the user types (a count shows beside the text too). */
export function overLimit(draft: EntryDraft): Record<keyof EntryDraft, boolean> {
  return {
    title: draft.title.trim().length > LIMITS.title.max,
    content: draft.content.trim().length > LIMITS.content.max,
  };
}
