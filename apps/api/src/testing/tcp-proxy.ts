import { once } from 'node:events';
import net, { type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones, as a server that went away does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `target`, which a test cuts and restores to play a network or server outage. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    for (const socket of open) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stop,
  };
}
