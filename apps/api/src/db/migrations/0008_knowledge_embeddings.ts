// Each entry's paragraph embeddings live beside it, with the encoder that made them. `embedding_status` is
// 'pending' from every write until the background embedder stores vectors of that exact text ('ready') or gives up
// ('failed', with the reason); `embedding_lease` marks a claim so that one API instance embeds an entry at a time,
// and a claim left by a stopped instance expires.
export const sql = `
ALTER TABLE knowledge_entries
  ADD COLUMN embedding        bytea,
  ADD COLUMN embedding_model  text,
  ADD COLUMN embedding_status text NOT NULL DEFAULT 'pending'
    CHECK (embedding_status IN ('pending', 'ready', 'failed')),
  ADD COLUMN embedding_error  text,
  ADD COLUMN embedding_lease  timestamptz,
  ADD COLUMN embedded_at      timestamptz;
CREATE INDEX knowledge_entries_embedding_pending ON knowledge_entries (seq) WHERE embedding_status = 'pending';
`;
