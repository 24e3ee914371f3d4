/** Issue 2 target: content API throughput against a static file served by the same server. */
import { formatLoad, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

export async function runApiBench(): Promise<string> {
  const server = await startBenchServer();
  try {
    // Warm the caches the way a live site is warm.
    for (const p of ['/api/issues/latest', '/api/articles?page=1', '/placeholder-image.svg']) await fetch(server.url + p);
    const lines = ['API throughput, 10 connections, 5 s each (ratio = against the static file in this run):'];
    const reference = await runLoad(server.url, '/placeholder-image.svg');
    lines.push(formatLoad(reference));
    for (const p of ['/api/issues/latest', '/api/articles?page=1']) lines.push(formatLoad(await runLoad(server.url, p), reference));
    return lines.join('\n');
  } finally {
    await server.stop();
  }
}
