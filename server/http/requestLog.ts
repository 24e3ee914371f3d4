/**
 * One log line per answered request (pino, at level info; 5xx at error): its id (also sent back as
 * X-Request-Id), method, route id (server/http/routeId.ts: the pattern, never the raw path and its
 * query), status, duration in ms and bytes sent (headers included). An observer of
 * server/http/requestWatch.ts, which sees every request, lean paths included. The line holds these
 * fields alone: no client address (docs/decisions/0003-privacy-no-ip-stored.md), header, cookie,
 * credential or body.
 *
 * The line is the one `logger.info({ req, res, ms }, 'request')` writes, byte for byte (a unit test
 * compares them), put together here from the logger's own parts (pino.symbols: its level and time
 * prefix, its bindings, its stream) around fields whose shape is known: pino's general path (a
 * key-by-key walk, a JSON.stringify per nested object, the key and message escaped at every call)
 * was most of the cost of logging a cached answer (docs/performance.md › Operations).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { epochMsAt, epochTime, epochTimeAt, epochTimeValue } from '../log/logger.js';
import { bytesWrittenOn, type AnswerObserver } from './requestWatch.js';

const S = pino.symbols;
const INFO = pino.levels.values.info!;
const ERROR = pino.levels.values.error!;

/**
 * The parts of a pino logger a line is made of. Those it keeps for its life (its stream, time
 * function, level prefixes and line end: pino sets them once, when the logger is made) are read
 * once: each read at a line was a megamorphic lookup on the logger. Its bindings, which
 * `setBindings` may change, are read at each line, as is its level.
 */
interface LoggerParts {
  [S.lsCacheSym]: Record<number, string>;
  [S.timeSym]: () => string;
  [S.timeSliceIndexSym]: number;
  [S.chindingsSym]: string;
  [S.endSym]: string;
  [S.streamSym]: DestinationStream & { [S.needsMetadataGsym]?: boolean; lastLevel?: number; lastMsg?: string; lastTime?: string };
}

/**
 * `","method":"GET","route":"GET /api/issues/{number}"},"res":{"status":200,"bytes":` by route id,
 * method and status: made once each (JSON.stringify of the strings was most of the line's own
 * cost, and every piece fewer is a string concatenation fewer). Route ids are a bounded set
 * (routeId.ts), and so are statuses and methods.
 */
interface Middle {
  text: string;
  ascii: boolean;
}
const middles = new Map<string, { method: string | undefined; byStatus: Map<number, Middle> }>();
function middleOf(route: string, method: string | undefined, status: number): Middle {
  let known = middles.get(route);
  if (known === undefined || known.method !== method) middles.set(route, (known = { method, byStatus: new Map() }));
  let middle = known.byStatus.get(status);
  if (middle === undefined) {
    const text = `","method":${JSON.stringify(method)},"route":${JSON.stringify(route)}},"res":{"status":${status},"bytes":`;
    middle = { text, ascii: isAscii(text) };
    known.byStatus.set(status, middle);
  }
  return middle;
}

/** Text that is ASCII alone: nothing past U+007F. */
const isAscii = (text: string): boolean => !/[\u0080-\uffff]/.test(text);

/**
 * The text of `Math.round(ms * 100) / 100`, as JavaScript writes that number, made from the whole
 * hundredths: an integer becomes text without the double-to-shortest-decimal algorithm, which
 * was as costly as the rest of the line's numbers and strings together.
 */
export function hundredths(ms: number): string {
  const h = Math.round(ms * 100);
  const rest = h % 100;
  const whole = (h - rest) / 100;
  if (rest === 0) return `${whole}`;
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/** Where a line goes: pino's stream, and its ASCII door when it has one (server/log/logger.ts). */
type LineStream = LoggerParts[typeof S.streamSym] & { writeAscii?: (line: string) => void };

export function requestLine(logger: Logger): AnswerObserver {
  const parts = logger as unknown as LoggerParts;
  const timeOf = parts[S.timeSym];
  const levelTexts = parts[S.lsCacheSym];
  const timeSliceIndex = parts[S.timeSliceIndexSym];
  const end = parts[S.endSym];
  const stream = parts[S.streamSym] as LineStream;
  // The line's start, `{"level":30,"time":…,"pid":…,"req":{"id":"`, made again when its time (once
  // a millisecond), level or bindings change.
  let head = '';
  let headAscii = true;
  let headLevel = '';
  /** What the head's time was made from: the app's clock's millisecond, or another time function's text. */
  let headTick: number | string = -1;
  let headBindings = '';
  let timeValue = '';
  const appClock = timeOf === epochTime;
  const tellsStream = stream[S.needsMetadataGsym] === true;
  return function requestLogged(req, res, facts, ms) {
    const status = res.statusCode;
    const level = status >= 500 ? ERROR : INFO;
    if (level < logger.levelVal) return;
    // Bytes on the request's socket: the answer's own is detached once it is finished. (A
    // destroyed socket's count can be undefined.)
    const sent = bytesWrittenOn(req.socket);
    const bytes = sent >= facts.sentBefore ? sent - facts.sentBefore : 0;
    // The app's logger's time is taken at the instant the answer was seen, which requestWatch.ts
    // read for its duration: no clock is read again. Its millisecond, a number, says whether the
    // head is to be made again: comparing two texts of a time, made of pieces, was a call into
    // V8's runtime at every request where answers are further apart than a millisecond.
    const at = facts.started + ms;
    const tick = appClock ? epochMsAt(at) : timeOf();
    const levelText = levelTexts[level]!;
    const bindings = parts[S.chindingsSym];
    if (tick !== headTick || levelText !== headLevel || bindings !== headBindings) {
      // The time is digits (or an ISO date, from any of pino's time functions): ASCII.
      if (levelText !== headLevel || bindings !== headBindings) headAscii = isAscii(levelText) && isAscii(bindings);
      const time = appClock ? epochTimeAt(at) : (tick as string);
      headTick = tick;
      headLevel = levelText;
      headBindings = bindings;
      head = `${levelText}${time}${bindings},"req":{"id":"`;
      timeValue = appClock ? epochTimeValue() : time.slice(timeSliceIndex);
    }
    // What pino tells a stream that asks (the app's reads the level: errors go to stderr), but the
    // fields as an object, which would be made for nobody.
    if (tellsStream) {
      stream.lastLevel = level;
      stream.lastMsg = 'request';
      stream.lastTime = timeValue;
    }
    // The id is a UUID or a proxy's plain token (requestId.ts's PLAIN_ID): nothing in it to escape,
    // and ASCII, as are the numbers; the route id, method and bindings are checked once.
    const middle = middleOf(facts.route, req.method, status);
    const line = `${head}${facts.id}${middle.text}${bytes}${res.writableFinished ? '' : ',"aborted":true'}},"ms":${hundredths(ms)},"msg":"request"${end}`;
    if (stream.writeAscii && headAscii && middle.ascii) stream.writeAscii(line);
    else stream.write(line);
  };
}
