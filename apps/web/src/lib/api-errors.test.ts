import { ApiError } from '@ditto/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorCode, apiErrorMessage, apiFieldErrors, logUnexpected } from './api-errors.ts';

const refused = new ApiError('API request failed', {
  status: 400,
  code: 'validation_failed',
  body: {
    error: {
      code: 'validation_failed',
      message: 'The request is not valid.',
      fields: { title: ['Title is required.', 'Title is too short.'], 'files.0': ['Not a text file.'] },
    },
  },
});

describe('API errors as the screens show them', () => {
  it("tells the server's message, its code and the first problem of each field", () => {
    expect(apiErrorMessage(refused)).toBe('The request is not valid.');
    expect(apiErrorCode(refused)).toBe('validation_failed');
    expect(apiFieldErrors(refused)).toEqual({ title: 'Title is required.', 'files.0': 'Not a text file.' });
  });

  it("falls back to the client's message, and to a plain sentence for anything else", () => {
    const offline = new ApiError('Network error or missing response', { status: 0 });
    expect(apiErrorMessage(offline)).toBe('Network error or missing response');
    expect(apiFieldErrors(offline)).toEqual({});
    expect(apiErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(apiErrorCode(new Error('x'))).toBeUndefined();
  });
});

describe('what the app logs of a failure the user was shown', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("logs unexpected failures only, not the server's refusals the screen explains", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noKnowledge = new ApiError('API request failed', {
      status: 409,
      code: 'no_knowledge',
      body: { error: { code: 'no_knowledge', message: 'Add some knowledge before training your persona.' } },
    });
    for (const expected of [
      refused,
      noKnowledge,
      new ApiError('Authentication refresh failed', { status: 401 }),
    ]) {
      logUnexpected(expected);
    }
    expect(errors).not.toHaveBeenCalled();

    logUnexpected(new ApiError('Server error: 500', { status: 500 }));
    logUnexpected(new ApiError('Network error or missing response', { status: 0 }));
    logUnexpected(new TypeError('x is undefined'));
    expect(errors.mock.calls).toEqual([
      ['Server error: 500'],
      ['Network error or missing response'],
      ['x is undefined'],
    ]);
  });
});
