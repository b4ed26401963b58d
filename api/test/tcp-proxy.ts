import net from 'node:net';

/**
 * A TCP proxy in front of a server (the machine's PostgreSQL), which a test controls to
 * take the server away from the API without touching the server itself, shared as it is:
 * - `cut()`: every open connection is reset and new ones are reset at once, as when the
 *   database restarts or fails over;
 * - `stall()`: connections stay open but nothing passes either way, as on a network that
 *   drops packets (no reset ever arrives);
 * - `restore()`: connections pass again; stalled ones are reset, as a healed network's
 *   would be once their peers gave up on them.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'cut' | 'stalled' = 'up';
  const links = new Set<Link>();

  const drop = (link: Link) => {
    links.delete(link);
    if (!link.client.destroyed) link.client.resetAndDestroy();
    link.upstream?.destroy();
  };
  const silence = (link: Link) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    // Read and discard, so neither side learns anything from back-pressure either.
    link.client.on('data', () => {}).resume();
    link.upstream?.on('data', () => {}).resume();
  };

  const server = net.createServer((client) => {
    client.on('error', () => {});
    const link: Link = { client, upstream: null };
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    links.add(link);
    client.on('close', () => drop(link));
    if (mode === 'stalled') {
      silence(link);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    cut() {
      mode = 'cut';
      for (const link of [...links]) drop(link);
    },
    stall() {
      mode = 'stalled';
      for (const link of links) silence(link);
    },
    restore() {
      if (mode === 'stalled') for (const link of [...links]) drop(link);
      mode = 'up';
    },
    async close() {
      for (const link of [...links]) drop(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
