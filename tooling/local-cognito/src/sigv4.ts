import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ReceivedRequest {
  method: string;
  /** Path and query as received, e.g. `/` */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const amzDatePattern = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** AWS refuses signatures whose date is further than this from its clock. */
const maxClockSkewMs = 5 * 60 * 1000;

/**
 * Whether a request carries a valid AWS Signature Version 4 made with `credentials`, as IAM would check it:
 * the signature is recomputed with the AWS SDK's own signer over the headers the client signed.
 */
export async function isSignedWith(
  request: ReceivedRequest,
  credentials: Credentials,
  scope: { region: string; service: string },
  now: Date = new Date(),
): Promise<boolean> {
  const match = authorizationPattern.exec(header(request.headers, 'authorization') ?? '');
  const signingDate = parseAmzDate(header(request.headers, 'x-amz-date'));
  if (!match || !signingDate) return false;
  const [, accessKeyId, day, region, service, signedHeaderList = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId || region !== scope.region || service !== scope.service)
    return false;
  if (day !== header(request.headers, 'x-amz-date')?.slice(0, 8)) return false;
  if (Math.abs(now.getTime() - signingDate.getTime()) > maxClockSkewMs) return false;

  const signedHeaders = signedHeaderList.split(';');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = header(request.headers, name);
    if (value === undefined) return false;
    headers[name] = value;
  }
  if (!signedHeaders.includes('host')) return false;
  // The signer trusts a payload hash header as given, so check it against the body first.
  const claimedHash = headers['x-amz-content-sha256'];
  if (claimedHash !== undefined && claimedHash !== createHash('sha256').update(request.body).digest('hex')) {
    return false;
  }

  const url = new URL(request.url, 'http://placeholder');
  const signer = new SignatureV4({ credentials, region, service, sha256: Sha256, applyChecksum: false });
  const expected = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: headers.host?.split(':')[0] ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: request.body,
    },
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  const recomputed = authorizationPattern.exec(String(expected.headers.authorization ?? ''))?.[6] ?? '';
  return (
    recomputed.length === signature.length && timingSafeEqual(Buffer.from(recomputed), Buffer.from(signature))
  );
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function parseAmzDate(value: string | undefined): Date | undefined {
  const parts = amzDatePattern.exec(value ?? '');
  if (!parts) return undefined;
  const [, year, month, day, hours, minutes, seconds] = parts;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
}
