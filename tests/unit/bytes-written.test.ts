/**
 * The bytes a connection has written (server/http/requestWatch.ts's bytesWrittenOn), read without
 * Node's copy of the write queue when nothing is queued: it must say what `socket.bytesWritten`
 * says, on a kept-alive connection carrying several answers, for small and large answers, and
 * while a large answer is still queued for a client that does not read.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { bytesWrittenOn } from '../../server/http/requestWatch.js';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server whose answers compare the two counts when each is finished, and on the way when asked. */
function listen(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<number> {
  server = http.createServer(answer);
  return new Promise((done) => server!.listen(0, '127.0.0.1', () => done((server!.address() as net.AddressInfo).port)));
}

it('says what socket.bytesWritten says at the end of each answer on a kept-alive connection', async () => {
  const counts: [number, number][] = [];
  const port = await listen((req, res) => {
    res.on('finish', () => counts.push([bytesWrittenOn(req.socket), req.socket.bytesWritten]));
    res.end(req.url === '/gran' ? 'é'.repeat(400_000) : 'Revista');
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const path of ['/', '/gran', '/', '/gran', '/']) {
    await new Promise<void>((done) => http.get({ port, path, agent }, (res) => res.resume().on('end', done)));
  }
  agent.destroy();
  expect(counts).toHaveLength(5);
  for (const [ours, node] of counts) expect(ours).toBe(node);
  // Counts grow along the connection: each answer's bytes are on top of the ones before.
  expect(counts.map(([ours]) => ours)).toEqual([...counts.map(([ours]) => ours)].sort((a, b) => a - b));
});

it('counts what is still queued for a client that does not read', async () => {
  let queued: [number, number, number] | undefined;
  const port = await listen((req, res) => {
    const chunk = Buffer.alloc(1 << 20, 0x61);
    // Written until the system takes no more (the client below never reads), then once more: that
    // one waits in the socket's own queue, behind the write under way.
    while (res.write(chunk));
    res.write(chunk);
    const dispatched = (req.socket as net.Socket & { _bytesDispatched: number })._bytesDispatched;
    queued = [dispatched, bytesWrittenOn(req.socket), req.socket.bytesWritten];
    res.destroy();
  });
  const client = net.connect(port, '127.0.0.1');
  client.pause();
  client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise<void>((done) => {
    const check = setInterval(() => queued && (clearInterval(check), done()), 5);
  });
  client.destroy();
  const [dispatched, ours, node] = queued!;
  expect(dispatched).toBeLessThan(node);
  expect(ours).toBe(node);
});
