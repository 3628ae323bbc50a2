// A share names an email; `shared_with_user_id` is filled when an account with that email is known.
export const sql = `
CREATE TABLE shares (
  id                  text PRIMARY KEY,
  seq                 bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  owner_id            text NOT NULL,
  email               text NOT NULL,
  shared_with_user_id text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, email)
);
CREATE INDEX shares_shared_with ON shares (shared_with_user_id);
CREATE INDEX shares_email ON shares (email) WHERE shared_with_user_id IS NULL;
`;
