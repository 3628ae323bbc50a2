import { randomUUID } from 'node:crypto';
import {
  attributesAppend,
  attributesFromRecord,
  attributeValue,
  type Context,
  type Services,
  type User,
  type UserPoolService,
} from './emulator.ts';
import { passwordPolicyViolation } from './password-policy.ts';
import type { TokenRegistry } from './token-registry.ts';

export interface CreateUserInput {
  email: string;
  password: string;
  attributes?: Record<string, string>;
  /** Defaults to true; an unconfirmed user gets a sign-up code in the mailbox. */
  confirmed?: boolean;
}

/** Admin-side user management, in process (the seeded admin, tests, the launcher). */
export class UserAdmin {
  constructor(
    private readonly ctx: Context,
    private readonly services: Services,
    private readonly pool: UserPoolService,
    private readonly registry: TokenRegistry,
  ) {}

  async find(email: string): Promise<User | null> {
    return this.pool.getUserByUsername(this.ctx, email);
  }

  async createUser(input: CreateUserInput): Promise<{ userId: string }> {
    const violation = passwordPolicyViolation(input.password, this.pool.options.Policies?.PasswordPolicy);
    if (violation) throw new Error(violation);
    if (await this.find(input.email)) throw new Error(`A user with email ${input.email} already exists`);
    const confirmed = input.confirmed ?? true;
    const sub = randomUUID();
    const now = this.services.clock.get();
    const user: User = {
      // Email is the username, so cognito-local keys the user by its sub (as its SignUp does).
      Username: sub,
      Password: input.password,
      Attributes: attributesFromRecord({
        email_verified: String(confirmed),
        ...input.attributes,
        sub,
        email: input.email,
      }),
      Enabled: true,
      UserStatus: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
      RefreshTokens: [],
      UserCreateDate: now,
      UserLastModifiedDate: now,
    };
    if (confirmed) {
      await this.pool.saveUser(this.ctx, user);
    } else {
      const code = this.services.otp();
      await this.pool.saveUser(this.ctx, { ...user, ConfirmationCode: code });
      await this.services.messages.deliver(
        this.ctx,
        'SignUp',
        null,
        this.pool.options.Id,
        user,
        code,
        undefined,
        {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: input.email,
        },
      );
    }
    return { userId: sub };
  }

  async setAttributes(email: string, attributes: Record<string, string>): Promise<void> {
    const user = await this.existing(email);
    await this.pool.saveUser(this.ctx, {
      ...user,
      Attributes: attributesAppend(user.Attributes, ...attributesFromRecord(attributes)),
      UserLastModifiedDate: this.services.clock.get(),
    });
  }

  async setPassword(email: string, password: string): Promise<void> {
    const user = await this.existing(email);
    await this.pool.saveUser(this.ctx, {
      ...user,
      Password: password,
      UserLastModifiedDate: this.services.clock.get(),
    });
  }

  async setEnabled(email: string, enabled: boolean): Promise<void> {
    const user = await this.existing(email);
    await this.pool.saveUser(this.ctx, {
      ...user,
      Enabled: enabled,
      UserLastModifiedDate: this.services.clock.get(),
    });
    // Real Cognito revokes the tokens of a user it disables.
    const sub = attributeValue('sub', user.Attributes);
    if (!enabled && sub) await this.registry.revokeUser(sub);
  }

  private async existing(email: string): Promise<User> {
    const user = await this.find(email);
    if (!user) throw new Error(`No user with email ${email}`);
    return user;
  }
}
