import { PasswordPolicy, TextField } from '@ditto/ui';
import { useId } from 'react';
import { PASSWORD_RULES } from './password-rules.ts';
import type { BoundField } from './use-auth-form.ts';

export interface NewPasswordFieldsProps {
  password: BoundField;
  confirmation: BoundField;
  labels: { password: string; confirmation: string };
}

/** A new password with the live policy checklist, then its confirmation. */
export function NewPasswordFields({ password, confirmation, labels }: NewPasswordFieldsProps) {
  const policyId = useId();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={policyId}
        {...password}
      />
      <PasswordPolicy
        id={policyId}
        aria-label="Requirements for a new password"
        password={password.value}
        rules={PASSWORD_RULES}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
