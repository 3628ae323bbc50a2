/**
 * Cognito's wording where the web app's forms word it otherwise. `@ditto/auth` returns the provider's message as the
 * spec requires; our forms ask for an email, not a username, so the screen says so.
 */
const shownAs = new Map([['Incorrect username or password.', 'Incorrect email or password.']]);

/** The text a form shows for an auth error message. */
export function shownAuthError(message: string): string {
  return shownAs.get(message) ?? message;
}
