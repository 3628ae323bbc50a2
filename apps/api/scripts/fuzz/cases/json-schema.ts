/**
 * Schema-valid values from the zod contract: each request schema turned into JSON Schema (`z.toJSONSchema`), then
 * into a fast-check arbitrary.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { textArbitrary } from './text.ts';
import type { Hints } from './types.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
};

/** The JSON Schema of what a client sends, with the formats only the parsed side states (an email after `trim()`). */
function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const options = { unrepresentable: 'any', cycles: 'ref', reused: 'inline' } as const;
  const input = z.toJSONSchema(schema, { ...options, io: 'input' }) as JsonSchema;
  let output: JsonSchema | undefined;
  try {
    output = z.toJSONSchema(schema, { ...options, io: 'output' }) as JsonSchema;
  } catch {
    output = undefined;
  }
  return output ? withOutputFormats(input, output, input, output) : input;
}

function withOutputFormats(
  input: JsonSchema,
  output: JsonSchema,
  inRoot: JsonSchema,
  outRoot: JsonSchema,
): JsonSchema {
  const from = resolve(input, inRoot);
  const to = resolve(output, outRoot);
  const merged: JsonSchema = { ...from };
  if (from.type === 'string' && to.type === 'string' && !from.format && to.format) merged.format = to.format;
  if (from.properties && to.properties) {
    merged.properties = Object.fromEntries(
      Object.entries(from.properties).map(([key, value]) => {
        const other = to.properties?.[key];
        return [key, other ? withOutputFormats(value, other, inRoot, outRoot) : value];
      }),
    );
  }
  if (from.items && to.items) merged.items = withOutputFormats(from.items, to.items, inRoot, outRoot);
  return merged;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let at = schema;
  for (let depth = 0; at.$ref && depth < 20; depth++) {
    const name = at.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`Unresolved ${at.$ref}`);
    at = target;
  }
  return at;
}

/** Values as `schema` describes them (`root` holds the `$defs` its references point to). */
function fromJsonSchema(schema: JsonSchema, root: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const at = resolve(schema, root);
  if (at.const !== undefined) return fc.constant(at.const);
  if (at.enum) return fc.constantFrom(...at.enum);
  const alternatives = at.anyOf ?? at.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => fromJsonSchema(item, root, hints)));
  if (at.allOf?.length === 1 && at.allOf[0]) return fromJsonSchema(at.allOf[0], root, hints);
  const type = Array.isArray(at.type) ? at.type : at.type ? [at.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((item) => fromJsonSchema({ ...at, type: item }, root, hints)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerFromJsonSchema(at);
    case 'number':
      return numberFromJsonSchema(at);
    case 'string':
      return stringFromJsonSchema(at, hints);
    case 'array':
      return fc.array(at.items ? fromJsonSchema(at.items, root, hints) : fc.jsonValue(), {
        minLength: at.minItems ?? 0,
        maxLength: Math.min(at.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = at.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, root, hints)]),
      );
      return fc.record(shape, { requiredKeys: (at.required ?? []).filter((key) => key in shape) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function integerFromJsonSchema(at: JsonSchema): fc.Arbitrary<number> {
  return fc.integer({
    min: Math.ceil(at.minimum ?? (at.exclusiveMinimum === undefined ? -(2 ** 31) : at.exclusiveMinimum + 1)),
    max: Math.floor(
      at.maximum ?? (at.exclusiveMaximum === undefined ? 2 ** 31 - 1 : at.exclusiveMaximum - 1),
    ),
  });
}

function numberFromJsonSchema(at: JsonSchema): fc.Arbitrary<number> {
  return fc.double({
    min: at.minimum ?? at.exclusiveMinimum ?? -1e12,
    max: at.maximum ?? at.exclusiveMaximum ?? 1e12,
    minExcluded: at.exclusiveMinimum !== undefined,
    maxExcluded: at.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function stringFromJsonSchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom(...hints.emails),
        fc
          .tuple(fc.constantFrom(...hints.emails), fc.constantFrom(' ', '  ', '\t', ''), fc.boolean())
          .map(([email, space, upper]) => `${space}${upper ? email.toUpperCase() : email}${space}`),
      );
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return textArbitrary(schema.minLength ?? 0, schema.maxLength);
  }
}

/** Values the contract accepts: generated from its JSON Schema, kept when the route's own zod schema agrees. */
export function validArbitrary(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  return shapedArbitrary(schema, hints).filter((value) => schema.safeParse(value).success);
}

/** Values of the shape of the contract's JSON Schema, whether or not the zod schema accepts them. */
export function shapedArbitrary(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  const json = requestJsonSchema(schema);
  return fromJsonSchema(json, json, hints);
}
