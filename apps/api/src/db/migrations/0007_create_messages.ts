// Chat messages of every thread: 'persona' (my persona), 'lisa', and 'shared' (a persona shared with me, whose
// owner is persona_owner_id). Oldest first by seq.
export const sql = `
CREATE TABLE messages (
  id               text PRIMARY KEY,
  seq              bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  owner_id         text NOT NULL,
  thread           text NOT NULL CHECK (thread IN ('persona', 'lisa', 'shared')),
  persona_owner_id text,
  role             text NOT NULL CHECK (role IN ('user', 'assistant')),
  content          text NOT NULL,
  citations        jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((thread = 'shared') = (persona_owner_id IS NOT NULL))
);
CREATE INDEX messages_thread ON messages (owner_id, thread, persona_owner_id, seq);
`;
