import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.ts';

const required = { COGNITO_USER_POOL_ID: 'us-east-2_AbC123', COGNITO_CLIENT_ID: 'client-1' };

describe('readEnv', () => {
  it('derives real Cognito endpoints from region and pool, with PGlite under .data by default', () => {
    expect(readEnv(required)).toEqual({
      port: 8787,
      hostname: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('.data/api'),
      identity: {
        region: 'us-east-2',
        userPoolId: 'us-east-2_AbC123',
        userPoolClientId: 'client-1',
        endpoint: 'https://cognito-idp.us-east-2.amazonaws.com/',
        issuer: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_AbC123',
        jwksUri: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_AbC123/.well-known/jwks.json',
      },
      corsOrigins: [],
      shutdownDelayMs: 0,
      logLevel: 'error',
    });
  });

  it('uses a local identity provider, Postgres and CORS origins when set', () => {
    const options = readEnv({
      ...required,
      NODE_ENV: 'production',
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db.internal:5432/ditto',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229/',
      CORS_ORIGINS: 'http://127.0.0.1:5173, https://app.example.com ,',
    });
    expect(options).toMatchObject({
      port: 4000,
      hostname: '0.0.0.0',
      databaseUrl: 'postgres://app@db.internal:5432/ditto',
      dataDir: undefined,
      identity: {
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9229/',
        issuer: 'http://127.0.0.1:9229/us-east-2_AbC123',
        jwksUri: 'http://127.0.0.1:9229/us-east-2_AbC123/.well-known/jwks.json',
      },
      corsOrigins: ['http://127.0.0.1:5173', 'https://app.example.com'],
    });
  });

  it('passes IAM credentials for the admin operations and the ElevenLabs key when set', () => {
    const options = readEnv({
      ...required,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      ELEVENLABS_API_KEY: 'xi-key',
      ELEVENLABS_BASE_URL: 'http://127.0.0.1:9000',
    });
    expect(options.identity.credentials).toEqual({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
    expect(options.elevenLabs).toEqual({ apiKey: 'xi-key', baseUrl: 'http://127.0.0.1:9000' });
    const plain = readEnv(required);
    expect(plain.identity.credentials).toBeUndefined();
    expect(plain.elevenLabs).toBeUndefined();
  });

  it('never repeats a secret in its error message', () => {
    expect(() =>
      readEnv({ ...required, ELEVENLABS_BASE_URL: 'ftp://secret-host', AWS_SECRET_ACCESS_KEY: 'hunter2' }),
    ).toThrow(/ELEVENLABS_BASE_URL/);
    try {
      readEnv({ ...required, ELEVENLABS_BASE_URL: 'ftp://secret-host', AWS_SECRET_ACCESS_KEY: 'hunter2' });
    } catch (error) {
      expect((error as Error).message).not.toMatch(/hunter2|secret-host/);
    }
  });

  it('takes an explicit issuer and JWKS address over the derived ones', () => {
    const { identity } = readEnv({
      ...required,
      COGNITO_ISSUER: 'http://localhost:9229/pool/',
      COGNITO_JWKS_URI: 'http://127.0.0.1:9229/keys.json',
    });
    expect(identity).toMatchObject({
      issuer: 'http://localhost:9229/pool',
      jwksUri: 'http://127.0.0.1:9229/keys.json',
    });
  });

  it('treats empty optional variables as unset', () => {
    expect(readEnv({ ...required, DATABASE_URL: '', COGNITO_ENDPOINT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      identity: { endpoint: 'https://cognito-idp.us-east-2.amazonaws.com/' },
    });
  });

  it('reads per-user and per-address rate limits and the proxies in front, refusing an unknown kind', () => {
    expect(
      readEnv({
        ...required,
        RATE_LIMITS: 'messages=40, shares=10',
        ADDRESS_RATE_LIMITS: 'messages=400',
        TRUSTED_PROXY_HOPS: '1',
      }),
    ).toMatchObject({
      rateLimits: { messages: 40, shares: 10 },
      addressRateLimits: { messages: 400 },
      trustedProxyHops: 1,
    });
    expect(() => readEnv({ ...required, RATE_LIMITS: 'chats=5' })).toThrow(
      /RATE_LIMITS: "chats=5" is not kind=count \(kinds: messages, knowledge/,
    );
    expect(() => readEnv({ ...required, RATE_LIMITS: 'messages=0' })).toThrow(EnvError);
  });

  it('names every invalid or missing variable', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x@y/z' })).toThrow(EnvError);
    try {
      readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x@y/z' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID']) {
        expect(message).toContain(name);
      }
    }
  });

  it('drains 5 s in production and not at all elsewhere, unless SHUTDOWN_DELAY_MS says otherwise', () => {
    expect(readEnv({ ...required, NODE_ENV: 'production' }).shutdownDelayMs).toBe(5_000);
    expect(readEnv(required).shutdownDelayMs).toBe(0);
    expect(
      readEnv({ ...required, NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '1500' }),
    ).toMatchObject({ shutdownDelayMs: 0, shutdownTimeoutMs: 1_500 });
    expect(readEnv(required).shutdownTimeoutMs).toBeUndefined();
  });

  it('reads the log level and the metrics token', () => {
    expect(
      readEnv({ ...required, LOG_LEVEL: 'info', METRICS_TOKEN: 'a-scrape-token-of-32-characters!' }),
    ).toMatchObject({
      logLevel: 'info',
      metricsToken: 'a-scrape-token-of-32-characters!',
    });
  });

  it('names each operations variable that is invalid, without its value', () => {
    const bad = {
      ...required,
      NODE_ENV: 'staging',
      SHUTDOWN_DELAY_MS: '-1',
      SHUTDOWN_TIMEOUT_MS: 'soon',
      LOG_LEVEL: 'verbose',
      METRICS_TOKEN: 'short-secret',
    };
    expect(() => readEnv(bad)).toThrow(EnvError);
    try {
      readEnv(bad);
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'NODE_ENV',
        'SHUTDOWN_DELAY_MS',
        'SHUTDOWN_TIMEOUT_MS',
        'LOG_LEVEL',
        'METRICS_TOKEN',
      ]) {
        expect(message).toContain(name);
      }
      expect(message).not.toContain('short-secret');
    }
  });

  it('listens beyond loopback only in production', () => {
    expect(() => readEnv({ ...required, HOST: '0.0.0.0' })).toThrow(
      /HOST: 0\.0\.0\.0 is not a loopback address/,
    );
    expect(readEnv({ ...required, HOST: 'localhost' }).hostname).toBe('localhost');
    expect(readEnv({ ...required, NODE_ENV: 'production', HOST: '0.0.0.0' }).hostname).toBe('0.0.0.0');
  });

  it('reads an OpenAI-compatible embeddings server, set as a pair, and refuses half of it', () => {
    expect(
      readEnv({
        ...required,
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:11434/v1',
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        EMBEDDINGS_API_KEY: 'sk-embed',
        EMBEDDINGS_DIMENSIONS: '768',
      }).embeddings,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'nomic-embed-text',
      apiKey: 'sk-embed',
      dimensions: 768,
    });
    expect(
      readEnv({ ...required, EMBEDDINGS_BASE_URL: '', EMBEDDINGS_DIMENSIONS: '' }).embeddings,
    ).toBeUndefined();
    expect(() => readEnv({ ...required, EMBEDDINGS_MODEL: 'nomic-embed-text' })).toThrow(
      'set EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL together',
    );
    expect(() =>
      readEnv({
        ...required,
        EMBEDDINGS_BASE_URL: 'http://h/v1',
        EMBEDDINGS_MODEL: 'm',
        EMBEDDINGS_DIMENSIONS: 'lots',
      }),
    ).toThrow(/EMBEDDINGS_DIMENSIONS: a whole number of dimensions/);
  });
});
