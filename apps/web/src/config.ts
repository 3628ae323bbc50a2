/**
 * Runtime configuration served beside the app as `/config.json`, so one build runs in every environment (written by
 * an operator, or from the environment by `scripts/write-config.mjs`). The two addresses may be absolute http(s)
 * URLs or paths of the app's own origin (`/api` behind the same proxy); a path is made absolute here.
 */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityEndpoint: string;
  apiBaseUrl: string;
}

// Five strings, checked by hand: a validation library would weigh more on the first page than all of this file.
const textFields = ['region', 'userPoolId', 'userPoolClientId'] as const;
const urlFields = ['identityEndpoint', 'apiBaseUrl'] as const;

/** An absolute http(s) URL, or a path (`/api`) resolved against `base`; undefined for anything else. */
function httpUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const isPath = /^\/(?!\/)/.test(value);
  const url = isPath ? new URL(value, base).href : value;
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
}

/** The fields of `body` that are not what `RuntimeConfig` needs (a non-empty string; an http(s) URL or a path). */
function invalidFields(body: Record<string, unknown>, base: string): string[] {
  return [
    ...textFields.filter((field) => typeof body[field] !== 'string' || body[field] === ''),
    ...urlFields.filter((field) => !httpUrl(body[field], base)),
  ];
}

export const CONFIG_PATH = '/config.json';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/** Fetches and validates the runtime configuration; never throws, so the caller can show a clear error screen. */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  url = CONFIG_PATH,
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, problem: `The configuration file ${url} could not be reached.` };
  }
  if (!response.ok) {
    return { ok: false, problem: `The configuration file ${url} is missing (HTTP ${response.status}).` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: `The configuration file ${url} is not valid JSON.` };
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // Paths are of the origin that served the file.
  const base = response.url || new URL(url, globalThis.location?.href).href;
  const invalid = typeof body === 'object' && body !== null ? invalidFields(record, base) : ['(root)'];
  if (invalid.length > 0) {
    return { ok: false, problem: `The configuration file ${url} is invalid: check ${invalid.join(', ')}.` };
  }
  const config = {
    ...Object.fromEntries(textFields.map((field) => [field, record[field]])),
    ...Object.fromEntries(urlFields.map((field) => [field, httpUrl(record[field], base)])),
  };
  return { ok: true, config: config as unknown as RuntimeConfig };
}
