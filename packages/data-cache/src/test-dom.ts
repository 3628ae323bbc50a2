import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

/**
 * A happy-dom document for React tests that talk to a real local server: import this module first in a
 * `@vitest-environment node` test. The DOM comes from happy-dom, the network stays Node's own (happy-dom 21's
 * fetch enforces CORS and mangles ky's response bodies).
 */
const nodeNetwork = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  Blob: globalThis.Blob,
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
Object.assign(globalThis, nodeNetwork, { IS_REACT_ACT_ENVIRONMENT: true });
