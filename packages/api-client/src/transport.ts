import {
  buildPath,
  isZodSchema,
  type RouteDefinition,
  type RouteName,
  type Routes,
  routes,
  type StreamableResponse,
  validationErrorBody,
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
import { ApiError, apiErrorMessages, clientErrorCodes } from './api-error.ts';
import { DEFAULT_TIMEOUT_MS } from './defaults.ts';
import { fromHttpError } from './http-errors.ts';
import { createTokenRefresher, type GetAccessToken } from './token-refresh.ts';
import { addIdempotencyKey, realSleep, retryingWrites, type Sleep } from './write-retry.ts';

export interface ApiClientOptions {
  /** Where the product API lives, e.g. `https://api.example.com/v1` or `/api`. */
  baseUrl: string;
  /** The session's access token; `forceRefresh` asks for a new one after a 401. */
  getAccessToken: GetAccessToken;
  /** Per-attempt timeout until the response headers arrive; 30 s by default. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Called with every ApiError just before it is thrown (e.g. to show a notification). */
  onError?: (error: ApiError) => void;
  /** Waits before a write's one retry (`WRITE_RETRY_DELAY_MS`); tests pass a fake clock. */
  sleep?: Sleep;
}

/** One call of a route: everything is checked against the route's request schemas before it is sent. */
export interface CallInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  /** Sent as JSON, unless `formData` is given (then `body` is only what gets validated). */
  body?: unknown;
  formData?: FormData;
  accept?: string;
  signal?: AbortSignal;
}

/** A call that got a 2xx response, not yet read. */
export interface SentCall {
  response: Response;
  /** `POST /knowledge/:id`, naming the call in error messages (path parameters stay out of them). */
  call: string;
}

type SuccessSpec<N extends RouteName> = Routes[N]['responses'][Extract<
  keyof Routes[N]['responses'],
  200 | 201
>];
type JsonSpec<N extends RouteName> =
  SuccessSpec<N> extends StreamableResponse<infer J, infer _E> ? J : SuccessSpec<N>;
/** What a route answers as JSON, by the contract (the JSON side of a streamable reply). */
export type JsonResult<N extends RouteName> = StandardSchemaV1InferOutput<
  Extract<JsonSpec<N>, StandardSchemaV1>
>;

/** The schema of a route's 2xx JSON body. */
function jsonSchemaOf(route: RouteDefinition): StandardSchemaV1 {
  for (const [status, spec] of Object.entries(route.responses)) {
    if (Number(status) < 200 || Number(status) > 299) continue;
    if (isZodSchema(spec)) return spec;
    if (spec.kind === 'json-or-event-stream') return spec.json;
  }
  throw new Error(`${route.method.toUpperCase()} ${route.path} has no JSON success response`);
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * The validated HTTP layer under the endpoint methods: bearer, timeout, refresh-once, ApiError, and for writes an
 * `Idempotency-Key` and one retry after a network error or 502/503/504.
 */
export function createTransport(options: ApiClientOptions) {
  const http = createHttp(options);

  /** Reports an ApiError (onError) and returns it to throw; a caller's own abort passes through untouched. */
  function failure(error: unknown, signal?: AbortSignal): unknown {
    if (signal?.aborted) return error;
    const apiError = error instanceof ApiError ? error : toApiError(error);
    options.onError?.(apiError);
    return apiError;
  }

  function start(name: RouteName, input: CallInput) {
    const route: RouteDefinition = routes[name];
    const call = `${route.method.toUpperCase()} ${route.path}`;
    const invalid = requestProblem(route, input, call);
    if (invalid) throw failure(invalid);
    const promise = http(buildPath(route.path, input.params), {
      method: route.method,
      ...(input.query ? { searchParams: definedEntries(input.query) } : {}),
      ...(input.formData ? { body: input.formData } : input.body === undefined ? {} : { json: input.body }),
      ...(input.accept ? { headers: { accept: input.accept } } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    return { promise, call };
  }

  return {
    failure,

    /** A JSON response, validated by the route's success schema in the contract. */
    async json<N extends RouteName>(name: N, input: CallInput = {}): Promise<JsonResult<N>> {
      const { promise, call } = start(name, input);
      try {
        return (await promise.json(jsonSchemaOf(routes[name]))) as JsonResult<N>;
      } catch (error) {
        throw failure(await withResponseStatus(error, call, promise), input.signal);
      }
    },

    /** A body-less success (204). */
    async empty(name: RouteName, input: CallInput = {}): Promise<void> {
      const { promise } = start(name, input);
      try {
        await promise;
      } catch (error) {
        throw failure(error, input.signal);
      }
    },

    /** A binary body whose media type starts with `mediaTypePrefix` (e.g. `audio/`). */
    async binary(name: RouteName, mediaTypePrefix: string, input: CallInput = {}): Promise<Blob> {
      const { promise, call } = start(name, input);
      try {
        const blob = await promise.blob();
        const { status, headers } = await promise;
        const mediaType = headers.get('content-type') ?? '';
        if (!mediaType.startsWith(mediaTypePrefix)) {
          throw invalidResponse(
            `${call}: expected ${mediaTypePrefix}*, got ${mediaType || 'no type'}`,
            status,
          );
        }
        return blob;
      } catch (error) {
        throw failure(error, input.signal);
      }
    },

    /** The raw response of a call that succeeded (2xx), for bodies read as they arrive. */
    async send(name: RouteName, input: CallInput = {}): Promise<SentCall> {
      const { promise, call } = start(name, input);
      try {
        return { response: await promise, call };
      } catch (error) {
        throw failure(error, input.signal);
      }
    },
  };
}

function createHttp({
  baseUrl,
  getAccessToken,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch,
  sleep = realSleep,
}: ApiClientOptions) {
  const tokenAfterUnauthorized = createTokenRefresher(getAccessToken);

  const authorize: BeforeRequestHook = async ({ request }) => {
    const token = await getAccessToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    addIdempotencyKey(request);
  };

  // 401 → one forced refresh and one retry; the retry's own 401 becomes an HTTPError.
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
    // Only the forced 401 retry above and a write's one retry in `retryingWrites` repeat a request: ky's own
    // retries stay off.
    retry: { limit: 1, shouldRetry: () => false },
    hooks: { beforeRequest: [authorize], afterResponse: [refreshOnUnauthorized] },
    fetch: retryingWrites(() => fetch ?? globalThis.fetch, sleep),
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

/** The ApiError for what the contract refuses in a request's params, query or body; null when it is valid. */
function requestProblem(route: RouteDefinition, input: CallInput, call: string): ApiError | null {
  const parts = [
    [route.request?.params, input.params ?? {}],
    [route.request?.query, input.query ?? {}],
    [route.request?.body, input.body],
  ] as const;
  for (const [schema, value] of parts) {
    const result = schema?.safeParse(value);
    if (result && !result.success) {
      const body = validationErrorBody(result.error);
      return new ApiError(`Invalid request to ${call}: ${describeIssues(result.error.issues)}`, {
        status: 0,
        code: clientErrorCodes.invalidRequest,
        response: body,
        body,
        originalError: result.error,
      });
    }
  }
  return null;
}

function definedEntries(
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

export function invalidResponse(detail: string, status: number, originalError?: unknown): ApiError {
  return new ApiError(`Invalid response from ${detail}`, {
    status,
    code: clientErrorCodes.invalidResponse,
    ...(originalError === undefined ? {} : { originalError }),
  });
}

/** Schema and JSON failures of a 2xx body name the call and keep the response's status. */
async function withResponseStatus(
  error: unknown,
  call: string,
  response: Promise<Response>,
): Promise<unknown> {
  if (error instanceof SchemaValidationError) {
    return invalidResponse(`${call}: ${describeIssues(error.issues)}`, (await response).status, error);
  }
  if (error instanceof SyntaxError) {
    return invalidResponse(`${call}: the body is not JSON`, (await response).status, error);
  }
  return error;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return fromHttpError(error);
  // ky's NetworkError and TimeoutError, or anything else that left us without a response.
  return new ApiError(apiErrorMessages.network, { status: 0, originalError: error });
}

export function describeIssues(issues: readonly StandardSchemaV1Issue[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map((segment) =>
        String(typeof segment === 'object' ? segment.key : segment),
      );
      return path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
