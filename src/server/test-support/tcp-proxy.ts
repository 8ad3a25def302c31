import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut and
 * restore: cut closes every open connection and refuses new ones, as a database restart or a
 * network partition would; restore listens again on the same port.
 */
export class TcpProxy {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.restore();
    return proxy;
  }

  /** Rewrites a URL's host and port to go through this proxy. */
  proxiedUrl(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    if (server !== undefined) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    if (this.#server !== undefined) return;
    const server = createServer((client) => this.#pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address !== null) this.port = address.port;
    this.#server = server;
  }

  async close(): Promise<void> {
    await this.cut();
  }

  #pipe(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => this.#sockets.delete(socket));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
