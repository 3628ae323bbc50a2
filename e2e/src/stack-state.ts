import { readFileSync } from 'node:fs';

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** What the global setup hands to the journeys: where the app runs, who can sign in, and the mailbox. */
export interface StackState {
  webUrl: string;
  apiUrl: string;
  /** The seeded administrator. */
  admin: Account;
  /** A confirmed user without admin rights. */
  member: Account;
  /** A confirmed user whose password the reset journey changes (no other journey signs in with it). */
  forgetful: Account;
  /** See `startMailboxServer`. */
  mailboxUrl: string;
}

/** The env var naming the JSON file the global setup writes (env set there reaches every worker). */
export const STACK_STATE_ENV = 'DITTO_E2E_STACK_STATE';

/** Set by the config when the journeys cannot run here; each journey file skips with it. */
export const SKIP_REASON_ENV = 'DITTO_E2E_SKIP_REASON';

export function readStackState(): StackState {
  const file = process.env[STACK_STATE_ENV];
  if (!file) throw new Error(`${STACK_STATE_ENV} is not set: run the journeys through playwright.config.ts.`);
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}
