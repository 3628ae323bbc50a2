import { apiErrorBodySchema } from '@ditto/contract';
import type { HTTPError } from 'ky';
import { ApiError, apiErrorMessages } from './api-error.ts';

/** Statuses logged as `Server error: <status>` before the error is raised. */
const LOGGED_STATUSES = new Set([404, 500]);

/** The ApiError for a response with a non-2xx status. */
export function fromHttpError(error: HTTPError): ApiError {
  const status = error.response.status;
  const body = apiErrorBodySchema.safeParse(error.data);
  const details = {
    status,
    code: body.success ? body.data.error.code : undefined,
    response: error.data,
    body: body.success ? body.data : undefined,
    originalError: error,
  };
  // A 401 here is the retry's own 401: the refreshed session was refused too.
  if (status === 401) return new ApiError(apiErrorMessages.refreshFailed, details);
  if (LOGGED_STATUSES.has(status)) {
    console.error(`Server error: ${status}`);
    return new ApiError(body.success ? body.data.error.message : `Server error: ${status}`, details);
  }
  return new ApiError(apiErrorMessages.requestFailed, details);
}
