import {
  type Message,
  messagesResponseSchema,
  type PersonaProfile,
  type Profile,
  personaProfileResponseSchema,
  profileSchema,
  type SharedPersona,
  sharedPersonasResponseSchema,
} from '@ditto/contract';
import ky, {
  type AfterResponseHook,
  type BeforeRequestHook,
  isHTTPError,
  type KyInstance,
  SchemaValidationError,
  type StandardSchemaV1,
  type StandardSchemaV1InferOutput,
  type StandardSchemaV1Issue,
} from 'ky';
import { ApiError, apiErrorMessages } from './api-error.ts';
import { fromHttpError } from './http-errors.ts';
import { createTokenRefresher, type GetAccessToken } from './token-refresh.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ApiClientOptions {
  /** Where the product API lives, e.g. `https://api.example.com/v1` or `/api`. */
  baseUrl: string;
  /** The session's access token; `forceRefresh` asks for a new one after a 401. */
  getAccessToken: GetAccessToken;
  /** Per-attempt timeout; 30 s by default (spec §9). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Called with every ApiError just before it is thrown (e.g. to show a notification). */
  onError?: (error: ApiError) => void;
}

export interface ApiClient {
  /** `GET /profile` */
  getProfile(): Promise<Profile>;
  /** `GET /sharing/personas-shared-with-me` */
  getSharedPersonas(): Promise<SharedPersona[]>;
  /** `GET /persona/profile`: null while the persona is untrained. */
  getPersonaProfile(): Promise<PersonaProfile | null>;
  /** `GET /lisa/messages`, in the server's order. */
  getLisaMessages(): Promise<Message[]>;
  /** `GET /persona/messages`, in the server's order. */
  getPersonaMessages(): Promise<Message[]>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One validated call to the API; every endpoint method is a thin typed line over it. */
export type RequestFunction = <S extends StandardSchemaV1>(
  method: HttpMethod,
  path: string,
  schema: S,
  body?: unknown,
) => Promise<StandardSchemaV1InferOutput<S>>;

/** The transport under the endpoint methods (internal: not exported by the package). */
export function createRequest(options: ApiClientOptions): RequestFunction {
  const http = createHttp(options);
  return async (method, path, schema, body) => {
    const response = http(path, { method, ...(body === undefined ? {} : { json: body }) });
    try {
      return await response.json(schema);
    } catch (error) {
      const apiError = await toApiError(error, `${method.toUpperCase()} ${path}`, response);
      options.onError?.(apiError);
      throw apiError;
    }
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  return {
    getProfile: () => request('get', '/profile', profileSchema),
    getSharedPersonas: async () =>
      (await request('get', '/sharing/personas-shared-with-me', sharedPersonasResponseSchema)).sharedPersonas,
    getPersonaProfile: async () =>
      (await request('get', '/persona/profile', personaProfileResponseSchema)).profile,
    getLisaMessages: async () => (await request('get', '/lisa/messages', messagesResponseSchema)).messages,
    getPersonaMessages: async () =>
      (await request('get', '/persona/messages', messagesResponseSchema)).messages,
  };
}

function createHttp({ baseUrl, getAccessToken, timeoutMs = DEFAULT_TIMEOUT_MS, fetch }: ApiClientOptions) {
  const tokenAfterUnauthorized = createTokenRefresher(getAccessToken);

  const authorize: BeforeRequestHook = async ({ request }) => {
    const token = await getAccessToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
  };

  // 401 → one forced refresh and one retry (spec §7); the retry's own 401 becomes an HTTPError.
  const refreshOnUnauthorized: AfterResponseHook = async ({ request, response, retryCount }) => {
    if (response.status !== 401 || retryCount > 0) return;
    const token = await refreshedToken(tokenAfterUnauthorized, bearerTokenOf(request));
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
  };

  const http: KyInstance = ky.create({
    prefix: baseUrl,
    timeout: timeoutMs,
    // Only the forced 401 retry above may repeat a request: ky's own retries stay off.
    retry: { limit: 1, shouldRetry: () => false },
    hooks: { beforeRequest: [authorize], afterResponse: [refreshOnUnauthorized] },
    ...(fetch ? { fetch } : {}),
  });
  return http;
}

async function refreshedToken(
  tokenAfterUnauthorized: (rejected: string | null) => Promise<string | null>,
  rejectedToken: string | null,
): Promise<string> {
  let token: string | null;
  try {
    token = await tokenAfterUnauthorized(rejectedToken);
  } catch (error) {
    throw new ApiError(apiErrorMessages.refreshFailed, { status: 401, originalError: error });
  }
  if (!token) throw new ApiError(apiErrorMessages.refreshFailed, { status: 401 });
  return token;
}

function bearerTokenOf(request: Request): string | null {
  return request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
}

async function toApiError(error: unknown, call: string, response: Promise<Response>): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return fromHttpError(error);
  if (error instanceof SchemaValidationError) {
    return new ApiError(`Invalid response from ${call}: ${describeIssues(error.issues)}`, {
      status: (await response).status,
      code: 'invalid_response',
      originalError: error,
    });
  }
  if (error instanceof SyntaxError) {
    return new ApiError(`Invalid response from ${call}: the body is not JSON`, {
      status: (await response).status,
      code: 'invalid_response',
      originalError: error,
    });
  }
  // ky's NetworkError and TimeoutError, or anything else that left us without a response.
  return new ApiError(apiErrorMessages.network, { status: 0, originalError: error });
}

function describeIssues(issues: readonly StandardSchemaV1Issue[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map((segment) =>
        String(typeof segment === 'object' ? segment.key : segment),
      );
      return path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
