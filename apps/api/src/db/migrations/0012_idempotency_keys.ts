// The answer to each write sent with an `Idempotency-Key`, per caller, so that a retried write is answered again
// instead of done twice. Rows older than 24 hours are deleted by the API as it stores new ones.
export const sql = `
CREATE TABLE idempotency_keys (
  owner_id   text        NOT NULL,
  key        text        NOT NULL,
  method     text        NOT NULL,
  path       text        NOT NULL,
  status     integer     NOT NULL,
  body       jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
`;
