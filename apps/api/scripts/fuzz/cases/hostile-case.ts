/** Hostile requests: a valid request with one part made hostile, so that each check meets one fault at a time. */
import fc from 'fast-check';
import { z } from 'zod';
import { anyJson, brokenJsonText, contentTypes, deepNesting, mutatedJson } from './json-bodies.ts';
import { hostileMultipart } from './multipart.ts';
import { hostileAuth, hostileQuery, hostileWireValue, methods } from './request-parts.ts';
import { unicodeText } from './text.ts';
import type { AuthKind, Body, FuzzCase, Labeled, RouteTraits, WireValue } from './types.ts';

type Part = 'body' | 'params' | 'query' | 'auth' | 'method' | 'accept';

const noBody: Labeled<Body> = { label: 'body:none', value: { kind: 'none' } };

/** `jsonBase`: JSON bodies to break, valid or of the route's shape. */
function hostileBody({ request, multipart }: RouteTraits, jsonBase: fc.Arbitrary<unknown>) {
  const bodies: Array<fc.WeightedArbitrary<Labeled<Body>>> = [
    {
      arbitrary: anyJson.map((value) => ({ label: 'body:any-json', value: { kind: 'json', value } as Body })),
      weight: 2,
    },
    {
      arbitrary: brokenJsonText(jsonBase).map((text) => ({
        label: 'body:invalid-json',
        value: { kind: 'text', text, contentType: 'application/json' } as Body,
      })),
      weight: 2,
    },
    { arbitrary: deepNesting.map((value) => ({ label: 'body:deep-nesting', value })), weight: 1 },
    {
      arbitrary: fc.tuple(jsonBase, contentTypes).map(([value, contentType]) => ({
        label: 'body:content-type',
        value: { kind: 'text', text: JSON.stringify(value) ?? '', contentType } as Body,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
        label: 'body:binary',
        value: { kind: 'bytes', bytes, contentType: 'application/json' } as Body,
      })),
      weight: 1,
    },
    { arbitrary: hostileMultipart, weight: multipart ? 8 : 1 },
  ];
  if (request.body && !multipart) {
    const keys = request.body instanceof z.ZodObject ? Object.keys(request.body.shape) : [];
    bodies.push({ arbitrary: mutatedJson(jsonBase, keys), weight: 8 });
  }
  if (request.body || multipart) bodies.push({ arbitrary: fc.constant(noBody), weight: 1 });
  return fc.oneof(...bodies);
}

/** Which part to make hostile, weighted towards the parts the route has. */
function hostilePart({ request, streamable }: RouteTraits): fc.Arbitrary<Part> {
  const parts: Array<fc.WeightedArbitrary<Part>> = [
    // Routes without a body get bodies too: a body where none is expected must not matter.
    { arbitrary: fc.constant('body'), weight: request.body ? 10 : 3 },
    { arbitrary: fc.constant('query'), weight: request.query ? 4 : 1 },
    { arbitrary: fc.constant('auth'), weight: 2 },
    { arbitrary: fc.constant('method'), weight: 1 },
  ];
  if (request.params) parts.push({ arbitrary: fc.constant('params'), weight: 5 });
  if (streamable) parts.push({ arbitrary: fc.constant('accept'), weight: 1 });
  return fc.oneof(...parts);
}

type Choice = {
  part: Part;
  valid: FuzzCase;
  body: Labeled<Body>;
  params: Record<string, WireValue>;
  query: Array<[string, WireValue]>;
  auth: AuthKind;
  method: string;
  accept: string;
};

function withHostilePart(choice: Choice): FuzzCase {
  const hostile: FuzzCase = { ...choice.valid, valid: false };
  switch (choice.part) {
    case 'body':
      return { ...hostile, label: choice.body.label, body: choice.body.value };
    case 'params':
      return { ...hostile, label: 'params:hostile', params: choice.params };
    case 'query':
      return { ...hostile, label: 'query:hostile', query: choice.query };
    case 'auth':
      return { ...hostile, label: `auth:${choice.auth}`, auth: choice.auth };
    case 'method':
      return { ...hostile, label: 'method:other', method: choice.method };
    default:
      return { ...hostile, label: 'accept:odd', accept: choice.accept };
  }
}

/** `valid`: the route's valid cases; `jsonBase`: JSON bodies to break. */
export function hostileCase(
  traits: RouteTraits,
  valid: fc.Arbitrary<FuzzCase>,
  jsonBase: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzCase> {
  // The key order is the generation order: reordering the keys changes the requests a seed sends.
  return fc
    .record({
      part: hostilePart(traits),
      valid,
      body: hostileBody(traits, jsonBase),
      params: fc.record(Object.fromEntries(traits.paramNames.map((name) => [name, hostileWireValue]))),
      query: hostileQuery,
      auth: hostileAuth,
      method: fc.constantFrom(...methods.filter((item) => item !== traits.method)),
      accept: fc.oneof(fc.constantFrom('text/event-stream;q=0', '*/*', 'text/*', ''), unicodeText),
    })
    .map(withHostilePart);
}
