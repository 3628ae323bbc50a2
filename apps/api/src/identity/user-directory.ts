import {
  AdminDeleteUserAttributesCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccountStatus } from '@ditto/contract';
import { IdentityProviderUnavailableError } from '../auth/access-token.ts';
import type { UserAttributes } from './get-user.ts';

/** One account as the identity provider holds it. `userId` is the `sub` (also the Cognito username here). */
export type DirectoryUser = {
  userId: string;
  attributes: UserAttributes;
  enabled: boolean;
  status: AccountStatus;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The IAM-signed (SigV4) side of the identity provider: read, list and change accounts. Unreachable provider or
 * refused credentials → `IdentityProviderUnavailableError` (503); an unknown user → null / false.
 */
export interface UserDirectory {
  getUser(userId: string): Promise<DirectoryUser | null>;
  /**
   * One page of accounts in the provider's order, those whose email starts with `emailPrefix` when given; `cursor`
   * is the provider's pagination token. Null when the provider refuses the cursor.
   */
  listUsersPage(query: UsersPageQuery): Promise<UsersPage | null>;
  /** Sets the attributes with a value and deletes those given as null. False when the user does not exist. */
  updateAttributes(userId: string, attributes: Record<string, string | null>): Promise<boolean>;
  setEnabled(userId: string, enabled: boolean): Promise<boolean>;
  /** The attributes an app client may write for its users (DescribeUserPoolClient); null: every attribute. */
  clientWriteAttributes(clientId: string): Promise<string[] | null>;
}

export type UsersPageQuery = { emailPrefix?: string; cursor?: string; limit: number };
export type UsersPage = { users: DirectoryUser[]; nextCursor: string | null };

export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type UserDirectoryOptions = {
  region: string;
  userPoolId: string;
  /** Cognito's endpoint (a local identity provider); omitted → the region's AWS endpoint. */
  endpoint?: string;
  /** Omitted → the AWS SDK's default credential chain (environment, instance role, ...). */
  credentials?: AwsCredentials;
};

// An unknown user, or a user id that cannot be a username at all (a malformed path parameter).
const NOT_FOUND_ERRORS = new Set([
  'UserNotFoundException',
  'InvalidParameterException',
  'ValidationException',
]);

const ACCOUNT_STATUSES: ReadonlySet<string> = new Set<AccountStatus>([
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'EXTERNAL_PROVIDER',
  'ARCHIVED',
  'COMPROMISED',
  'UNKNOWN',
]);

/** A `UserDirectory` over Cognito's admin API with the official AWS SDK. */
export function createUserDirectory(options: UserDirectoryOptions): UserDirectory {
  // The SDK warns on stderr that future releases will need Node 22; the API logs errors only (Node 20 is our
  // supported runtime). Set the variable to "false" to see the notice.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const UserPoolId = options.userPoolId;

  async function call<T>(send: () => Promise<T>): Promise<T | null> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof Error && NOT_FOUND_ERRORS.has(error.name)) return null;
      throw new IdentityProviderUnavailableError(
        `Identity provider admin call failed: ${error instanceof Error ? error.name : 'unknown error'}`,
        { cause: error },
      );
    }
  }

  return {
    async getUser(userId) {
      const user = await call(() => client.send(new AdminGetUserCommand({ UserPoolId, Username: userId })));
      return user && toDirectoryUser(user.Username, user.UserAttributes, user);
    },
    async listUsersPage({ emailPrefix, cursor, limit }) {
      // Cognito's filter language has no escapes: a quote or backslash could only end the value early.
      const prefix = emailPrefix?.replace(/["\\]/g, '');
      const page = await call(() =>
        client.send(
          new ListUsersCommand({
            UserPoolId,
            Limit: limit,
            ...(cursor ? { PaginationToken: cursor } : {}),
            ...(prefix ? { Filter: `email ^= "${prefix}"` } : {}),
          }),
        ),
      );
      if (!page) return null;
      return {
        users: (page.Users ?? []).map((user) => toDirectoryUser(user.Username, user.Attributes, user)),
        nextCursor: page.PaginationToken ?? null,
      };
    },
    async updateAttributes(userId, attributes) {
      const entries = Object.entries(attributes);
      const set = entries.flatMap(([Name, Value]) => (Value === null ? [] : [{ Name, Value }]));
      const cleared = entries.flatMap(([name, value]) => (value === null ? [name] : []));
      if (set.length > 0) {
        const done = await call(() =>
          client.send(
            new AdminUpdateUserAttributesCommand({ UserPoolId, Username: userId, UserAttributes: set }),
          ),
        );
        if (!done) return false;
      }
      if (cleared.length > 0) {
        const done = await call(() =>
          client.send(
            new AdminDeleteUserAttributesCommand({
              UserPoolId,
              Username: userId,
              UserAttributeNames: cleared,
            }),
          ),
        );
        if (!done) return false;
      }
      return true;
    },
    async setEnabled(userId, enabled) {
      const command = enabled
        ? new AdminEnableUserCommand({ UserPoolId, Username: userId })
        : new AdminDisableUserCommand({ UserPoolId, Username: userId });
      // The two commands' send overloads differ; both answer an empty object on success.
      const done = await call(() => client.send(command as AdminEnableUserCommand));
      return done !== null;
    },
    async clientWriteAttributes(clientId) {
      const { UserPoolClient } = await client.send(
        new DescribeUserPoolClientCommand({ UserPoolId, ClientId: clientId }),
      );
      // Cognito lets a client write every attribute when its list is not set.
      return UserPoolClient?.WriteAttributes ?? null;
    },
  };
}

/**
 * True when the attributes hold `email` (any case) and the user proved they own it. A user can set their own email
 * to any address (it then stays unverified until they enter the code sent there), so an unverified one proves nothing.
 */
export function hasVerifiedEmail(attributes: UserAttributes, email: string): boolean {
  return attributes.email_verified === 'true' && attributes.email?.toLowerCase() === email.toLowerCase();
}

function toDirectoryUser(
  username: string | undefined,
  attributeList: AttributeType[] | undefined,
  user: { Enabled?: boolean; UserStatus?: string; UserCreateDate?: Date; UserLastModifiedDate?: Date },
): DirectoryUser {
  const attributes: UserAttributes = Object.fromEntries(
    (attributeList ?? []).flatMap((attribute) =>
      attribute.Name ? [[attribute.Name, attribute.Value ?? '']] : [],
    ),
  );
  const createdAt = user.UserCreateDate ?? new Date(0);
  return {
    userId: attributes.sub ?? username ?? '',
    attributes,
    enabled: user.Enabled ?? true,
    status:
      user.UserStatus && ACCOUNT_STATUSES.has(user.UserStatus)
        ? (user.UserStatus as AccountStatus)
        : 'UNKNOWN',
    createdAt,
    updatedAt: user.UserLastModifiedDate ?? createdAt,
  };
}
