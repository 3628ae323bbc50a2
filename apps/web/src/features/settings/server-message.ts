import { ApiError } from '@ditto/api-client';

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

function errorBody(error: unknown): ErrorBody['error'] | undefined {
  if (!(error instanceof ApiError) || typeof error.response !== 'object' || error.response === null)
    return undefined;
  return (error.response as ErrorBody).error;
}

/**
 * What to tell the user about a failed call: the server's own explanation (e.g. "You cannot change your own
 * account"), which the client's generic message (`API request failed`) would hide, else the client's message.
 */
export function serverMessage(error: unknown): string {
  const message = errorBody(error)?.message;
  if (typeof message === 'string' && message) return message;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** The first problem of each failing field of a 400 (`{ error: { fields: { name: ['Name is required.'] } } }`). */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  const fields = errorBody(error)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const messages: Record<string, string> = {};
  for (const [field, problems] of Object.entries(fields)) {
    const first: unknown = Array.isArray(problems) ? problems[0] : problems;
    if (typeof first === 'string') messages[field] = first;
  }
  return messages;
}
