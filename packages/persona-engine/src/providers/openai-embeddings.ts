import { z } from 'zod';
import { type SentenceEncoder, toUnit, type Vector } from '../retrieval/encoder.ts';

/**
 * Sentence embeddings from any server speaking OpenAI's `POST /v1/embeddings` (OpenAI, Ollama, vLLM, llama.cpp's
 * server, Text Embeddings Inference): a stronger encoder than USE Lite where a deployment has one.
 */
export interface OpenAIEmbeddingsOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:11434/v1`; `/embeddings` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /**
   * The vectors' size, sent as `dimensions` (models that can shorten their vectors honour it). Omitted: the server's
   * own size, learned from one probe when connecting. Every answer is checked against it.
   */
  dimensions?: number;
  /** Longest wait for one answer. Default 30000 ms. */
  timeoutMs?: number;
  /** Texts per request. Default 64 (OpenAI takes up to 2048). */
  batchSize?: number;
  fetch?: typeof fetch;
}

export class EmbeddingsError extends Error {
  override readonly name = 'EmbeddingsError';
}

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

/**
 * An encoder over the server's embeddings; its model id names the model and the size, so that changing either
 * re-embeds every entry in the background. Without `dimensions`, the server is asked once for the size: it must
 * answer for the API to start (a clear error otherwise).
 */
export async function connectOpenAIEmbeddings(options: OpenAIEmbeddingsOptions): Promise<SentenceEncoder> {
  const request = embeddingsRequest(options);
  const dimensions = options.dimensions ?? (await request(['dimensions probe'], undefined))[0]?.length ?? 0;
  if (dimensions === 0) throw new EmbeddingsError('The embeddings server sent an empty vector');
  const batchSize = options.batchSize ?? 64;
  return {
    model: { id: `openai:${options.model}:${dimensions}`, dimensions },
    async embed(texts) {
      const vectors: Vector[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await request(texts.slice(start, start + batchSize), dimensions)));
      }
      return vectors;
    },
  };
}

/** One `POST /embeddings` for `texts`, tried again once when the server failed or did not answer in time. */
function embeddingsRequest(options: OpenAIEmbeddingsOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchImpl = options.fetch ?? fetch;
  const once = async (texts: readonly string[], dimensions: number | undefined): Promise<Vector[]> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          // The API refuses an empty string.
          input: texts.map((text) => text || ' '),
          encoding_format: 'float',
          ...(options.dimensions ? { dimensions: options.dimensions } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new RetryableError(
        timedOut
          ? `The embeddings server at ${url} did not answer within ${timeoutMs} ms`
          : `Could not reach the embeddings server at ${url}: ${causeOf(error)}`,
      );
    }
    if (!response.ok) {
      const message = `The embeddings server at ${url} answered ${response.status}`;
      await response.body?.cancel();
      throw response.status >= 500 || response.status === 429
        ? new RetryableError(message)
        : new EmbeddingsError(message);
    }
    return parseVectors(await response.json().catch(() => undefined), texts.length, dimensions);
  };
  return async (texts: readonly string[], dimensions: number | undefined): Promise<Vector[]> => {
    try {
      return await once(texts, dimensions);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      return once(texts, dimensions).catch((again: unknown) => {
        throw again instanceof RetryableError ? new EmbeddingsError(again.message) : again;
      });
    }
  };
}

/** A failure worth one more try: the server was down, overloaded or slow. */
class RetryableError extends EmbeddingsError {}

/** The answer's vectors in the order of the texts, as unit vectors; anything else is an `EmbeddingsError`. */
function parseVectors(body: unknown, count: number, dimensions: number | undefined): Vector[] {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success || parsed.data.data.length !== count) {
    throw new EmbeddingsError(`The embeddings server's answer is not a list of ${count} embeddings`);
  }
  const vectors: Array<Vector | undefined> = Array.from({ length: count }, () => undefined);
  for (const { index, embedding } of parsed.data.data) {
    if (dimensions !== undefined && embedding.length !== dimensions) {
      throw new EmbeddingsError(
        `The embeddings server sent vectors of ${embedding.length} dimensions, not ${dimensions}`,
      );
    }
    if (index >= count)
      throw new EmbeddingsError(`The embeddings server sent an embedding for input ${index}`);
    vectors[index] = toUnit(embedding);
  }
  const complete = vectors.filter((vector) => vector !== undefined);
  if (complete.length !== count)
    throw new EmbeddingsError('The embeddings server left inputs without an embedding');
  return complete;
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
