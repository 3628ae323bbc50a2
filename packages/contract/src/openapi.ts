import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { apiErrorBodySchema, errorStatus } from './errors.ts';
import { isZodSchema, type ResponseSpec, type RouteDefinition, routeList, toOpenApiPath } from './routes.ts';

export const bearerSchemeName = 'bearerAuth';

function responseObject(spec: ResponseSpec, status: number): ZodOpenApiResponseObject {
  if (isZodSchema(spec)) {
    return { description: spec.description ?? 'Success', content: { 'application/json': { schema: spec } } };
  }
  switch (spec.kind) {
    case 'empty':
      return { description: 'No content' };
    case 'binary':
      return {
        description: `A ${spec.mediaType} body`,
        content: { [spec.mediaType]: { schema: { type: 'string', contentMediaType: spec.mediaType } } },
      };
    case 'json-or-event-stream':
      return {
        description:
          'JSON by default. With `Accept: text/event-stream`, server-sent events instead: the text/event-stream ' +
          'schema describes each event, sent as `event: <event>` and `data: <data as one JSON line>`.',
        content: {
          'application/json': { schema: spec.json },
          'text/event-stream': { schema: spec.events },
        },
      };
    case 'error':
      return {
        description: `Error ${status}: ${spec.codes.map((code) => `\`${code}\``).join(', ')}`,
        content: { 'application/json': { schema: apiErrorBodySchema } },
      };
  }
}

function operation(route: RouteDefinition & { name: string }): ZodOpenApiOperationObject {
  const { request } = route;
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    responses[status] = responseObject(spec, Number(status));
  }
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.path.split('/')[1] ?? 'api'],
    security: route.auth === 'public' ? [] : [{ [bearerSchemeName]: [] }],
    ...(route.auth === 'admin' ? { 'x-requires-admin': true } : {}),
    ...(request?.params || request?.query
      ? {
          requestParams: {
            ...(request.params ? { path: request.params } : {}),
            ...(request.query ? { query: request.query } : {}),
          },
        }
      : {}),
    ...(request?.body
      ? {
          requestBody: {
            required: true,
            content: { [request.bodyMediaType ?? 'application/json']: { schema: request.body } },
          },
        }
      : {}),
    responses,
  };
}

/** The product API as an OpenAPI 3.1 document, generated from the route table (served at `/openapi.json`). */
export function buildOpenApiDocument(
  options: { serverUrl?: string; version?: string } = {},
): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routeList) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ditto product API',
      version: options.version ?? '1.0.0',
      description: `Errors are { error: { code, message, fields? } }; codes and statuses: ${Object.entries(
        errorStatus,
      )
        .map(([code, status]) => `${code} (${status})`)
        .join(', ')}.`,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        [bearerSchemeName]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The Cognito access token of the session.',
        },
      },
    },
  });
}
