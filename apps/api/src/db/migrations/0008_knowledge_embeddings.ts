// Each entry's paragraph embeddings live beside it, with the encoder that made them. `embedding_status` is
// 'pending' from every write until the background embedder stores vectors of that exact text ('ready') or gives up
// ('failed', with the reason); `embedding_lease` marks a claim so that one API instance embeds an entry at a time,
// and a claim left by a stopped instance expires.
// `knowledge_versions` counts every change to an owner's entries and how many they hold (a trigger keeps both), so
// that an API instance can tell in one row lookup whether its in-memory index of that owner is still current, and
// whether the owner may add another entry.
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

CREATE TABLE knowledge_versions (
  owner_id text PRIMARY KEY,
  version  bigint NOT NULL,
  entries  integer NOT NULL
);
INSERT INTO knowledge_versions (owner_id, version, entries)
  SELECT owner_id, 1, count(*) FROM knowledge_entries GROUP BY owner_id;
CREATE FUNCTION bump_knowledge_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
BEGIN
  INSERT INTO knowledge_versions AS v (owner_id, version, entries)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END, 1, greatest(change, 0))
    ON CONFLICT (owner_id) DO UPDATE SET version = v.version + 1, entries = v.entries + change;
  RETURN NULL;
END $$;
CREATE TRIGGER knowledge_entries_version AFTER INSERT OR UPDATE OR DELETE ON knowledge_entries
  FOR EACH ROW EXECUTE FUNCTION bump_knowledge_version();
`;
