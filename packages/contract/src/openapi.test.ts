import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSchema } from 'zod-openapi';
import { knowledgeEntrySchema } from './knowledge.ts';
import { chatStreamEventSchema } from './messages.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { routeList, toOpenApiPath } from './routes.ts';
import { voiceSettingsSchema } from './voice.ts';

const document = buildOpenApiDocument();
const at = '2026-11-22T10:00:00.000Z';

/** The document's component schemas compiled by a JSON Schema 2020-12 validator, as other tools would read them. */
function jsonSchemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
  return (ref: string) => {
    const validate = ajv.getSchema(`doc#/components/schemas/${ref}`);
    if (!validate) throw new Error(`no component ${ref}`);
    return validate;
  };
}

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(document)) as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every route of the table under its operation id', () => {
    for (const route of routeList) {
      const operation = document.paths?.[toOpenApiPath(route.path)]?.[route.method];
      expect(operation?.operationId, route.path).toBe(route.name);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(route.responses).sort());
    }
  });

  it('asks a bearer token of every route but the public ones', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const route of routeList) {
      const { security } = document.paths?.[toOpenApiPath(route.path)]?.[route.method] ?? {};
      expect(security, route.path).toEqual(route.auth === 'public' ? [] : [{ bearerAuth: [] }]);
    }
  });

  it('names each shared schema once, and uses every one it names', () => {
    const names = Object.keys(document.components?.schemas ?? {});
    expect(names).toEqual(
      expect.arrayContaining(['Profile', 'KnowledgeEntry', 'Message', 'ChatStreamEvent', 'ApiError']),
    );
    const text = JSON.stringify(document);
    for (const name of names) expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('round-trips as JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('describes the path and query parameters', () => {
    const list = document.paths?.['/admin/users']?.get?.parameters ?? [];
    expect(list.map((parameter) => ('name' in parameter ? parameter.name : ''))).toEqual([
      'search',
      'cursor',
      'limit',
    ]);
    const detail = document.paths?.['/admin/users/{userId}']?.get?.parameters ?? [];
    expect(detail).toEqual([expect.objectContaining({ in: 'path', name: 'userId', required: true })]);
  });

  it('has component schemas a JSON Schema validator compiles and that agree with zod', () => {
    const validatorFor = jsonSchemaValidator();
    const entry = {
      id: 'e1',
      title: 'T',
      content: 'C',
      source: 'note',
      private: false,
      createdAt: at,
      updatedAt: at,
    };
    expect(knowledgeEntrySchema.parse(entry)).toEqual(entry);
    expect(validatorFor('KnowledgeEntry')(entry)).toBe(true);
    expect(validatorFor('KnowledgeEntry')({ ...entry, source: 'email' })).toBe(false);
    expect(validatorFor('KnowledgeEntry')({ ...entry, createdAt: 'yesterday' })).toBe(false);

    const delta = { event: 'delta', data: { text: 'Hi' } };
    expect(chatStreamEventSchema.parse(delta)).toEqual(delta);
    expect(validatorFor('ChatStreamEvent')(delta)).toBe(true);
    expect(validatorFor('ChatStreamEvent')({ event: 'delta', data: {} })).toBe(false);
  });

  it('renders request bodies with the same limits zod holds', () => {
    const ajv = new Ajv2020({ strict: false });
    const check = (schema: z.ZodType, value: unknown) => {
      const { schema: json, components } = createSchema(schema, { io: 'input' });
      const validate = ajv.compile({ ...json, components: { schemas: components } });
      return [validate(value), schema.safeParse(value).success];
    };
    const settings = { voiceId: 'v', stability: 0.5, similarityBoost: 0.5, speed: 1, provider: 'browser' };
    expect(check(voiceSettingsSchema, settings)).toEqual([true, true]);
    expect(check(voiceSettingsSchema, { ...settings, speed: 1.3 })).toEqual([false, false]);
    expect(check(voiceSettingsSchema, { ...settings, provider: 'polly' })).toEqual([false, false]);
  });
});
