import { buildOpenApiDocument, routeList } from '@ditto/contract';
import { describe, expect, it } from 'vitest';
import { docsRoutes } from './routes.ts';

describe('docsRoutes', () => {
  const app = docsRoutes();

  it("serves the contract's OpenAPI document at /openapi.json", async () => {
    const response = await app.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves a self-contained HTML reference of every route at /docs', async () => {
    const response = await app.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    for (const route of routeList) {
      expect(page).toContain(`id="${route.name}"`);
      expect(page).toContain(`<code>${route.path}</code>`);
    }
    expect(page).toContain('payload_too_large');
    // Nothing is loaded from elsewhere (no CDN), and the page may run no script nor be framed.
    expect(page).not.toMatch(/<script|<link|https?:\/\//);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
