/** Runtime configuration served beside the app as `/config.json`, so one build runs in every environment. */
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

/** The fields of `body` that are not what `RuntimeConfig` needs (a non-empty string; an http(s) URL). */
function invalidFields(body: Record<string, unknown>): string[] {
  const isHttpUrl = (value: unknown) =>
    typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  return [
    ...textFields.filter((field) => typeof body[field] !== 'string' || body[field] === ''),
    ...urlFields.filter((field) => !isHttpUrl(body[field])),
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
  const invalid = typeof body === 'object' && body !== null ? invalidFields(record) : ['(root)'];
  if (invalid.length > 0) {
    return { ok: false, problem: `The configuration file ${url} is invalid: check ${invalid.join(', ')}.` };
  }
  const config = Object.fromEntries([...textFields, ...urlFields].map((field) => [field, record[field]]));
  return { ok: true, config: config as unknown as RuntimeConfig };
}
