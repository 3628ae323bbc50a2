export { Alert, type AlertProps, type AlertVariant } from './alert.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
export { ChatComposer, type ChatComposerProps } from './chat-composer.tsx';
export {
  ChatThread,
  type ChatThreadProps,
  type StreamingReply,
} from './chat-thread.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { CopyButton, type CopyButtonProps, CopyField, type CopyFieldProps } from './copy-field.tsx';
export { cx } from './cx.ts';
export { Dialog, type DialogProps } from './dialog.tsx';
export { FileDrop, type FileDropProps } from './file-drop.tsx';
export { FormError, type FormErrorProps } from './form-error.tsx';
export { formatDate, formatDateTime } from './format.ts';
export { Markdown, type MarkdownProps } from './markdown.tsx';
export { Menu, type MenuItem, type MenuProps } from './menu.tsx';
export { Pagination, type PaginationProps } from './pagination.tsx';
export {
  meetsPasswordPolicy,
  PasswordPolicy,
  type PasswordPolicyProps,
  type PasswordRule,
} from './password-policy.tsx';
export { ProgressBar, type ProgressBarProps } from './progress-bar.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './select.tsx';
export { EmptyState, type EmptyStateProps, Skeleton, type SkeletonProps } from './skeleton.tsx';
export { SliderField, type SliderFieldProps } from './slider.tsx';
export { SwitchField, type SwitchFieldProps } from './switch.tsx';
export { Table, type TableProps } from './table.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { TextareaField, type TextareaFieldProps } from './textarea-field.tsx';
export { preloadToaster, Toaster, type ToasterProps, useToast } from './toast.tsx';
export { useToastClearance } from './toast-clearance.ts';
export {
  createToastQueue,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastItem,
  type ToastOptions,
  type ToastQueue,
  type ToastVariant,
  toastKind,
} from './toast-queue.ts';
