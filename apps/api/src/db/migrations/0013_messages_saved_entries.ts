// Lisa's reply to a message of two subjects saves one note per subject, so a reply names a list of entries, in the
// order told. Each reply that named one entry keeps it as a list of one. Still no foreign key: a deleted entry is
// simply not named. `saved_entry_id` stays for the replicas of the previous release during a rolling upgrade
// (they read it, and it is still written with the first entry); a later release drops it (docs/deploy.md §6).
export const sql = `
ALTER TABLE messages ADD COLUMN saved_entry_ids text[] NOT NULL DEFAULT '{}';
UPDATE messages SET saved_entry_ids = ARRAY[saved_entry_id] WHERE saved_entry_id IS NOT NULL;
`;
