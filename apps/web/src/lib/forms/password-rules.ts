import { passwordRequirements } from '@ditto/contract';
import type { PasswordRule } from '@ditto/ui';

/** The user pool's password policy (`@ditto/contract`'s, which the identity provider is configured with). */
export const PASSWORD_RULES: readonly PasswordRule[] = passwordRequirements.map(({ id, label, test }) => ({
  id,
  label,
  test,
}));
