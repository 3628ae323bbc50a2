import type { CDPSession } from '@playwright/test';

// The network through the DevTools protocol: Playwright's own events leave CORS preflights out, and only the
// protocol's Fetch domain can hold a request back for the dependency probes.

export interface Req {
  id: string;
  method: string;
  url: string;
  /** Document, Script, Stylesheet, Fetch, Preflight, … */
  type: string;
  /** The `X-Amz-Target` operation of an identity-provider call. */
  op?: string;
  /** Epoch ms. */
  start: number;
  end?: number;
  status?: number;
  failed?: string;
  /** A CORS preflight: the request it clears (Chromium reports it inside that request's own interval). */
  preflightOf?: Req;
}

export interface NetLog {
  all: Req[];
  stop(): Promise<void>;
}

interface CdpRequest {
  requestId: string;
  timestamp: number;
  wallTime: number;
  type?: string;
  initiator?: { type: string; requestId?: string };
  request: { url: string; method: string; headers: Record<string, string> };
  redirectResponse?: { status: number };
}

/** The identity-provider operation a request names (`…Service.InitiateAuth` → `InitiateAuth`), if any. */
function amzOperation(headers: Record<string, string>): string | undefined {
  const target = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-amz-target')?.[1];
  return target ? target.split('.').pop() : undefined;
}

export async function recordNetwork(cdp: CDPSession): Promise<NetLog> {
  const all: Req[] = [];
  const open = new Map<string, Req>();
  const latest = new Map<string, Req>();
  const orphans = new Map<string, Req[]>();
  // Wall clock minus the protocol's monotonic clock (seconds), taken at each request's start.
  const offsets = new Map<string, number>();
  const epoch = (id: string, timestamp: number) => ((offsets.get(id) ?? 0) + timestamp) * 1000;
  const close = (id: string, timestamp: number, patch: Partial<Req> = {}) => {
    const req = open.get(id);
    if (!req) return;
    Object.assign(req, patch, { end: epoch(id, timestamp) });
    open.delete(id);
  };
  cdp.on('Network.requestWillBeSent', (event: CdpRequest) => {
    // A redirect ends the previous hop under the same id.
    if (event.redirectResponse)
      close(event.requestId, event.timestamp, { status: event.redirectResponse.status });
    offsets.set(event.requestId, event.wallTime - event.timestamp);
    const op = amzOperation(event.request.headers);
    const preflight = event.initiator?.type === 'preflight';
    const req: Req = {
      id: event.requestId,
      method: event.request.method,
      url: event.request.url,
      type: preflight ? 'Preflight' : (event.type ?? 'Other'),
      start: event.wallTime * 1000,
      ...(op !== undefined ? { op } : {}),
    };
    // A preflight names the request it clears, whose own event may come before or after it.
    const parentId = event.initiator?.requestId;
    if (preflight && parentId) {
      const parent = latest.get(parentId);
      if (parent) req.preflightOf = parent;
      else orphans.set(parentId, [...(orphans.get(parentId) ?? []), req]);
    } else {
      for (const orphan of orphans.get(event.requestId) ?? []) orphan.preflightOf = req;
      orphans.delete(event.requestId);
      latest.set(event.requestId, req);
    }
    all.push(req);
    open.set(event.requestId, req);
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; response: { status: number } }) => {
    const req = open.get(event.requestId);
    if (req) req.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) =>
    close(event.requestId, event.timestamp),
  );
  cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number; errorText: string }) =>
    close(event.requestId, event.timestamp, { failed: event.errorText }),
  );
  await cdp.send('Network.enable');
  return { all, stop: () => cdp.send('Network.disable').then(() => undefined) };
}

/** A request to hold back in a dependency probe: its URL and, for the identity provider, its operation. */
export interface Hold {
  url: string;
  op?: string;
}

/**
 * Holds back (from now on) every request to `hold.url` (with that `X-Amz-Target` operation, when given) by
 * `delayMs` before it leaves the browser; other requests the pattern catches go on at once.
 */
export async function holdBack(cdp: CDPSession, hold: Hold, delayMs: number): Promise<void> {
  cdp.on(
    'Fetch.requestPaused',
    (event: { requestId: string; request: { headers: Record<string, string> } }) => {
      const match = !hold.op || amzOperation(event.request.headers) === hold.op;
      setTimeout(
        () => void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {}),
        match ? delayMs : 0,
      );
    },
  );
  const urlPattern = hold.url.replace(/[*?\\]/g, (c) => `\\${c}`);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Request' }] });
}
