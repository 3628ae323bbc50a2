export type GetAccessToken = (options?: { forceRefresh?: boolean }) => Promise<string | null>;

/**
 * The token to retry with after a 401, refreshing the session at most once at a time: concurrent 401s share
 * one forced refresh, and a request whose token was already replaced retries with the current one instead of
 * forcing another refresh.
 */
export function createTokenRefresher(getAccessToken: GetAccessToken) {
  let inFlight: Promise<string | null> | undefined;

  return async function tokenAfterUnauthorized(rejectedToken: string | null): Promise<string | null> {
    if (inFlight) return inFlight;
    const current = await getAccessToken();
    if (current && current !== rejectedToken) return current;
    inFlight ??= getAccessToken({ forceRefresh: true }).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
