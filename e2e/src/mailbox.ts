/** Reads the latest code the identity provider emailed to an address (at or after `after`). */
export type ReadCode = (email: string, options?: { after?: Date }) => Promise<string>;

/** Asks the mailbox that the global setup serves (`serveMailbox` of @ditto/local-cognito) at `mailboxUrl`. */
export function mailboxClient(mailboxUrl: string): ReadCode {
  return async (email, options = {}) => {
    const url = new URL(mailboxUrl);
    url.searchParams.set('email', email);
    if (options.after) url.searchParams.set('after', String(options.after.getTime()));
    const response = await fetch(url);
    const text = await response.text();
    if (!response.ok) throw new Error(text);
    return text;
  };
}
