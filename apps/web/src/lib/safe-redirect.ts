const PROBE_ORIGIN = 'http://app.invalid';

/**
 * The in-app path to go to after sign-in. Only same-origin absolute paths pass, so a crafted
 * `?redirect=https://evil.example` (or `//evil.example`, `/\evil.example`) cannot send the user off-site.
 * Parsing with the platform's URL parser catches the tricks browsers apply (stripped tabs, backslashes).
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments are resolved: `/.//evil` becomes the path `//evil`, which a browser reads as another host.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
