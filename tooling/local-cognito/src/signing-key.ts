import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';

/**
 * The key this identity provider signs its tokens with. cognito-local signs with a key pair shipped in its npm
 * package (private half included), so anyone could mint tokens it would accept; real Cognito's keys are secret.
 * Each stack therefore makes its own key pair, kept in its data dir so that sessions survive a restart.
 */
export interface SigningKey {
  /** The public half, as served at `jwks.json`. */
  readonly publicJwk: JWK;
  /** `token` (made by cognito-local) with the same header and claims, signed with this key instead. */
  resign(token: string): Promise<string>;
  /** `claims` exactly as given, signed RS256 with this key; the header names `kid` (default: this key's). */
  sign(claims: JWTPayload, kid?: string): Promise<string>;
}

type StoredKey = { privateJwk: JWK; publicJwk: JWK };

/** Loads the key pair kept in `file`, or makes one and keeps it there (readable by the owner only). */
export async function loadSigningKey(file: string): Promise<SigningKey> {
  const stored = (await readStoredKey(file)) ?? (await createStoredKey(file));
  const privateKey = await importJWK(stored.privateJwk, 'RS256');
  const kid = stored.publicJwk.kid ?? '';
  return {
    publicJwk: stored.publicJwk,
    async resign(token) {
      const header = decodeProtectedHeader(token);
      const claims: JWTPayload = decodeJwt(token);
      return new SignJWT(claims)
        .setProtectedHeader({ ...(header.typ ? { typ: header.typ } : {}), alg: 'RS256', kid })
        .sign(privateKey);
    },
    sign(claims, headerKid = kid) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: headerKid }).sign(privateKey);
    },
  };
}

async function readStoredKey(file: string): Promise<StoredKey | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function createStoredKey(file: string): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const stored: StoredKey = {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
  await writeFile(`${file}.tmp`, `${JSON.stringify(stored)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return stored;
}
