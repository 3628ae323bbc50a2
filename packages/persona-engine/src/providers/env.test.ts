import { describe, expect, it } from 'vitest';
import { startLlmServer, streamDeltas } from '../testing/llm-server.ts';
import { providerFromEnv } from './env.ts';
import { collect, ProviderError } from './types.ts';

describe('providerFromEnv', () => {
  it('uses the embedded provider when no model is configured', async () => {
    const provider = providerFromEnv({});
    expect(provider.kind).toBe('embedded');
    expect(await collect(provider.stream({ draft: 'Offline answer.', messages: [] }))).toBe(
      'Offline answer.',
    );
  });

  it('uses the OpenAI-compatible endpoint from LLM_BASE_URL, LLM_MODEL and LLM_API_KEY', async () => {
    const server = await startLlmServer(streamDeltas(['From ', 'the model']));
    try {
      const provider = providerFromEnv({
        LLM_BASE_URL: server.baseUrl,
        LLM_MODEL: 'm',
        LLM_API_KEY: 'k',
      });
      expect(provider.kind).toBe('openai-compatible');
      expect(await collect(provider.stream({ draft: 'unused', messages: [] }))).toBe('From the model');
      expect(server.received[0]?.headers.authorization).toBe('Bearer k');
    } finally {
      await server.stop();
    }
  });

  it.each([
    [{ LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, 'LLM_MODEL is required when LLM_BASE_URL is set'],
    [{ LLM_MODEL: 'm' }, 'LLM_BASE_URL is required when LLM_MODEL is set'],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL is not a valid URL'],
    [
      {
        LLM_BASE_URL: 'http://127.0.0.1:1/v1',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: 'soon',
      },
      'LLM_TIMEOUT_MS must be a positive whole number of milliseconds',
    ],
  ])('refuses an incomplete configuration %o', (env, message) => {
    expect(() => providerFromEnv(env)).toThrow(new ProviderError('config', message));
  });
});
