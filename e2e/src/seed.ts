import { accessToken } from './accounts.ts';
import type { Account } from './stack-state.ts';

/** A signed-in caller of the product API from the test process (JSON in, JSON out), for preparing data fast. */
export type ApiCaller = <T = unknown>(method: string, path: string, body?: object) => Promise<T>;

export async function apiAs(webUrl: string, apiUrl: string, account: Account): Promise<ApiCaller> {
  const token = await accessToken(webUrl, account);
  return async <T>(method: string, path: string, body?: object) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} failed (${response.status}): ${await response.text()}`);
    return (await response.json()) as T;
  };
}
