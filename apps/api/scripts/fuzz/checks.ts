/**
 * What the API promises whatever it is sent: an answer below 500 (and no `internal_error` event in a stream), within
 * FUZZ_TIMEOUT_MS, on a connection that holds. The one exception: a body over the size limit may be cut off by the
 * API answering 413 and closing, as long as it lives on.
 */
import { MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES } from '../../src/app.ts';
import type { NamedRoute } from './cases/types.ts';
import { TIMEOUT_MS } from './config.ts';
import { type Answer, excerpt, type Outcome, type WireRequest } from './http.ts';

export type Verdict = {
  /** What it counts as in the figures. */
  counts: 'ok' | 'hangs' | 'connectionErrors' | 'earlyCloses' | 'serverErrors' | 'streamErrors';
  /** Set when a promise is broken: the kind of failure (its group in the report) and what happened. */
  failure?: { kind: string; result: string };
};

/** `internal_error` events in a streamed reply are a 500 the status line could not carry. */
function streamInternalError(answer: Answer): string | undefined {
  if (!String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) return undefined;
  const text = answer.body.toString('utf8');
  const match = /event: error\ndata: (.*)\n/.exec(text);
  return match?.[1]?.includes('"internal_error"') ? match[1] : undefined;
}

/** The connection ended before any answer while an oversized body was on its way: the API may close it early. */
function oversizedCutOff(
  route: NamedRoute,
  request: WireRequest,
  code: string,
  afterStatus?: number,
): boolean {
  const limit = route.path === '/knowledge/import' ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES;
  const oversized = (request.body?.length ?? 0) > limit && afterStatus === undefined;
  return oversized && ['EPIPE', 'ECONNRESET'].includes(code);
}

/** `alive`: whether the API still answers `/health` (asked only when an early close needs it). */
export async function judge(
  route: NamedRoute,
  request: WireRequest,
  outcome: Outcome,
  alive: () => Promise<boolean>,
): Promise<Verdict> {
  if (outcome.kind === 'hang') {
    return { counts: 'hangs', failure: { kind: 'hang', result: `no answer within ${TIMEOUT_MS} ms` } };
  }
  if (outcome.kind === 'connection') {
    const { code, message, afterStatus } = outcome;
    if (oversizedCutOff(route, request, code, afterStatus) && (await alive()))
      return { counts: 'earlyCloses' };
    const after = afterStatus ? ` after status ${afterStatus}` : '';
    return {
      counts: 'connectionErrors',
      failure: { kind: `connection ${code}`, result: `connection error ${code}: ${message}${after}` },
    };
  }
  if (outcome.status >= 500) {
    const result = `${outcome.status} ${excerpt(outcome.body, 300)}`;
    return { counts: 'serverErrors', failure: { kind: String(outcome.status), result } };
  }
  const streamed = streamInternalError(outcome);
  if (!streamed) return { counts: 'ok' };
  const result = `200 stream with an internal_error event: ${streamed.slice(0, 300)}`;
  return { counts: 'streamErrors', failure: { kind: 'internal_error event', result } };
}
