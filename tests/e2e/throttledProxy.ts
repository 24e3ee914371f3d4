/**
 * A loopback proxy that lets what the browser sends through at a set rate (answers go at full
 * speed): on loopback an upload is over before the browser reports any progress, through this it
 * takes long enough to see the bar move.
 */
import net from 'node:net';

interface ThrottledProxy {
  url: string;
  close(): Promise<void>;
}

export async function throttledProxy(target: string, bytesPerSecond: number): Promise<ThrottledProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    open.add(client).add(upstream);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      // Read the next chunk only when this one would have crossed a line of the given rate.
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
    client.on('end', () => upstream.end());
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
