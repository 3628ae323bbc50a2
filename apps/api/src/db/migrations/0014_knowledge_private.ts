// A note the owner keeps from the friends they share their Ditto with (issue 33): their own Ditto uses it, a
// friend's chat never does. Every note written before was shared, so the default keeps them as they were.
export const sql = `
ALTER TABLE knowledge_entries ADD COLUMN private boolean NOT NULL DEFAULT false;
`;
