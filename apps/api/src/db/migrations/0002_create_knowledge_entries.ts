// `seq` orders entries newest first and is the paging position (timestamps can tie).
export const sql = `
CREATE TABLE knowledge_entries (
  id         text PRIMARY KEY,
  seq        bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  owner_id   text NOT NULL,
  title      text NOT NULL,
  content    text NOT NULL,
  source     text NOT NULL CHECK (source IN ('note', 'import', 'lisa')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_entries_owner_seq ON knowledge_entries (owner_id, seq DESC);
`;
