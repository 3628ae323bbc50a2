// Lisa's reply to an answer she stored names the knowledge entry it became, so the conversation can show it (and
// offer Undo) after a reload too. No foreign key: once the entry is deleted the reply simply names nothing.
export const sql = `
ALTER TABLE messages ADD COLUMN saved_entry_id text;
`;
