/**
 * Requests for `scripts/fuzz.ts`, generated with fast-check from the zod contract: for each route, half of them
 * schema-valid (body, path and query parameters as the contract describes them, checked with the route's own zod
 * schemas) so that the deep code runs, half hostile (wrong types, extra or missing fields, huge strings, odd Unicode,
 * invalid JSON, wrong content types, broken multipart, bad path parameters and queries, bad tokens, wrong methods).
 *
 * Values that only the running server knows (an entry's id, a paging cursor, an access token) are chosen as indexes
 * into pools that the fuzzer fills from the answers it gets, and resolved when the request is sent.
 */
import type { RouteDefinition } from '@ditto/contract';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileCase } from './hostile-case.ts';
import { shapedArbitrary, validArbitrary } from './json-schema.ts';
import type { FuzzCase, Hints, RouteTraits } from './types.ts';
import { validCase } from './valid-case.ts';

function traitsOf(route: RouteDefinition): RouteTraits {
  const request = route.request ?? {};
  return {
    method: route.method.toUpperCase(),
    request,
    ownAuth: route.auth === 'admin' ? 'admin' : 'user',
    streamable: Object.values(route.responses).some(
      (spec) => !(spec instanceof z.ZodType) && spec.kind === 'json-or-event-stream',
    ),
    multipart: request.bodyMediaType === 'multipart/form-data',
    paramNames: request.params ? Object.keys(request.params.shape) : [],
  };
}

/** Half valid, half hostile requests for `route`. */
export function caseArbitrary(route: RouteDefinition, hints: Hints): fc.Arbitrary<FuzzCase> {
  const traits = traitsOf(route);
  const { body } = traits.request;
  // A multipart body's files have no JSON form: its JSON bodies are of its shape only.
  const validJson = body && !traits.multipart ? validArbitrary(body, hints) : undefined;
  const valid = validCase(traits, validJson, hints);
  // Hostile JSON bodies start from a valid one (or one of the right shape) and break one thing.
  const jsonBase = validJson ?? (body ? shapedArbitrary(body, hints) : fc.constant({}));
  return fc.oneof(valid, hostileCase(traits, valid, jsonBase));
}
