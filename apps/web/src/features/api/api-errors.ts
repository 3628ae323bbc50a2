import { ApiError } from '@ditto/api-client';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function bodyOf(error: unknown): ErrorBody | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const response = error.response;
  return typeof response === 'object' && response !== null ? (response as ErrorBody) : undefined;
}

/** What to tell the user: the server's own message when it sent one (e.g. a 409's), else the client's. */
export function apiErrorMessage(error: unknown): string {
  const serverMessage = bodyOf(error)?.error?.message;
  if (typeof serverMessage === 'string' && serverMessage !== '') return serverMessage;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** The machine-readable code of an API failure (the body's `error.code`), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** Field errors of a refused request (`{ error: { fields: { title: '…' } } }`), by field name. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = bodyOf(error)?.error?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, message]) => {
      const text = Array.isArray(message) ? message[0] : message;
      return typeof text === 'string' ? [[name, text]] : [];
    }),
  );
}
