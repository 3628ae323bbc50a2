/** Readable names of the identity provider's attributes; others show under their own name. */
const labels: Readonly<Record<string, string>> = {
  sub: 'User ID',
  email: 'Email',
  email_verified: 'Email verified',
  name: 'Name',
  'custom:is_super': 'Administrator',
  'custom:organization': 'Organization',
  phone_number: 'Phone number',
  phone_number_verified: 'Phone number verified',
};

export interface AttributeRow {
  /** What the attribute means, e.g. "Administrator". */
  label: string;
  /** Its name at the identity provider, e.g. `custom:is_super` (what an administrator searches the console for). */
  name: string;
  value: string;
}

/** The attributes as labelled rows, in label order; `true`/`false` read as Yes/No. */
export function attributeRows(attributes: Readonly<Record<string, string>>): AttributeRow[] {
  return Object.entries(attributes)
    .map(([name, value]) => ({
      label: labels[name] ?? name,
      name,
      value: value === 'true' ? 'Yes' : value === 'false' ? 'No' : value,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
