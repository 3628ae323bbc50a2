import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local model server received. */
export interface ReceivedRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
    /** `POST /v1/embeddings`. */
    input?: string[];
    dimensions?: number;
    encoding_format?: string;
  };
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 (free port) that speaks the OpenAI streaming protocol as the handler says.
 * Test support only.
 */
export async function startLlmServer(handler: Handler) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const request = {
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      };
      received.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Streams each text as one chat-completion chunk, then `[DONE]`. */
export function streamDeltas(texts: string[]): Handler {
  return (_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    });
    for (const text of texts) {
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`);
    }
    response.end('data: [DONE]\n\n');
  };
}

/** Answers with an HTTP error and an OpenAI-style JSON error body. */
export function failWith(status: number, message: string): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
  };
}

/** A deterministic vector of `dimensions` for a text: counts of its letters, folded (texts sharing words are close). */
export function letterVector(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    if (code >= 97 && code <= 122)
      vector[(code - 97) % dimensions] = (vector[(code - 97) % dimensions] ?? 0) + 1;
  }
  return vector;
}

/**
 * Answers `POST /v1/embeddings` as OpenAI does: one embedding per input with its `index` (listed last first, as
 * nothing promises their order), of `dimensions` numbers.
 */
export function answerEmbeddings(dimensions: number): Handler {
  return (request, response) => {
    const input = request.body.input ?? [];
    const data = input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: letterVector(text, dimensions),
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        object: 'list',
        data: data.reverse(),
        model: request.body.model,
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      }),
    );
  };
}
