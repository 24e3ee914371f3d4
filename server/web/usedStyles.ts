/**
 * A drawn page carries its styles inline, and until now all of them: the archive's 31 KB of CSS
 * for a page whose markup uses about half, which pushed the listings' HTML past the first round
 * trip of a new connection (issue 32) and had the browser parse rules it could not apply before
 * its first paint. Only the rules the page's markup can match are kept; a rule is left out only
 * when a class its selector requires appears on no element of the page. The boot script
 * (renderer/public/boot.js) puts each stylesheet back whole before the code starts, which may
 * add classes (a menu opened, a result appearing).
 */

/** A rule as written, with, for a style rule, the classes each of its selectors requires. */
type Rule =
  | { kind: 'keep'; text: string }
  | { kind: 'style'; text: string; selectors: string[][] }
  | { kind: 'group'; prelude: string; rules: Rule[] };

// At-rules whose blocks hold style rules, pruned inside; any other (@font-face, @keyframes, …) is kept.
const GROUPS = /^@(media|supports|layer|container|scope)\b/i;

/** The index of the `}` closing the block opened at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length - 1;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i <= 0) return css.length - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** The selector list split at its top-level commas (not those inside :is(), :not(), …). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The classes an element chain must carry for the selector to match anything. What is inside
 * parentheses (:not(.x), :has(.x), :is(.a, .b)) or brackets requires nothing for certain, so it
 * is left aside; an escaped name cannot be read simply, so such a selector is kept (requires nothing).
 */
function requiredClasses(selector: string): string[] {
  if (selector.includes('\\')) return [];
  let bare = selector;
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/\([^()]*\)/g, '').replace(/\[[^[\]]*\]/g, '');
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (@import, @layer a, b;) before any block: kept as it is.
    if (open < 0 || (semicolon >= 0 && semicolon < open && css.slice(i, semicolon).trimStart().startsWith('@'))) {
      const end = open < 0 && semicolon < 0 ? css.length : semicolon + 1;
      const text = css.slice(i, end);
      if (text.trim()) rules.push({ kind: 'keep', text });
      i = end;
      continue;
    }
    const close = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    const text = css.slice(i, close + 1);
    const inner = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      rules.push(GROUPS.test(prelude) ? { kind: 'group', prelude, rules: parseRules(inner) } : { kind: 'keep', text });
    } else if (inner.includes('{')) {
      // Nested rules (CSS nesting): kept whole rather than read.
      rules.push({ kind: 'keep', text });
    } else {
      rules.push({ kind: 'style', text, selectors: splitSelectors(prelude).map(requiredClasses) });
    }
    i = close + 1;
  }
  return rules;
}

function usedRules(rules: Rule[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'keep') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.selectors.some((required) => required.every((name) => classes.has(name)))) out += rule.text;
    } else {
      const inner = usedRules(rule.rules, classes);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Every class named by an element of the document. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of (match[1] ?? match[2] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

// An inline stylesheet of a drawn page, named by its address (server/web/htmlPages.ts).
const INLINE_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/** Stylesheets read into rules once each (a handful per build: the app's and each screen's, with and without faces). */
export class UsedStyles {
  private readonly parsed = new Map<string, Rule[]>();

  /** The page with each of its inline stylesheets cut to the rules its markup can match. */
  page(html: string): string {
    const classes = classesIn(html);
    return html.replace(INLINE_STYLE, (_tag, href: string, css: string) => `<style data-href="${href}">${this.used(css, classes)}</style>`);
  }

  /** The rules of `css` that an element carrying only `classes` could match, in their order. */
  used(css: string, classes: ReadonlySet<string>): string {
    let rules = this.parsed.get(css);
    if (!rules) this.parsed.set(css, (rules = parseRules(css)));
    return usedRules(rules, classes);
  }
}
