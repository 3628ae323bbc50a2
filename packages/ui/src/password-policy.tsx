import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

export interface PasswordRule {
  id: string;
  /** What the password needs, e.g. "At least 8 characters". */
  label: string;
  test: (password: string) => boolean;
}

export interface PasswordPolicyProps extends Omit<ComponentProps<'ul'>, 'children'> {
  password: string;
  rules: readonly PasswordRule[];
}

/** The rules a new password must meet, each ticked off as the user types. */
export function PasswordPolicy({ password, rules, className, ...rest }: PasswordPolicyProps) {
  return (
    <ul className={cx('ditto-password-policy', className)} {...rest}>
      {rules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} data-met={met ? '' : undefined}>
            <span className="ditto-password-policy__mark" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            {rule.label}
            <span className="ditto-visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** True when the password meets every rule. */
export function meetsPasswordPolicy(password: string, rules: readonly PasswordRule[]): boolean {
  return rules.every((rule) => rule.test(password));
}
