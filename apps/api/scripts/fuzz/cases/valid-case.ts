/** Schema-valid requests: every part as the contract describes it, sent with the route's own kind of token. */
import fc from 'fast-check';
import type { z } from 'zod';
import { validArbitrary } from './json-schema.ts';
import { validImport } from './multipart.ts';
import {
  type Body,
  type FuzzCase,
  type Hints,
  type RouteTraits,
  serverKnownQueryKeys,
  type WireValue,
} from './types.ts';

/** Mostly ids from the pools (real ones), now and then generated ones (which match nothing). */
function validParams(params: z.ZodObject | undefined, hints: Hints): fc.Arbitrary<Record<string, WireValue>> {
  if (!params) return fc.constant({});
  const names = Object.keys(params.shape);
  return fc.oneof(
    {
      arbitrary: fc.nat().map((known) => Object.fromEntries(names.map((name) => [name, { known }]))),
      weight: 4,
    },
    {
      arbitrary: validArbitrary(params, hints).map((value) =>
        Object.fromEntries(Object.entries(value as Record<string, string>).map(([k, v]) => [k, { text: v }])),
      ),
      weight: 1,
    },
  );
}

/** A query value the server handed out (a cursor, a message id) for two thirds of those keys; generated otherwise. */
function validQuery(query: z.ZodObject | undefined, hints: Hints): fc.Arbitrary<Array<[string, WireValue]>> {
  if (!query) return fc.constant([]);
  const keys = Object.keys(query.shape);
  return fc
    .tuple(
      validArbitrary(query, hints),
      fc.array(fc.nat(2), { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([value, modes]) => {
      const pairs: Array<[string, WireValue]> = [];
      const entries = value as Record<string, unknown>;
      keys.forEach((key, i) => {
        const mode = serverKnownQueryKeys.includes(key) ? (modes[i] ?? 0) : 0;
        if (mode === 1) pairs.push([key, { known: i }]);
        else if (mode === 2 || key in entries)
          pairs.push([key, mode === 2 ? { known: i + 1 } : { text: String(entries[key]) }]);
      });
      return pairs;
    });
}

function validBody(multipart: boolean, validJson: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<Body> {
  if (multipart) return validImport;
  return validJson
    ? validJson.map((value): Body => ({ kind: 'json', value }))
    : fc.constant({ kind: 'none' });
}

/** Streaming routes answer JSON or events by `Accept`: both ways, and without the header. */
function validAccept(streamable: boolean): fc.Arbitrary<string | undefined> {
  if (!streamable) return fc.constant(undefined);
  return fc.constantFrom(
    'text/event-stream',
    'application/json',
    undefined,
    'text/event-stream, application/json',
  );
}

/** `validJson`: the route's valid JSON bodies, when it takes JSON. */
export function validCase(
  traits: RouteTraits,
  validJson: fc.Arbitrary<unknown> | undefined,
  hints: Hints,
): fc.Arbitrary<FuzzCase> {
  const { request } = traits;
  return fc
    .record({
      params: validParams(request.params, hints),
      query: validQuery(request.query, hints),
      body: validBody(traits.multipart, validJson),
      accept: validAccept(traits.streamable),
    })
    .map(
      ({ params, query, body, accept }): FuzzCase => ({
        valid: true,
        label: 'valid',
        method: traits.method,
        params,
        query,
        auth: traits.ownAuth,
        ...(accept ? { accept } : {}),
        body,
      }),
    );
}
