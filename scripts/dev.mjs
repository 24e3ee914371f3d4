// `npm run dev`: the API server (restarted on change) and Vite with hot reload on :5173. The
// server's JSON log lines are read through pino-pretty: one coloured line per message.
import { spawn } from 'node:child_process';

const server = spawn('npx', ['tsx', 'watch', 'server/main.ts', 'start'], { stdio: ['inherit', 'pipe', 'inherit'] });
const pretty = spawn('npx', ['pino-pretty', '--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname'], { stdio: ['pipe', 'inherit', 'inherit'] });
server.stdout.pipe(pretty.stdin);
const children = [server, pretty, spawn('npx', ['vite'], { stdio: 'inherit' })];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
