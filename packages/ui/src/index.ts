export { Alert, type AlertProps, type AlertVariant } from './alert.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
export { cx } from './cx.ts';
export { FormError, type FormErrorProps } from './form-error.tsx';
export {
  meetsPasswordPolicy,
  PasswordPolicy,
  type PasswordPolicyProps,
  type PasswordRule,
} from './password-policy.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export {
  createToastQueue,
  TOAST_DURATION_MS,
  Toaster,
  type ToasterProps,
  type ToastItem,
  type ToastOptions,
  type ToastQueue,
  type ToastVariant,
  useToast,
} from './toast.tsx';
