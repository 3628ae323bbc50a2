export const sql = `
CREATE TABLE voice_settings (
  owner_id   text PRIMARY KEY,
  settings   jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
