import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * An access token we issued: whose it is, until when it is valid, and its family: the refresh token it was issued
 * with or refreshed from. Revocation works on families.
 */
interface IssuedToken {
  sub: string;
  /** Expiry, seconds since the epoch (the token's `exp`). */
  exp: number;
  /** `jti` of the refresh token this access token came with or was refreshed from. */
  family: string;
  /** Expiry of that refresh token, seconds since the epoch. */
  familyExp: number;
}

interface RegistryFile {
  access: Record<string, IssuedToken>;
  /** Revoked refresh-token families by `jti`, with the refresh token's expiry. */
  revokedFamilies: Record<string, number>;
}

export type AccessTokenStatus = 'active' | 'revoked' | 'unknown';

/**
 * Which access tokens this identity provider issued and which of them are revoked, kept by `jti` (not by `iat`,
 * whose one-second granularity cannot tell a token issued just before a sign-out from one issued just after).
 * Persisted as JSON so revocation survives a restart on the same data directory.
 */
export class TokenRegistry {
  #writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly data: RegistryFile,
    private readonly nowSeconds: () => number,
  ) {}

  static async open(file: string, nowSeconds = () => Math.floor(Date.now() / 1000)): Promise<TokenRegistry> {
    return new TokenRegistry(file, await readRegistry(file), nowSeconds);
  }

  status(jti: string): AccessTokenStatus {
    const token = this.data.access[jti];
    if (!token) return 'unknown';
    return this.isFamilyRevoked(token.family) ? 'revoked' : 'active';
  }

  isFamilyRevoked(refreshJti: string): boolean {
    return this.data.revokedFamilies[refreshJti] !== undefined;
  }

  recordIssued(jti: string, token: IssuedToken): Promise<void> {
    this.data.access[jti] = token;
    return this.save();
  }

  /**
   * GlobalSignOut / disable: every refresh token the user holds, and every access token issued with or from them,
   * stops working; tokens of later sign-ins start new families and are unaffected.
   */
  revokeUser(sub: string): Promise<void> {
    for (const token of Object.values(this.data.access)) {
      if (token.sub === sub) this.data.revokedFamilies[token.family] ??= token.familyExp;
    }
    return this.save();
  }

  /** RevokeToken: the refresh token and every access token issued with or from it. */
  revokeFamily(refreshJti: string, refreshExpiry: number): Promise<void> {
    this.data.revokedFamilies[refreshJti] = refreshExpiry;
    return this.save();
  }

  /** Resolves once every change so far is on disk. */
  flush(): Promise<void> {
    return this.#writes;
  }

  private save(): Promise<void> {
    this.prune();
    const snapshot = JSON.stringify(this.data);
    const write = this.#writes.then(() => writeAtomically(this.file, snapshot));
    // A failed write is reported to the request that caused it; later writes still run (each is a full snapshot).
    this.#writes = write.catch(() => undefined);
    return write;
  }

  /** Expired tokens are refused on their expiry alone, so their records can go. */
  private prune(): void {
    const now = this.nowSeconds();
    for (const [jti, token] of Object.entries(this.data.access)) {
      if (token.exp < now && token.familyExp < now) delete this.data.access[jti];
    }
    for (const [jti, exp] of Object.entries(this.data.revokedFamilies)) {
      if (exp < now) delete this.data.revokedFamilies[jti];
    }
  }
}

async function readRegistry(file: string): Promise<RegistryFile> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RegistryFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { access: {}, revokedFamilies: {} };
    throw error;
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}
