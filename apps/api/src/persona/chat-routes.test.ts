import { createPooledEncoder, type PooledEncoder, ProviderError } from '@ditto/persona-engine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createEmbeddingBackfill, type EmbeddingBackfill } from '../knowledge/embedding-backfill.ts';
import { openTestPglite } from '../test-support/databases.ts';
import { chatRoutes } from './chat-routes.ts';

// These tests only start the routes: nobody signs in, so the identity provider is never asked.
const getUserAttributes = async () => ({});

describe('chatRoutes reads the reply provider from the environment at start', () => {
  let db: Database;
  let encoder: PooledEncoder;
  let backfill: EmbeddingBackfill;

  beforeAll(async () => {
    db = await openTestPglite();
    encoder = createPooledEncoder(); // no thread starts until something is embedded
    backfill = createEmbeddingBackfill({ db, encoder });
  });
  afterAll(async () => {
    await backfill?.stop();
    await encoder?.close();
    await db?.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a half-set model configuration, naming the missing variable but no value', () => {
    vi.stubEnv('LLM_BASE_URL', 'http://127.0.0.1:9/v1');
    vi.stubEnv('LLM_MODEL', '');
    vi.stubEnv('LLM_API_KEY', 'sk-never-shown');
    const start = () => chatRoutes({ db, encoder, backfill, getUserAttributes });
    expect(start).toThrow(ProviderError);
    expect(start).toThrow('LLM_MODEL is required when LLM_BASE_URL is set');
  });

  it('starts with the embedded provider when no model is configured', () => {
    vi.stubEnv('LLM_BASE_URL', '');
    vi.stubEnv('LLM_MODEL', '');
    expect(
      chatRoutes({ db, encoder, backfill, getUserAttributes }).routes.map(
        (route) => `${route.method} ${route.path}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'POST /persona/train',
        'POST /lisa/messages',
        'POST /sharing/personas/:ownerId/messages',
      ]),
    );
  });
});
