import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';

// Paho offers 'mqtt' (3.1.1) or 'mqttv3.1'; a browser drops a socket whose answer names no protocol it offered.
const SUBPROTOCOLS = ['mqtt', 'mqttv3.1'];

const pathnameOf = (req: IncomingMessage): string => {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
};

/** Serves MQTT over WebSocket on `path` of an existing http server; returns how to stop. */
export function attachWebSocket(server: Server, path: string, broker: Aedes): () => Promise<void> {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  wss.on('connection', (ws, req: IncomingMessage) => {
    const stream = createWebSocketStream(ws);
    // aedes listens for errors on the stream it owns; this covers the gap before it does.
    stream.on('error', () => ws.terminate());
    broker.handle(stream, req);
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (pathnameOf(req) === path) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return;
    }
    // Node leaves an upgrade no listener answers hanging open; close it only when nobody else could answer it.
    if (server.listenerCount('upgrade') === 1) socket.destroy();
  };
  server.on('upgrade', onUpgrade);

  return () =>
    new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close(() => resolve());
    });
}
