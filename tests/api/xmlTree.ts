/**
 * A strict little XML reader for the tests: it throws on anything not well-formed (unclosed or
 * crossed tags, unquoted or repeated attributes, a bare `<` or `&`, unknown entities, text or a
 * second element after the root) and returns the element tree, so tests can check what a feed
 * or sitemap lists.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Text content directly inside the element (CDATA included), entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare '&' near offset ${at}`);
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity &${name}; near offset ${at}`);
    return value;
  });
}

export function parseXml(src: string): XmlElement {
  let i = 0;
  const fail = (message: string): never => {
    throw new Error(`${message} at offset ${i}: ${JSON.stringify(src.slice(i, i + 40))}`);
  };
  const skipMisc = () => {
    for (;;) {
      const ws = /^\s*/.exec(src.slice(i))![0].length;
      i += ws;
      if (src.startsWith('<?', i)) {
        const end = src.indexOf('?>', i);
        if (end < 0) fail('unclosed processing instruction');
        i = end + 2;
      } else if (src.startsWith('<!--', i)) {
        const end = src.indexOf('-->', i);
        if (end < 0) fail('unclosed comment');
        i = end + 3;
      } else return;
    }
  };

  const element = (): XmlElement => {
    if (src[i] !== '<') fail('expected an element');
    i += 1;
    const name = NAME.exec(src.slice(i))?.[0] ?? fail('bad element name');
    i += name.length;
    const el: XmlElement = { name, attrs: {}, children: [], text: '' };
    for (;;) {
      const ws = /^\s*/.exec(src.slice(i))![0].length;
      i += ws;
      if (src.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (src[i] === '>') {
        i += 1;
        break;
      }
      if (ws === 0) fail('attributes must be separated by white space');
      const attr = NAME.exec(src.slice(i))?.[0] ?? fail('bad attribute name');
      i += attr.length;
      const eq = /^\s*=\s*(["'])/.exec(src.slice(i)) ?? fail(`attribute ${attr} needs a quoted value`);
      i += eq[0].length;
      const end = src.indexOf(eq[1]!, i);
      if (end < 0) fail('unclosed attribute value');
      const raw = src.slice(i, end);
      if (raw.includes('<')) fail(`'<' inside attribute ${attr}`);
      if (attr in el.attrs) fail(`repeated attribute ${attr}`);
      el.attrs[attr] = decode(raw, i);
      i = end + 1;
    }
    for (;;) {
      const next = src.indexOf('<', i);
      if (next < 0) fail(`unclosed <${name}>`);
      const text = src.slice(i, next);
      if (text.includes(']]>')) fail("']]>' in text");
      el.text += decode(text, i);
      i = next;
      if (src.startsWith('<![CDATA[', i)) {
        const end = src.indexOf(']]>', i);
        if (end < 0) fail('unclosed CDATA');
        el.text += src.slice(i + 9, end);
        i = end + 3;
      } else if (src.startsWith('<!--', i)) {
        const end = src.indexOf('-->', i);
        if (end < 0) fail('unclosed comment');
        i = end + 3;
      } else if (src.startsWith('</', i)) {
        i += 2;
        const closing = NAME.exec(src.slice(i))?.[0];
        if (closing !== name) fail(`</${closing ?? ''}> closes <${name}>`);
        i += name.length;
        const gt = /^\s*>/.exec(src.slice(i)) ?? fail('bad closing tag');
        i += gt[0].length;
        return el;
      } else {
        el.children.push(element());
      }
    }
  };

  skipMisc();
  const root = element();
  skipMisc();
  if (i !== src.length) fail('content after the root element');
  return root;
}

/** Every descendant element with the given name, in document order. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  return el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...findAll(c, name)]);
}

export function childText(el: XmlElement, name: string): string | undefined {
  return el.children.find((c) => c.name === name)?.text;
}
