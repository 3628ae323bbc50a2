import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { requestUrl } from './request-url.ts';
import { type Credentials, isSignedWith } from './sigv4.ts';

/** Operations real Cognito serves without IAM credentials: public or authorized by the user's own token. */
const publicTargets = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'SignUp',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);
/** What anyone may try without an account: counted per client address, as Cognito throttles them. */
const attemptTargets = new Set([
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'ForgotPassword',
  'InitiateAuth',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'SignUp',
]);
const maxBodyBytes = 1024 * 1024;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontOptions {
  /** cognito-local's express application (CORS, JSON API, JWKS). */
  application: RequestListener;
  credentials: Credentials;
  region: string;
  issuer: () => string;
  /** The stack's own signing key (cognito-local's JWKS route would serve its published one). */
  jwks: JSONWebKeySet;
  /** Whether a refresh token may still be used: not revoked, and its user not disabled. */
  refreshAllowed(refreshToken: string, clientId: string): Promise<boolean>;
  /** Sign-in, sign-up and reset attempts allowed per client address and minute. */
  attemptsPerMinute: number;
}

/**
 * What runs before cognito-local's application: IAM-style signature checks on the operations that need them
 * (they need the raw request, which cognito-local's router never sees), a correct OpenID configuration, and the
 * JWKS of the key the tokens are really signed with.
 */
export function createFront(options: FrontOptions): RequestListener {
  const { application } = options;
  const attempts = new RateLimiterMemory({ points: options.attemptsPerMinute, duration: 60 });
  const allowAttempt = (req: IncomingMessage) =>
    attempts.consume(req.socket.remoteAddress ?? 'unknown').then(
      () => true,
      () => false,
    );
  return (req, res) => {
    const path = requestUrl(req.url).pathname;
    const issuer = options.issuer();
    const wellKnown = `${new URL(issuer).pathname}/.well-known`;
    if (req.method === 'GET' && path === `${wellKnown}/openid-configuration`) {
      sendJson(res, 200, openIdConfiguration(issuer));
    } else if (req.method === 'GET' && path.endsWith('/.well-known/jwks.json')) {
      sendJson(res, 200, options.jwks);
    } else if (req.method === 'POST' && (path === '/' || path === '/oauth2/token')) {
      const handle = path === '/' ? handleApiCall : handleTokenCall;
      handle(req, res, { ...options, allowAttempt }).catch((error: unknown) => {
        console.error('local identity provider: request failed', error);
        if (!res.headersSent)
          sendJson(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
      });
    } else {
      application(req, res);
    }
  };
}

type CallOptions = FrontOptions & { allowAttempt(req: IncomingMessage): Promise<boolean> };

async function handleApiCall(req: IncomingMessage, res: ServerResponse, options: CallOptions): Promise<void> {
  const body = await readBodyOr413(req, res, {
    __type: 'SerializationException',
    message: 'Request body too large',
  });
  if (body === undefined) return;
  const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
  if (attemptTargets.has(target) && !(await options.allowAttempt(req))) {
    sendJson(res, 400, { __type: 'TooManyRequestsException', message: 'Rate exceeded' });
    return;
  }
  if (target && !publicTargets.has(target)) {
    const request = { method: 'POST', url: req.url ?? '/', headers: req.headers, body };
    const scope = { region: options.region, service: 'cognito-idp' };
    if (!(await isSignedWith(request, options.credentials, scope))) {
      sendJson(res, 400, {
        __type: 'UnrecognizedClientException',
        message: 'The security token included in the request is invalid.',
      });
      return;
    }
  }
  let parsed: unknown;
  try {
    parsed = body === '' ? {} : JSON.parse(body);
  } catch {
    sendJson(res, 400, { __type: 'SerializationException', message: 'Request body is not valid JSON' });
    return;
  }
  handOn(req, res, parsed, options);
}

/**
 * The OAuth token endpoint. cognito-local refreshes any refresh token it knows, even a disabled user's; Cognito
 * refuses it, and so does this.
 */
async function handleTokenCall(
  req: IncomingMessage,
  res: ServerResponse,
  options: FrontOptions,
): Promise<void> {
  const body = await readBodyOr413(req, res, {
    error: 'invalid_request',
    error_description: 'Request body too large',
  });
  if (body === undefined) return;
  const form = Object.fromEntries(new URLSearchParams(body));
  if (
    form.grant_type === 'refresh_token' &&
    form.refresh_token &&
    !(await options.refreshAllowed(form.refresh_token, form.client_id ?? ''))
  ) {
    sendJson(res, 400, { error: 'invalid_grant', error_description: 'Refresh Token has been revoked' });
    return;
  }
  handOn(req, res, form, options);
}

/** The body as text; over the size limit, answers 413 with `tooLarge` and gives undefined. */
async function readBodyOr413(req: IncomingMessage, res: ServerResponse, tooLarge: object) {
  const body = await readBody(req);
  if (body === undefined) sendJson(res, 413, tooLarge);
  return body;
}

/** Hands a request whose body this front read and parsed on to cognito-local; body-parser skips it (`_body`). */
function handOn(req: IncomingMessage, res: ServerResponse, body: unknown, options: FrontOptions): void {
  Object.assign(req, { body, _body: true });
  options.application(req, res);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function openIdConfiguration(issuer: string) {
  return {
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    response_types_supported: ['code', 'token'],
    subject_types_supported: ['public'],
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': status >= 400 ? 'application/x-amz-json-1.1' : 'application/json',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
}
