/**
 * Holds the server's port during start-up: bound before the database is opened,
 * so a second instance on the same port stops with {@link PortInUseError} before it touches
 * the data; connections that arrive while starting are closed at once (nothing is served before
 * the app is ready). `release()` frees the port right before Fastify listens on it.
 */
import net from 'node:net';

/** The port is taken by another process. */
export class PortInUseError extends Error {
  readonly code = 'PORT_IN_USE';
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(
      [
        `Port ${port} on ${host} is already in use: is Garaj (or another program) already running there?`,
        'Stop it first, or start this one with another PORT.',
      ].join('\n'),
    );
    this.name = 'PortInUseError';
  }
}

export interface PortHold {
  /** The bound port (useful with port 0). */
  port: number;
  /** Unbinds; idempotent. */
  release(): Promise<void>;
}

/**
 * Binds `host:port` exclusively.
 * @throws PortInUseError on EADDRINUSE; other bind errors (EACCES…) as they come.
 */
export function holdPort(options: { port: number; host: string }): Promise<PortHold> {
  const server = net.createServer({ pauseOnConnect: true }, (socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(options.port, options.host) : error);
    });
    server.listen({ port: options.port, host: options.host, exclusive: true }, () => {
      const address = server.address();
      let released: Promise<void> | null = null;
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        release: () => (released ??= new Promise<void>((done) => server.close(() => done()))),
      });
    });
  });
}
