/** One turn of the conversation sent to a model. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ReplyRequest {
  /** Instructions and knowledge for a language model. */
  messages: PromptMessage[];
  /**
   * The reply composed without a model, from the same knowledge. The embedded provider streams it as it is;
   * model providers ignore it.
   */
  draft: string;
}

/** Where replies come from: the embedded default (no network) or a language model. */
export interface ReplyProvider {
  readonly kind: 'embedded' | 'openai-compatible';
  /** The reply as text deltas, in order. Errors are thrown as `ProviderError`. */
  stream(request: ReplyRequest, options?: { signal?: AbortSignal }): AsyncIterable<string>;
}

export type ProviderErrorCode = 'timeout' | 'http' | 'bad_response' | 'network' | 'config' | 'aborted';

/** A reply provider failed; `message` says why in plain words and never contains the API key. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly code: ProviderErrorCode;
  /** HTTP status when the endpoint answered with an error. */
  readonly status: number | undefined;

  constructor(code: ProviderErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
  }
}

/** Reads a whole stream into one string. */
export async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}
