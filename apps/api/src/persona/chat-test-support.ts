import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ChatStreamEvent,
  type chatStreamEventSchema,
  type LisaStreamEvent,
  type lisaStreamEventSchema,
  parseStreamEvent,
} from '@ditto/contract';
import { createParser } from 'eventsource-parser';

/** Test support: reading the API's server-sent events, and a local stand-in for an OpenAI-compatible model. */

/** Every event of a streamed reply, each validated by the contract's `schema`, in the order received. */
export async function readStreamEvents<S extends typeof chatStreamEventSchema | typeof lisaStreamEventSchema>(
  response: Response,
  schema: S,
): Promise<S extends typeof lisaStreamEventSchema ? LisaStreamEvent[] : ChatStreamEvent[]> {
  const events: Array<ChatStreamEvent | LisaStreamEvent> = [];
  const parser = createParser({
    onEvent: (message) => events.push(parseStreamEvent(schema, message.event ?? 'message', message.data)),
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) parser.feed(decoder.decode(chunk, { stream: true }));
  return events as S extends typeof lisaStreamEventSchema ? LisaStreamEvent[] : ChatStreamEvent[];
}

export type ModelHandler = (response: ServerResponse, request: IncomingMessage) => void;

/** A real HTTP server on 127.0.0.1 (free port) answering `POST /v1/chat/completions` as `handler` says. */
export async function startFakeModel(initial: ModelHandler) {
  let handler = initial;
  let requests = 0;
  const bodies: string[] = [];
  const closed: Array<() => void> = [];
  const server = createServer((request, response) => {
    requests++;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      handler(response, request);
    });
    response.on('close', () => {
      for (const listener of closed.splice(0)) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    use(next: ModelHandler) {
      handler = next;
    },
    /** How many requests it has received. */
    requests: () => requests,
    /** The body of every request received, oldest first. */
    bodies: () => [...bodies],
    /** Resolves when the connection of the request being answered closes (e.g. the API aborted it). */
    nextClose: () => new Promise<void>((resolve) => closed.push(resolve)),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const chunk = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;

/**
 * A reply the test holds: the model streams "What a " and the rest ("wonderful job.") only on `release()`;
 * `asked` resolves once the model has been asked.
 */
export function heldReply(): { handler: ModelHandler; asked: Promise<void>; release: () => void } {
  let release = () => {};
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  const handler: ModelHandler = (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk('What a '));
    release = () => response.end(`${chunk('wonderful job.')}data: [DONE]\n\n`);
    markAsked();
  };
  return { handler, asked, release: () => release() };
}

/** Streams the texts as chat-completion chunks, then `[DONE]`. */
export const streamTexts =
  (texts: string[]): ModelHandler =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const text of texts) response.write(chunk(text));
    response.end('data: [DONE]\n\n');
  };

/** Answers HTTP `status` with an OpenAI-style JSON error. */
export const failWith =
  (status: number): ModelHandler =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
  };

/** A 200 event stream whose chunk is not JSON. */
export const garbage: ModelHandler = (response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end('data: {not json at all\n\n');
};

/** Sends one chunk, then never finishes (until the connection is closed). */
export const stallAfter =
  (text: string): ModelHandler =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk(text));
  };

/** A request the fake embeddings server received. */
export type EmbeddingsRequest = { model: string; input: string[]; dimensions?: number };

/**
 * A real HTTP server on 127.0.0.1 (free port) answering `POST /v1/embeddings` as OpenAI does: one vector per input,
 * `dimensions` letter counts (texts sharing words are close), or HTTP `failing` while that is set.
 */
export async function startFakeEmbeddings(dimensions: number) {
  const received: EmbeddingsRequest[] = [];
  let failing: number | null = null;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => {
      raw += part.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as EmbeddingsRequest;
      received.push(body);
      if (failing) return failWith(failing)(response, request);
      const data = body.input.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: letters(text),
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data, model: body.model, usage: { total_tokens: 1 } }));
    });
  });
  const letters = (text: string) => {
    const vector = new Array<number>(dimensions).fill(0);
    for (const char of text.toLowerCase().replace(/[^a-z]/g, '')) {
      const slot = (char.charCodeAt(0) - 97) % dimensions;
      vector[slot] = (vector[slot] ?? 0) + 1;
    }
    return vector;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** Answers every request with HTTP `status` from now on; null: answers again. */
    fail(status: number | null) {
      failing = status;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
