import {
  attributesAppend,
  attributeValue,
  CognitoError,
  type Context,
  type DeliveryDetails,
  InvalidParameterError,
  NotAuthorizedError,
  type Route,
  type Router,
  type Services,
  UnsupportedError,
  type User,
  UserNotFoundError,
  type UserPoolService,
} from './emulator.ts';
import { passwordPolicyViolation } from './password-policy.ts';
import type { TokenRegistry } from './token-registry.ts';
import type { AccessTokenClaims, RefreshContext, TokenVerifier } from './tokens.ts';

/** A JSON request body as cognito-local receives it. */
type Body = Record<string, unknown>;
type Handler = (ctx: Context, body: Body) => Promise<unknown>;

export interface RouterDependencies {
  services: Services;
  upstream: Router;
  registry: TokenRegistry;
  verifier: TokenVerifier;
}

/** User operations authorized by an access token; the value says whether the token is mandatory. */
const accessTokenTargets: Record<string, boolean> = {
  ChangePassword: true,
  DeleteUser: true,
  DeleteUserAttributes: true,
  GetUser: true,
  GetUserAttributeVerificationCode: true,
  GlobalSignOut: true,
  SetUserMFAPreference: true,
  UpdateUserAttributes: true,
  VerifyUserAttribute: true,
  AssociateSoftwareToken: false,
  VerifySoftwareToken: false,
};

/**
 * Our router in front of cognito-local's: it answers the targets the emulator lacks and adds the checks real
 * Cognito makes (token verification, WriteAttributes, auth flows, disabled users, password policy, revocation,
 * the answers for unknown users), then hands the request to the emulator.
 */
export function createRouter(deps: RouterDependencies): Router {
  const { services, upstream, registry, verifier } = deps;
  const pass = (target: string): Handler => upstream(target);
  const poolOfClient = (ctx: Context, clientId: unknown) =>
    services.cognito.getUserPoolForClientId(ctx, text(clientId));

  const enforceWriteAttributes = async (ctx: Context, clientId: unknown, names: readonly string[]) => {
    const client = await services.cognito.getAppClient(ctx, text(clientId));
    const writable = client?.WriteAttributes;
    if (writable && names.some((name) => !writable.includes(name))) {
      throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
    }
  };
  const enforcePasswordPolicy = (pool: UserPoolService, password: unknown) => {
    const violation = passwordPolicyViolation(text(password), pool.options.Policies?.PasswordPolicy);
    if (violation) throw new CognitoError('InvalidPasswordException', violation);
  };
  const refuseDisabled = (user: User | null) => {
    if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  };
  /** Whether the app client answers as if every user existed (`PreventUserExistenceErrors: ENABLED`). */
  const hidesUsers = async (ctx: Context, clientId: unknown) =>
    (await services.cognito.getAppClient(ctx, text(clientId)))?.PreventUserExistenceErrors === 'ENABLED';
  /**
   * The user a reset, resend or confirmation names. A client that hides users answers for an unknown or disabled
   * one as if all were well (`undefined` here); any other says `UserNotFoundException`.
   */
  const knownUser = async (ctx: Context, body: Body): Promise<User | undefined> => {
    const user = await (await poolOfClient(ctx, body.ClientId)).getUserByUsername(ctx, text(body.Username));
    if (await hidesUsers(ctx, body.ClientId)) return user && user.Enabled !== false ? user : undefined;
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    return user;
  };
  /** Cognito refuses a flow the app client does not allow (`ExplicitAuthFlows`). */
  const requireAuthFlow = async (ctx: Context, body: Body) => {
    const flow = text(body.AuthFlow);
    const allowed = (await services.cognito.getAppClient(ctx, text(body.ClientId)))?.ExplicitAuthFlows;
    const needed = flow === 'REFRESH_TOKEN' ? 'ALLOW_REFRESH_TOKEN_AUTH' : `ALLOW_${flow}`;
    if (flow && allowed && !allowed.includes(needed)) {
      throw new InvalidParameterError(`${flow} flow not enabled for this client`);
    }
  };

  const handlers: Record<string, (claims: AccessTokenClaims | undefined) => Handler> = {
    SignUp: () => async (ctx, body) => {
      await enforceWriteAttributes(ctx, body.ClientId, attributeNames(body.UserAttributes));
      enforcePasswordPolicy(await poolOfClient(ctx, body.ClientId), body.Password);
      return maskDelivery(await pass('SignUp')(ctx, body));
    },
    ConfirmSignUp: () => async (ctx, body) => {
      requireCode(body.ConfirmationCode);
      if (!(await knownUser(ctx, body))) throw codeMismatch();
      const result = await pass('ConfirmSignUp')(ctx, body).catch(cognitoWording);
      // The pool auto-verifies email: confirming the emailed code proves the address.
      const pool = await poolOfClient(ctx, body.ClientId);
      const user = await pool.getUserByUsername(ctx, text(body.Username));
      if (user) {
        await pool.saveUser(ctx, {
          ...user,
          Attributes: attributesAppend(user.Attributes, { Name: 'email_verified', Value: 'true' }),
        });
      }
      return result;
    },
    ResendConfirmationCode: () => async (ctx, body) => {
      const user = await knownUser(ctx, body);
      return user ? resendConfirmationCode(services, ctx, body, user) : simulatedDelivery(body.Username);
    },
    ForgotPassword: () => async (ctx, body) => {
      const user = await knownUser(ctx, body);
      return user ? maskDelivery(await pass('ForgotPassword')(ctx, body)) : simulatedDelivery(body.Username);
    },
    InitiateAuth: () => async (ctx, body) => {
      await requireAuthFlow(ctx, body);
      const pool = await poolOfClient(ctx, body.ClientId);
      const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
        // As Cognito does, a disabled user's refresh says so ("User is disabled."), although disabling the user
        // also revoked their tokens: an app can then tell its user that an administrator ended the session.
        refuseDisabled(await pool.getUserByRefreshToken(ctx, text(parameters.REFRESH_TOKEN)));
        await verifier.verifyRefreshToken(parameters.REFRESH_TOKEN);
        const user = await pool.getUserByRefreshToken(ctx, text(parameters.REFRESH_TOKEN));
        if (!user) throw new NotAuthorizedError('Refresh Token has been revoked');
        const refreshContext: Context & RefreshContext = {
          ...ctx,
          refreshToken: text(parameters.REFRESH_TOKEN),
        };
        return pass('InitiateAuth')(refreshContext, body);
      }
      if (typeof parameters.USERNAME !== 'string' || parameters.USERNAME === '') {
        throw new InvalidParameterError('Missing required parameter USERNAME');
      }
      const user = await pool.getUserByUsername(ctx, parameters.USERNAME);
      if (!user) {
        if (await hidesUsers(ctx, body.ClientId)) throw new NotAuthorizedError(SIGN_IN_FAILURE);
        throw new UserNotFoundError('User does not exist.');
      }
      refuseDisabled(user);
      return pass('InitiateAuth')(ctx, body).catch(cognitoWording);
    },
    RespondToAuthChallenge: () => async (ctx, body) => {
      const responses = (body.ChallengeResponses ?? {}) as Record<string, unknown>;
      const pool = await poolOfClient(ctx, body.ClientId);
      refuseDisabled(await pool.getUserByUsername(ctx, text(responses.USERNAME)));
      if (responses.NEW_PASSWORD !== undefined) enforcePasswordPolicy(pool, responses.NEW_PASSWORD);
      return pass('RespondToAuthChallenge')(ctx, body);
    },
    ConfirmForgotPassword: () => async (ctx, body) => {
      requireCode(body.ConfirmationCode);
      enforcePasswordPolicy(await poolOfClient(ctx, body.ClientId), body.Password);
      if (!(await knownUser(ctx, body))) throw codeMismatch();
      return pass('ConfirmForgotPassword')(ctx, body).catch(cognitoWording);
    },
    ChangePassword: (claims) => async (ctx, body) => {
      enforcePasswordPolicy(await poolOfClient(ctx, claims?.client_id), body.ProposedPassword);
      // The policy is checked above: the emulator's InvalidPasswordException can only mean a wrong previous one.
      return pass('ChangePassword')(ctx, body).catch(cognitoWording);
    },
    VerifyUserAttribute: () => async (ctx, body) => {
      requireCode(body.Code);
      return pass('VerifyUserAttribute')(ctx, body);
    },
    UpdateUserAttributes: (claims) => async (ctx, body) => {
      await enforceWriteAttributes(ctx, claims?.client_id, attributeNames(body.UserAttributes));
      return pass('UpdateUserAttributes')(ctx, body);
    },
    DeleteUserAttributes: (claims) => async (ctx, body) => {
      const names = Array.isArray(body.UserAttributeNames) ? body.UserAttributeNames.map(text) : [];
      await enforceWriteAttributes(ctx, claims?.client_id, names);
      return pass('DeleteUserAttributes')(ctx, body);
    },
    GlobalSignOut: (claims) => async (ctx) => {
      if (!claims) throw new NotAuthorizedError('Invalid Access Token');
      await registry.revokeUser(claims.sub);
      const pool = await poolOfClient(ctx, claims.client_id);
      const user = await pool.getUserByUsername(ctx, claims.sub);
      if (user) await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
      return {};
    },
    RevokeToken: () => async (ctx, body) => {
      const refresh = await verifier.verifyRefreshToken(body.Token);
      const result = await pass('RevokeToken')(ctx, body);
      await registry.revokeFamily(refresh.jti, refresh.exp);
      return result;
    },
    AdminSetUserPassword: () => async (ctx, body) => {
      enforcePasswordPolicy(await services.cognito.getUserPool(ctx, text(body.UserPoolId)), body.Password);
      return pass('AdminSetUserPassword')(ctx, body);
    },
    ListUsers: () => (ctx, body) => listUsersPage(pass('ListUsers'), ctx, body),
    AdminDisableUser: () => async (ctx, body) => {
      const result = await pass('AdminDisableUser')(ctx, body);
      // Real Cognito revokes a disabled user's tokens.
      const pool = await services.cognito.getUserPool(ctx, text(body.UserPoolId));
      const sub = attributeValue('sub', (await pool.getUserByUsername(ctx, text(body.Username)))?.Attributes);
      if (sub) await registry.revokeUser(sub);
      return result;
    },
  };

  return (target: string): Route => {
    const needsToken = accessTokenTargets[target];
    return async (ctx, body: Body = {}) => {
      const claims =
        needsToken === true || (needsToken === false && body.AccessToken !== undefined)
          ? await verifier.verifyAccessToken(body.AccessToken)
          : undefined;
      // cognito-local keeps users in plain objects: `toString` or `__proto__` would name a phantom user.
      if (typeof body.Username === 'string' && Object.hasOwn(Object.prototype, body.Username)) {
        throw new UserNotFoundError('User does not exist.');
      }
      const handler = handlers[target]?.(claims) ?? pass(target);
      return handler(ctx, body).catch(reportUnexpected(target));
    };
  };
}

/**
 * A code must be given. The emulator compares the code sent with the one it stored, and with none stored (no reset
 * was asked for) a missing code matched: anyone could set any user's password, the seeded admin's included.
 */
function requireCode(code: unknown): void {
  if (typeof code !== 'string' || code.trim() === '') throw codeMismatch();
}

/** Real Cognito's answer to a wrong password, and (`PreventUserExistenceErrors: ENABLED`) to an unknown user. */
const SIGN_IN_FAILURE = 'Incorrect username or password.';

function codeMismatch(): CognitoError {
  return new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
}

/**
 * Real Cognito's answers where the emulator's differ, so that a known user's refusal reads exactly as an unknown
 * user's: a wrong password is `NotAuthorizedException` (not `InvalidPasswordException`); a wrong code is worded as
 * Cognito words it.
 */
function cognitoWording(error: unknown): never {
  if (error instanceof CognitoError && error.code === 'InvalidPasswordException') {
    throw new NotAuthorizedError(SIGN_IN_FAILURE);
  }
  if (error instanceof CognitoError && error.code === 'CodeMismatchException') throw codeMismatch();
  throw error;
}

/** Cognito shows where a code went only masked: `ada@example.com` -> `a***@e***.com`. */
export function maskDestination(destination: string): string {
  const at = destination.lastIndexOf('@');
  if (at < 0) return `${destination.slice(0, 1)}***`;
  const domain = destination.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${destination.slice(0, 1)}***@${domain.slice(0, 1)}***${dot > 0 ? domain.slice(dot) : ''}`;
}

/**
 * A client that hides users answers a reset or resend for a user it does not have as if a code went to the
 * address asked for (masked), and sends nothing.
 */
function simulatedDelivery(username: unknown) {
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskDestination(text(username)),
    },
  };
}

function maskDelivery(result: unknown): unknown {
  const details = (result as { CodeDeliveryDetails?: DeliveryDetails } | null)?.CodeDeliveryDetails;
  if (!details?.Destination) return result;
  return {
    ...(result as object),
    CodeDeliveryDetails: { ...details, Destination: maskDestination(details.Destination) },
  };
}

/**
 * Cognito errors and unsupported targets go back to the caller as they are; anything else is a fault of ours or of
 * the emulator: log it (cognito-local's own logger is silent) and answer with a Cognito-shaped error, which every
 * SDK can parse.
 */
function reportUnexpected(target: string) {
  return (error: unknown): never => {
    if (error instanceof CognitoError || error instanceof UnsupportedError) throw error;
    console.error(`local identity provider: ${target} failed`, error);
    throw new CognitoError('InternalErrorException', 'Internal error');
  };
}

/** Real Cognito's largest ListUsers page, and its default. */
const LIST_USERS_PAGE_MAX = 60;

/**
 * ListUsers one page at a time, as real Cognito answers it: at most `Limit` (1..60, default 60) users and a
 * `PaginationToken` while more remain. cognito-local returns every user at once; pages follow the username.
 */
async function listUsersPage(list: Handler, ctx: Context, body: Body) {
  const limit = body.Limit ?? LIST_USERS_PAGE_MAX;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > LIST_USERS_PAGE_MAX) {
    throw new InvalidParameterError(`Limit must be between 1 and ${LIST_USERS_PAGE_MAX}`);
  }
  const after = body.PaginationToken === undefined ? undefined : decodePaginationToken(body.PaginationToken);
  const { Users = [] } = (await list(ctx, { UserPoolId: body.UserPoolId, Filter: body.Filter })) as {
    Users?: { Username?: string }[];
  };
  const rest = Users.map((user) => ({ user, username: user.Username ?? '' }))
    .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
    .filter(({ username }) => after === undefined || username > after);
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return {
    Users: page.map(({ user }) => user),
    ...(rest.length > limit && last
      ? { PaginationToken: Buffer.from(last.username).toString('base64url') }
      : {}),
  };
}

function decodePaginationToken(token: unknown): string {
  const username = typeof token === 'string' ? Buffer.from(token, 'base64url').toString('utf8') : '';
  if (!username || Buffer.from(username).toString('base64url') !== token) {
    throw new InvalidParameterError('Invalid pagination token');
  }
  return username;
}

async function resendConfirmationCode(services: Services, ctx: Context, body: Body, user: User) {
  const clientId = text(body.ClientId);
  const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
  if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
  const email = attributeValue('email', user.Attributes);
  if (!email)
    throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
  const delivery: DeliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const code = services.otp();
  const metadata = body.ClientMetadata as Record<string, string> | undefined;
  await services.messages.deliver(
    ctx,
    'ResendCode',
    clientId,
    pool.options.Id,
    user,
    code,
    metadata,
    delivery,
  );
  await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
  return maskDelivery({ CodeDeliveryDetails: delivery });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function attributeNames(attributes: unknown): string[] {
  if (!Array.isArray(attributes)) return [];
  return attributes.map((attribute) => text((attribute as { Name?: unknown } | null)?.Name));
}
