/**
 * What a generated request is made of, before the values only the running server knows (ids, cursors, tokens) are
 * filled in when it is sent (`../wire.ts`).
 */
import type { RouteDefinition, RouteName, RouteRequest } from '@ditto/contract';

/** Who the request claims to be. `user`/`admin` send that account's access token. */
export type AuthKind =
  | 'user'
  | 'admin'
  | 'none'
  | 'garbage-bearer'
  | 'malformed-jwt'
  | 'tampered-signature'
  | 'alg-none'
  | 'basic'
  | 'other-role';

/** A path or query value: generated text (URL-encoded when sent), raw text sent as is, or one from the pools. */
export type WireValue = { text: string } | { raw: string } | { known: number };

export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Uint8Array; type?: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; bytes: Uint8Array; contentType?: string }
  | { kind: 'form'; parts: FormPart[] };

export type FuzzCase = {
  /** Schema-valid in every part (hostile cases are not). */
  valid: boolean;
  /** What was made hostile, e.g. `body:wrong-type`, or `valid`. */
  label: string;
  method: string;
  params: Record<string, WireValue>;
  query: Array<[string, WireValue]>;
  auth: AuthKind;
  accept?: string;
  body: Body;
};

/** Query keys whose values the server hands out: sent from the pools, or left out while a pool is empty. */
export const serverKnownQueryKeys: readonly string[] = ['cursor', 'before'];

/** What the generators need to know of the running stack before the first request. */
export type Hints = {
  /** Emails of real accounts, so that shares reach someone. */
  emails: readonly string[];
};

/** A generated part and the name of what was made hostile in it (`body:wrong-type`, ...). */
export type Labeled<T> = { label: string; value: T };

/** A route of the contract, with its name (as in `routeList`). */
export type NamedRoute = RouteDefinition & { name: RouteName };

/** What of a route decides the requests made for it. */
export type RouteTraits = {
  /** Upper case, as sent. */
  method: string;
  request: RouteRequest;
  /** The token the route wants: the admin's for admin routes, the user's otherwise. */
  ownAuth: AuthKind;
  /** Answers with server-sent events when asked to (`Accept: text/event-stream`). */
  streamable: boolean;
  multipart: boolean;
  paramNames: string[];
};
