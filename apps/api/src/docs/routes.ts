import { buildOpenApiDocument, isZodSchema, type ResponseSpec, routeList } from '@ditto/contract';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';

/** `/openapi.json` (the contract's document) and `/docs`, a readable page of the same route table. Both public. */
export function docsRoutes(): Hono {
  const app = new Hono();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;

  app.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });

  // A static page: no script at all, its one inline stylesheet, no framing.
  app.get(
    '/docs',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'no-referrer',
    }),
    (c) => c.html(docsPage()),
  );

  return app;
}

const AUTH_LABELS = { public: 'public', user: 'bearer token', admin: 'bearer token, admin' } as const;

function describeResponse(spec: ResponseSpec): string {
  if (isZodSchema(spec)) return 'JSON';
  switch (spec.kind) {
    case 'empty':
      return 'no content';
    case 'binary':
      return spec.mediaType;
    case 'json-or-event-stream':
      return 'JSON, or server-sent events with Accept: text/event-stream';
    case 'error':
      return spec.codes.join(', ');
  }
}

function docsPage() {
  const rows = routeList.map((route) => {
    const responses = Object.entries(route.responses)
      .map(([status, spec]) => html`<li><code>${status}</code> ${describeResponse(spec)}</li>`)
      .reduce((all, item) => html`${all}${item}`, html``);
    const request = route.request?.body
      ? (route.request.bodyMediaType ?? 'application/json')
      : route.request?.query
        ? 'query string'
        : '';
    return html`<tr id="${route.name}">
      <td><code>${route.method.toUpperCase()}</code></td>
      <td><code>${route.path}</code></td>
      <td>${route.summary}<br /><small><code>${route.name}</code></small></td>
      <td>${AUTH_LABELS[route.auth]}</td>
      <td>${request}</td>
      <td><ul>${responses}</ul></td>
    </tr>`;
  });
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ditto product API</title>
    <style>
      ${raw(`body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; vertical-align: top; }
      ul { margin: 0; padding-left: 1rem; } code { font-size: 13px; }`)}
    </style>
  </head>
  <body>
    <h1>Ditto product API</h1>
    <p>
      Every route below the base URL. Signed-in routes need <code>Authorization: Bearer &lt;access token&gt;</code>.
      Errors are <code>{ error: { code, message, fields? } }</code>. Schemas: <a href="openapi.json">openapi.json</a>
      (OpenAPI 3.1).
    </p>
    <table>
      <thead>
        <tr><th>Method</th><th>Path</th><th>What</th><th>Auth</th><th>Request</th><th>Responses</th></tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </body>
</html>`;
}
