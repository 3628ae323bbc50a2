import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { ProviderError, type ReplyProvider, type ReplyRequest } from './types.ts';

export interface OpenAICompatibleOptions {
  /** Base URL of the API, e.g. `https://api.example.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Longest wait for the response to start and between two chunks. Default 30000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  temperature?: number;
  /** Longest reply, in tokens: a bound on what one message can cost. Default 600. */
  maxTokens?: number;
}

const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish() }).partial().nullish(),
    }),
  ),
});

const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]),
});

const done = '[DONE]';

/** Streams chat completions from any endpoint speaking OpenAI's protocol (OpenAI, vLLM, Ollama, LM Studio...). */
export function createOpenAICompatibleProvider(options: OpenAICompatibleOptions): ReplyProvider {
  const { baseUrl, model, apiKey, timeoutMs = 30_000, temperature = 0.4, maxTokens = 600 } = options;
  const fetchImpl = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    kind: 'openai-compatible',
    async *stream(request: ReplyRequest, { signal } = {}) {
      const controller = new AbortController();
      const onAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const armTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      };
      const failure = (error: unknown): ProviderError => {
        if (error instanceof ProviderError) return error;
        if (timedOut)
          return new ProviderError('timeout', `The language model did not answer within ${timeoutMs} ms`);
        if (signal?.aborted)
          return new ProviderError('aborted', 'The reply was cancelled', {
            cause: error,
          });
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        return new ProviderError('network', `Could not reach the language model at ${url}: ${reason}`, {
          cause: error,
        });
      };

      try {
        armTimer();
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({
            model,
            messages: request.messages,
            stream: true,
            temperature,
            max_tokens: maxTokens,
          }),
          signal: controller.signal,
        });
        if (!response.ok) throw await httpError(response);
        if (!response.body)
          throw new ProviderError('bad_response', 'The language model sent an empty response');

        const events = response.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream());
        armTimer();
        for await (const event of events) {
          armTimer();
          if (event.data.trim() === done) return;
          const delta = parseChunk(event.data);
          if (delta) yield delta;
        }
        throw new ProviderError('bad_response', 'The language model stream ended before [DONE]');
      } catch (error) {
        throw failure(error);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        controller.abort();
      }
    },
  };
}

function parseChunk(data: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (cause) {
    throw new ProviderError(
      'bad_response',
      `The language model sent a malformed chunk: ${data.slice(0, 80)}`,
      {
        cause,
      },
    );
  }
  const parsed = chunkSchema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError('bad_response', 'The language model sent a chunk without choices', {
      cause: parsed.error,
    });
  }
  return parsed.data.choices[0]?.delta?.content ?? undefined;
}

async function httpError(response: Response): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  let detail = '';
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success)
      detail = typeof body.data.error === 'string' ? body.data.error : body.data.error.message;
  } catch {
    detail = '';
  }
  const hint = response.status === 401 || response.status === 403 ? ' (check LLM_API_KEY)' : '';
  return new ProviderError(
    'http',
    `The language model answered HTTP ${response.status}${hint}${detail ? `: ${detail}` : ''}`,
    { status: response.status },
  );
}
