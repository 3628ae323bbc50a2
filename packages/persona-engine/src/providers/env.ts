import { createEmbeddedProvider } from './embedded.ts';
import { createOpenAICompatibleProvider } from './openai-compatible.ts';
import { ProviderError, type ReplyProvider } from './types.ts';

/**
 * The provider the environment asks for: OpenAI-compatible when `LLM_BASE_URL` and `LLM_MODEL` are set
 * (`LLM_API_KEY` and `LLM_TIMEOUT_MS` optional), otherwise the embedded default.
 */
export function providerFromEnv(
  env: Record<string, string | undefined>,
  options: { fetch?: typeof fetch } = {},
): ReplyProvider {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl && !model) return createEmbeddedProvider();
  if (!baseUrl || !model) {
    const missing = baseUrl ? 'LLM_MODEL' : 'LLM_BASE_URL';
    throw new ProviderError(
      'config',
      `${missing} is required when ${baseUrl ? 'LLM_BASE_URL' : 'LLM_MODEL'} is set`,
    );
  }
  if (!URL.canParse(baseUrl)) throw new ProviderError('config', 'LLM_BASE_URL is not a valid URL');
  const timeout = env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : undefined;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    throw new ProviderError('config', 'LLM_TIMEOUT_MS must be a positive whole number of milliseconds');
  }
  return createOpenAICompatibleProvider({
    baseUrl,
    model,
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
    ...(timeout ? { timeoutMs: timeout } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
