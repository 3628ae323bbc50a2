import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { log } from '../log.ts';

/** Waits `ms` unless `signal` aborts (it then rejects). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type Drainable = {
  /**
   * Stops accepting connections, ends each connection once it has no response left to flush, and waits for them to
   * close, up to `timeoutMs`; then cuts what is left.
   */
  close(timeoutMs: number, sleep: Sleep): Promise<void>;
};

/**
 * Tracks `server`'s connections so that a drain never cuts a reply. Node's `server.close()` and
 * `closeIdleConnections()` count a connection as idle once `res.end()` was called and destroy it: a reply still
 * queued for a slow reader (a proxy busy elsewhere) loses its last bytes, a stream its `done`, and the drain looks
 * clean. Here a connection is idle once its responses are flushed, and it is ended (FIN after the bytes), not
 * destroyed. Call it before the server accepts connections.
 */
export function drainable(server: Server): Drainable {
  const responsesLeft = new Map<Socket, number>();
  let closing = false;
  const endIfIdle = (socket: Socket) => {
    if (closing && responsesLeft.get(socket) === 0) socket.end();
  };
  server.on('connection', (socket: Socket) => {
    responsesLeft.set(socket, 0);
    socket.once('close', () => responsesLeft.delete(socket));
  });
  server.on('request', ({ socket }, response) => {
    responsesLeft.set(socket, (responsesLeft.get(socket) ?? 0) + 1);
    // 'close' follows 'finish': the response's last bytes are with the operating system.
    response.once('close', () => {
      const left = responsesLeft.get(socket);
      if (left === undefined) return;
      responsesLeft.set(socket, left - 1);
      endIfIdle(socket);
    });
  });
  return {
    async close(timeoutMs, sleep) {
      closing = true;
      // net's close only stops accepting; http's would also destroy the connections it takes for idle.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      for (const socket of responsesLeft.keys()) endIfIdle(socket);
      const timer = new AbortController();
      const outcome = await Promise.race([
        closed.then(() => 'closed' as const),
        sleep(timeoutMs, timer.signal).then(
          () => 'timeout' as const,
          () => 'closed' as const,
        ),
      ]);
      timer.abort();
      if (outcome === 'timeout') {
        log.warn('Drain timed out: cutting the connections still open', { timeoutMs });
        server.closeAllConnections();
        await closed;
      }
    },
  };
}
