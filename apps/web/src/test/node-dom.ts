import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

/**
 * A happy-dom document for component tests that talk to real local servers: import this module first in a
 * `@vitest-environment node` test. The DOM comes from happy-dom, the network stays Node's own (happy-dom's fetch
 * enforces CORS and loses ky's response bodies), and server packages (the API, the identity provider) resolve.
 */
const nodeNetwork = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  Blob: globalThis.Blob,
  File: globalThis.File,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
  ReadableStream: globalThis.ReadableStream,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
  URL: globalThis.URL,
  URLSearchParams: globalThis.URLSearchParams,
};

export const testWindow = new Window({ url: 'http://localhost:3000/' });
populateGlobal(globalThis, testWindow, { bindFunctions: true });
// populateGlobal's accessors read from the window: Node's own network classes go there and on the global.
Object.assign(testWindow, nodeNetwork);
// Not an act() environment: answers of real servers land whenever they come, as in a browser, and Testing Library's
// async queries wait for what they show. (React would otherwise warn about every update outside act().)
for (const [name, value] of Object.entries({ ...nodeNetwork, IS_REACT_ACT_ENVIRONMENT: false })) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// Real servers on a shared two-core machine, where `npm test` runs another suite beside this one: every wait gives
// each answer time to arrive even when the cores are busy several times over (a passing wait returns as soon as its
// answer shows). Testing Library is loaded only now, once the document exists.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 15_000 });
