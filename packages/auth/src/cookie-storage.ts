import Cookies from 'js-cookie';
import type { KeyValueStorage } from './storage.ts';

export interface CookieStorageOptions {
  /** Only to share cookies across subdomains; by default cookies belong to the current host. */
  domain?: string;
}

/**
 * Keeps tokens in cookies instead of localStorage: 365 days, secure, path `/`, current host (the Cognito SDK's
 * `CookieStorage` settings, on js-cookie as it is, without loading the SDK).
 */
export function createCookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const attributes = {
    path: '/',
    expires: 365,
    secure: true,
    ...(options.domain ? { domain: options.domain } : {}),
  };
  return {
    getItem: (key) => Cookies.get(key) ?? null,
    setItem: (key, value) => void Cookies.set(key, value, attributes),
    removeItem: (key) => Cookies.remove(key, attributes),
  };
}
