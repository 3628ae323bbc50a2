// Requests counted per key (a kind of write and a user) and fixed one-minute window, in the database so that every
// API instance on it counts together. Old windows are deleted as new ones start.
export const sql = `
CREATE TABLE rate_limits (
  key          text        NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer     NOT NULL,
  PRIMARY KEY (key, window_start)
);
`;
