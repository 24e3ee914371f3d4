/**
 * A request's query, read as Express's default ('simple') parser reads it, node:querystring, but
 * strictly: an escape that is not UTF-8 ('?q=boira%FF') is refused (400), as it is in the path,
 * where querystring would read it as U+FFFD and search for that.
 */
import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import { badRequest } from './errors.js';

export function queryOf(req: IncomingMessage): querystring.ParsedUrlQuery {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  if (at < 0) return {};
  let malformed = false;
  const query = querystring.parse(url.slice(at + 1), '&', '=', {
    decodeURIComponent: (text) => {
      try {
        return decodeURIComponent(text);
      } catch {
        malformed = true;
        return text;
      }
    },
  });
  if (malformed) throw badRequest('L’adreça té un paràmetre mal codificat: cada %XX ha de formar un caràcter UTF-8.', 'bad_request');
  return query;
}
