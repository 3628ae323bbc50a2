/**
 * Test support: an injected `fetch` that answers AWS JSON calls from a per-operation table and records
 * every call. It stands in for the network transport only, for unit tests with fake clocks and failures.
 */
export interface ProviderAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Reject the fetch itself, as a network failure does. */
  networkFailure?: boolean;
}

export type AnswerFor = (operation: string, params: Record<string, unknown>, call: number) => ProviderAnswer;

export interface RecordedCall {
  operation: string;
  params: Record<string, unknown>;
}

export function answeringFetch(answer: AnswerFor) {
  const calls: RecordedCall[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const target = new Headers(init?.headers).get('X-Amz-Target') ?? '';
    const operation = target.split('.').pop() ?? '';
    const params = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ operation, params });
    const reply = answer(operation, params, calls.filter((call) => call.operation === operation).length);
    if (reply.networkFailure) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/x-amz-json-1.1', ...reply.headers },
    });
  };
  return { fetch, calls, operations: () => calls.map((call) => call.operation) };
}

export function providerError(name: string, message?: string, status = 400): ProviderAnswer {
  return { status, body: message === undefined ? { __type: name } : { __type: name, message } };
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Access, id and refresh tokens issued at `issuedAtSec`, valid for `lifetimeSec`. */
export function makeTokens(issuedAtSec: number, lifetimeSec = 3600, username = 'user-1') {
  const claims = { sub: `sub-${username}`, username, iat: issuedAtSec, exp: issuedAtSec + lifetimeSec };
  return {
    AccessToken: makeJwt({ ...claims, token_use: 'access' }),
    IdToken: makeJwt({ ...claims, token_use: 'id', email: `${username}@example.com` }),
    RefreshToken: `refresh-${username}-${issuedAtSec}`,
    ExpiresIn: lifetimeSec,
    TokenType: 'Bearer',
  };
}

export const POOL = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_TestPool1',
  userPoolClientId: 'testclient123',
  endpoint: 'http://127.0.0.1:1/',
} as const;
