// Whether a trained profile was learned while some note was private (issue 33): a friend never gets such a profile,
// even once that note is deleted or shared, until it is learned again without it. Profiles before were learned from
// shared notes alone.
export const sql = `
ALTER TABLE persona_profiles ADD COLUMN from_private boolean NOT NULL DEFAULT false;
`;
