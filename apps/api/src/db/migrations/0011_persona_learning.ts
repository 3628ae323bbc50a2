// Ditto learns every knowledge change by itself: the profile (summary, topics) is rebuilt in the background once an
// owner's knowledge has been quiet a moment. `knowledge_versions.changed_at` is when the owner's knowledge last
// changed (the same trigger stamps it); `persona_learning` holds the knowledge version the profile was last built
// from, and a lease so that one API instance rebuilds an owner's profile at a time (an expired lease is taken over).
export const sql = `
ALTER TABLE knowledge_versions ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
CREATE OR REPLACE FUNCTION bump_knowledge_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
BEGIN
  INSERT INTO knowledge_versions AS v (owner_id, version, entries, changed_at)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END, 1, greatest(change, 0),
            clock_timestamp())
    ON CONFLICT (owner_id) DO UPDATE
      SET version = v.version + 1, entries = v.entries + change, changed_at = clock_timestamp();
  RETURN NULL;
END $$;

CREATE TABLE persona_learning (
  owner_id        text PRIMARY KEY,
  learned_version bigint NOT NULL DEFAULT 0,
  lease_until     timestamptz
);
`;
