/**
 * A loopback proxy that can stop what the browser sends partway and let it go when the test says:
 * on loopback an upload is over before the browser reports any progress; held, it stays on its
 * way for as long as the test looks at its bar, and then ends at full speed. Answers always go
 * at full speed.
 */
import net from 'node:net';

interface HoldingProxy {
  url: string;
  /** From now on, what the browser sends stops once `bytes` more have gone through. */
  holdAfter(bytes: number): void;
  /** Lets everything held go on, and sends at full speed again. */
  release(): void;
  close(): Promise<void>;
}

export async function holdingProxy(target: string): Promise<HoldingProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  const paused = new Set<net.Socket>();
  let allowance = Infinity;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    open.add(client).add(upstream);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      allowance -= chunk.length;
      if (allowance > 0) return;
      // Read nothing more from this browser's connection until released.
      client.pause();
      paused.add(client);
    });
    client.on('end', () => upstream.end());
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      paused.delete(client);
    };
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    holdAfter: (bytes) => {
      allowance = bytes;
    },
    release: () => {
      allowance = Infinity;
      for (const socket of paused) socket.resume();
      paused.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
