import { ProviderError } from '@ditto/persona-engine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPglite } from '../db/database.ts';
import { chatRoutes } from './chat-routes.ts';

describe('chatRoutes reads the reply provider from the environment at start', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db?.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a half-set model configuration, naming the missing variable but no value', () => {
    vi.stubEnv('LLM_BASE_URL', 'http://127.0.0.1:9/v1');
    vi.stubEnv('LLM_MODEL', '');
    vi.stubEnv('LLM_API_KEY', 'sk-never-shown');
    const start = () => chatRoutes({ db });
    expect(start).toThrow(ProviderError);
    expect(start).toThrow('LLM_MODEL is required when LLM_BASE_URL is set');
  });

  it('starts with the embedded provider when no model is configured', () => {
    vi.stubEnv('LLM_BASE_URL', '');
    vi.stubEnv('LLM_MODEL', '');
    expect(chatRoutes({ db }).routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /persona/train',
        'POST /lisa/messages',
        'POST /sharing/personas/:ownerId/messages',
      ]),
    );
  });
});
