// Full-text search over title and content (websearch_to_tsquery), per owner.
export const sql = `
CREATE INDEX knowledge_entries_search ON knowledge_entries
  USING gin (to_tsvector('english', title || ' ' || content));
`;
