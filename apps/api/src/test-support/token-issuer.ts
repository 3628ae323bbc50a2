import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_CLIENT_ID = 'test-client-id';

/** A token issuer of our own: an RSA key pair whose public half a real local HTTP server serves as a JWKS. */
export type TestTokenIssuer = {
  issuer: string;
  jwksUri: string;
  /** Signs an access token of `TEST_CLIENT_ID` for `sub`, overridable claim by claim. */
  sign(
    claims?: JWTPayload,
    options?: { kid?: string; issuedAt?: number; expiresAt?: number },
  ): Promise<string>;
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  /** Makes the JWKS answer this HTTP status (200: the keys again), as a failing provider would. */
  answerJwksWith(status: number): void;
  stop(): Promise<void>;
};

export async function startTestTokenIssuer(): Promise<TestTokenIssuer> {
  const kid = 'test-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  let requests = 0;
  let jwksStatus = 200;
  const server = createServer((request, response) => {
    requests += 1;
    if (request.url?.endsWith('/.well-known/jwks.json') && jwksStatus !== 200) {
      response.writeHead(jwksStatus, { 'Content-Type': 'text/plain' }).end('Internal error');
    } else if (request.url?.endsWith('/.well-known/jwks.json')) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/us-east-2_TestPool`;
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    async sign(claims = {}, options = {}) {
      const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
      return new SignJWT({ sub: 'user-sub-1', token_use: 'access', client_id: TEST_CLIENT_ID, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(options.expiresAt ?? issuedAt + 3600)
        .sign(privateKey);
    },
    jwksRequests: () => requests,
    answerJwksWith(status) {
      jwksStatus = status;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
