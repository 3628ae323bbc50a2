// Lisa's reply to a message of two subjects saves one note per subject, so a reply names a list of entries, in the
// order told. Each reply that named one entry keeps it as a list of one; the single column goes. Still no foreign
// key: a deleted entry is simply not named.
export const sql = `
ALTER TABLE messages ADD COLUMN saved_entry_ids text[] NOT NULL DEFAULT '{}';
UPDATE messages SET saved_entry_ids = ARRAY[saved_entry_id] WHERE saved_entry_id IS NOT NULL;
ALTER TABLE messages DROP COLUMN saved_entry_id;
`;
