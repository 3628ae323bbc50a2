import { PasswordPolicy, TextField } from '@ditto/ui';
import { useId } from 'react';
import type { FieldProps } from './form-submit.ts';
import { PASSWORD_RULES } from './password-rules.ts';

export interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmation: FieldProps;
  /** The new password as typed so far, for the live policy checklist. */
  typed: string;
  labels: { password: string; confirmation: string };
}

/** A new password with the live policy checklist, then its confirmation. */
export function NewPasswordFields({ password, confirmation, typed, labels }: NewPasswordFieldsProps) {
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
        password={typed}
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
