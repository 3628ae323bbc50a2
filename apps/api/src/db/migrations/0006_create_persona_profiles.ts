// One trained persona profile per user (null profile = untrained); written by training, read by sharing and admin.
export const sql = `
CREATE TABLE persona_profiles (
  owner_id     text PRIMARY KEY,
  profile      jsonb NOT NULL,
  extracted_at timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
`;
