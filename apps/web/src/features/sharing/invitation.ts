export const invitationMessages = {
  /** What the link does, for whoever follows it: the page it opens offers "Sign in" beside the sign-up. */
  opens: 'it opens Ditto with their email filled in, to create an account or, if they have one, sign in.',
} as const;

/**
 * The link to send someone a share is for: Ditto's sign-up with their email filled in, returning to Sharing (where
 * the persona shared with them is listed) once they are in. Someone who has an account already is offered "Sign in"
 * there. Nothing in it names the sharer or says whether an account exists.
 */
export function invitationLink(email: string, origin: string = globalThis.location?.origin ?? ''): string {
  const url = new URL('/signup', origin || 'http://localhost');
  url.searchParams.set('email', email);
  url.searchParams.set('redirect', '/sharing');
  return origin ? url.href : `${url.pathname}${url.search}`;
}
