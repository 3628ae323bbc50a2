/**
 * A request target as a URL. Not `new URL(target, base)`: a target such as `//` reads as a URL with an empty host
 * there and throws, which took the whole dev stack down.
 */
export function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  return new URL(`http://request.invalid${raw.startsWith('/') ? '' : '/'}${raw}`);
}
