import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What the web app reads from `/config.json` at boot: where the identity provider and the API are. */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityEndpoint: string;
  apiBaseUrl: string;
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/** The production build of `@ditto/web`, found through the package so no path is hard-coded. */
export function webDistDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@ditto/web/package.json')), 'dist');
}

/**
 * Serves the web app's production build with an SPA fallback and its runtime configuration.
 * The config is read per request so the API's URL can be set after the server has its port; requests wait for
 * `ready`, so a browser opened while the API still starts loads slowly instead of failing.
 */
export async function startWebServer(options: {
  port?: number;
  hostname?: string;
  distDir?: string;
  config: () => WebRuntimeConfig;
  ready?: Promise<void>;
}): Promise<WebServer> {
  const distDir = options.distDir ?? webDistDir();
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The web app is not built: ${indexHtml} is missing. Run \`pnpm turbo run build\` first.`);
  }
  const app = new Hono();
  app.use(async (_c, next) => {
    await options.ready;
    await next();
  });
  app.use(securityHeaders(options.config));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(options.config());
  });
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('/*', serveStatic({ root: distDir }));
  // Client-side routes (/login, /ditto, ...) all load the same document; the router takes it from there.
  app.get('*', serveStatic({ path: indexHtml }));

  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/**
 * Headers that keep injected markup inert and the app out of frames: scripts only from this origin (no inline
 * script, no eval), network calls only to this origin, the API and the identity provider, no framing. Inline
 * styles stay allowed: dialogs' scroll lock adds a <style> element.
 */
function securityHeaders(config: () => WebRuntimeConfig) {
  const backends = () => {
    const { apiBaseUrl, identityEndpoint } = config();
    return [...new Set([apiBaseUrl, identityEndpoint].map((url) => new URL(url).origin))].join(' ');
  };
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", backends],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
