import { z } from 'zod';

/** Runtime configuration served beside the app as `/config.json`, so one build runs in every environment. */
export const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  identityEndpoint: z.url({ protocol: /^https?$/ }),
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return {
      ok: false,
      problem: `The configuration file ${url} is invalid: check ${fields.join(', ')}.`,
    };
  }
  return { ok: true, config: parsed.data };
}
