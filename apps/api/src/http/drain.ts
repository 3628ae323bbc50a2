import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
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
 * destroyed. Call it once the server has its request handler (it takes the handler over, to keep a request from it)
 * and before the server accepts connections.
 */
export function drainable(server: Server): Drainable {
  /** Each connection's responses not yet closed, and the bytes it had read when the last of them closed. */
  const connections = new Map<Socket, { responsesLeft: number; bytesReadWhenIdle: number }>();
  let closing = false;
  const endIfIdle = (socket: Socket) => {
    const connection = connections.get(socket);
    if (!closing || connection === undefined || connection.responsesLeft > 0) return;
    // Bytes read since then are a request on its way: it is answered, and its response closes the connection.
    if (socket.bytesRead !== connection.bytesReadWhenIdle) return;
    // end(), not destroy(): closing a socket with unread incoming data sends a reset in place of FIN, and the bytes
    // still queued for the peer are dropped; end() sends FIN after them.
    socket.end();
  };
  const track = (socket: Socket) => {
    let connection = connections.get(socket);
    if (connection === undefined) {
      connection = { responsesLeft: 0, bytesReadWhenIdle: socket.bytesRead };
      connections.set(socket, connection);
      socket.once('close', () => connections.delete(socket));
    }
    return connection;
  };
  server.on('connection', track);
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    if (closing && !socket.writable) {
      // Sent as the drain ended its connection: it could run but never be answered (a message stored while the
      // user sees a failure). Unrun, it fails like any request on a connection that closed, and can be retried.
      socket.destroy();
      return;
    }
    // A connection accepted before drainable() was called is tracked from its first request.
    const connection = track(socket);
    connection.responsesLeft += 1;
    // Node then ends the connection itself once this response is flushed.
    if (closing) response.shouldKeepAlive = false;
    // 'close' follows 'finish': the response's last bytes are with the operating system. It also fires when the
    // connection was aborted before then; the connection is gone as well, and its entry with it.
    response.once('close', () => {
      connection.responsesLeft -= 1;
      if (connection.responsesLeft === 0) connection.bytesReadWhenIdle = socket.bytesRead;
      endIfIdle(socket);
    });
    for (const handler of handlers) handler.call(server, request, response);
  });
  return {
    async close(timeoutMs, sleep) {
      closing = true;
      // net's close only stops accepting; http's would also destroy the connections it takes for idle.
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => {
          // http's close also clears the interval that checks request timeouts. Nothing is left for it to destroy
          // now, and with the listener already closed it only emits 'close' once more.
          server.close();
          resolve();
        }),
      );
      for (const socket of connections.keys()) endIfIdle(socket);
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
        // Node no longer tracks a connection once upgraded: left open, it would keep `closed` waiting forever.
        for (const socket of connections.keys()) socket.destroy();
        await closed;
      }
    },
  };
}
