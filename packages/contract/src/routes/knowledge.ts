import { errorCodes } from '../errors.ts';
import {
  knowledgeEntryInputSchema,
  knowledgeEntryParamsSchema,
  knowledgeEntrySchema,
  knowledgeImportRequestSchema,
  knowledgeImportResponseSchema,
  knowledgeListQuerySchema,
  knowledgeListResponseSchema,
} from '../knowledge.ts';
import { defineRoute, errorResponse, noContent, type RouteDefinition } from '../route-definition.ts';

/** My knowledge: notes, imports, search. */
export const knowledgeRoutes = {
  listKnowledge: defineRoute({
    method: 'get',
    path: '/knowledge',
    summary: 'My knowledge entries, newest first, searchable, paged',
    auth: 'user',
    request: { query: knowledgeListQuerySchema },
    responses: { 200: knowledgeListResponseSchema },
  }),
  createKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'post',
    path: '/knowledge',
    summary: 'Write a note',
    auth: 'user',
    request: { body: knowledgeEntryInputSchema },
    responses: { 201: knowledgeEntrySchema },
  }),
  updateKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'put',
    path: '/knowledge/:id',
    summary: "Replace an entry's title and content",
    auth: 'user',
    request: { params: knowledgeEntryParamsSchema, body: knowledgeEntryInputSchema },
    responses: { 200: knowledgeEntrySchema, 404: errorResponse(errorCodes.notFound) },
  }),
  deleteKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'delete',
    path: '/knowledge/:id',
    summary: 'Delete an entry',
    auth: 'user',
    request: { params: knowledgeEntryParamsSchema },
    responses: { 204: noContent, 404: errorResponse(errorCodes.notFound) },
  }),
  importKnowledge: defineRoute({
    rateLimit: 'imports',
    method: 'post',
    path: '/knowledge/import',
    summary: 'Import .txt/.md files, one entry per file; bad files are reported, not fatal',
    auth: 'user',
    request: { body: knowledgeImportRequestSchema, bodyMediaType: 'multipart/form-data' },
    responses: { 200: knowledgeImportResponseSchema },
  }),
} as const satisfies Record<string, RouteDefinition>;
