import { AuthError, errorNameOf, networkError, providerMessage, readString } from './errors.ts';
import { withRetry } from './retry.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  endpoint: string;
  /** `AWSCognitoIdentityProviderService` for user pools, `AWSCognitoIdentityService` for identity pools. */
  service: string;
  fetch: FetchLike;
  sleep: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface CallOptions {
  /** Let the request outlive the page (a sign-out's revoke when the tab closes right after). */
  keepalive?: boolean;
}

/** Calls one operation of an AWS JSON 1.1 API (POST, operation in `X-Amz-Target`), with retries. */
export type Transport = (
  operation: string,
  params: object,
  callOptions?: CallOptions,
) => Promise<Record<string, unknown>>;

export function createTransport(options: TransportOptions): Transport {
  return (operation, params, callOptions = {}) =>
    withRetry(() => callOnce(options, operation, params, callOptions), {
      sleep: options.sleep,
      random: options.random,
    });
}

async function callOnce(
  options: TransportOptions,
  operation: string,
  params: object,
  callOptions: CallOptions,
): Promise<Record<string, unknown>> {
  const response = await send(options, operation, params, callOptions);
  const body = await readBody(response);
  if (!response.ok) throw toProviderError(response, body);
  // A success that is not a JSON object did not come from the provider (e.g. a captive portal's page);
  // read as an answer it would pass for an empty success.
  if (!isRecord(body)) throw networkError(new Error(`Unreadable answer to ${operation}`));
  return body;
}

/** The answer's JSON; {} for an empty body; undefined when it is not JSON. A body cut off is a network error. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkError(error);
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(
  options: TransportOptions,
  operation: string,
  params: object,
  { keepalive }: CallOptions,
): Promise<Response> {
  try {
    return await options.fetch(options.endpoint, {
      method: 'POST',
      ...(keepalive ? { keepalive } : {}),
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `${options.service}.${operation}`,
        'Cache-Control': 'no-store',
      },
      body: JSON.stringify(params),
    });
  } catch (error) {
    throw networkError(error);
  }
}

function toProviderError(response: Response, body: unknown): AuthError {
  const name = errorNameOf(body, response.headers.get('x-amzn-errortype')) || `HttpError${response.status}`;
  const message = providerMessage(readString(body, 'message') || readString(body, 'Message'));
  return new AuthError(name, message, { statusCode: response.status });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
