// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createCookieStorage } from './cookie-storage.ts';
import { createAuthService } from './service.ts';
import { createMemoryStorage, defaultSessionStorage, defaultStorage } from './storage.ts';
import { answeringFetch, makeTokens, POOL } from './testing/provider-responses.ts';

declare const happyDOM: { setURL(url: string): void };

/** The attributes a cookie was written with, caught on its way to `document.cookie`. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, 'cookie') : undefined;
  onTestFinished(() => {
    Reflect.deleteProperty(document, 'cookie');
  });
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    },
  });
  return writes;
}

describe('cookie storage', () => {
  beforeEach(() => {
    happyDOM.setURL('https://app.example.com/login');
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) createCookieStorage().removeItem(decodeURIComponent(name));
    }
  });

  it('writes cookies for 365 days, secure, on path / of the current host', () => {
    const writes = recordCookieWrites();
    const storage = createCookieStorage();
    storage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ada@example.com');
    expect(storage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBe('ada@example.com');
    const written = writes.at(-1) ?? '';
    expect(written).toContain('path=/');
    expect(written.toLowerCase()).toContain('secure');
    expect(written).not.toContain('domain=');
    const expires = new Date(/expires=([^;]+)/.exec(written)?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / (24 * 60 * 60 * 1000))).toBe(365);
  });

  it('removes cookies', () => {
    const storage = createCookieStorage();
    storage.setItem('key', 'value');
    storage.removeItem('key');
    expect(storage.getItem('key')).toBeNull();
  });

  it('keeps a signed-in session in cookies', async () => {
    const provider = answeringFetch(() => ({
      body: { AuthenticationResult: makeTokens(Math.floor(Date.now() / 1000), 3600, 'ada') },
    }));
    const storage = createCookieStorage();
    const config = { ...POOL, fetch: provider.fetch, storage, sessionStorage: createMemoryStorage() };
    await createAuthService(config).signIn({ username: 'ada@example.com', password: 'Secret-123' });
    expect(document.cookie).toContain(`CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`);
    await expect(createAuthService(config).getCurrentUser()).resolves.toEqual({
      username: 'ada',
      userId: 'sub-ada',
    });
  });
});

describe('default storages in a browser', () => {
  it('are localStorage and sessionStorage', () => {
    expect(defaultStorage()).toBe(globalThis.localStorage);
    expect(defaultSessionStorage()).toBe(globalThis.sessionStorage);
  });
});
