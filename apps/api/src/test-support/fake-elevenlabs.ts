import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: ElevenLabs' API is the one outside service the tests may stand in for. */
export type ElevenLabsRequest = { url: string; headers: IncomingHttpHeaders; body: unknown };

export type FakeElevenLabs = {
  baseUrl: string;
  requests: ElevenLabsRequest[];
  /** The status the next requests get (200 answers `AUDIO`). */
  answerWith(status: number): void;
  stop(): Promise<void>;
};

export const FAKE_AUDIO = Buffer.from('ID3-fake-mp3-audio');

/** A local `node:http` server answering `POST /v1/text-to-speech/:voiceId` like ElevenLabs. */
export async function startFakeElevenLabs(apiKey: string): Promise<FakeElevenLabs> {
  const requests: ElevenLabsRequest[] = [];
  let status = 200;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      url: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
    });
    if (request.headers['xi-api-key'] !== apiKey) {
      response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"detail":"invalid_api_key"}');
    } else if (status !== 200) {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"detail":"failed"}');
    } else {
      response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(FAKE_AUDIO);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      status = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
