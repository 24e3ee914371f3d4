/** The desktop shell's logger (pino, JSON lines on stdout like the server's), so one collector reads both. */
import pino from 'pino';

export const log = pino({ name: 'desktop', base: { pid: process.pid }, serializers: { err: pino.stdSerializers.err } });
