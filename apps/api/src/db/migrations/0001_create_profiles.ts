export const sql = `
CREATE TABLE profiles (
  cognito_id   text PRIMARY KEY,
  name         text NOT NULL,
  email        text NOT NULL,
  organization text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
`;
