/**
 * A block's `styles` as staff write them and as the site keeps them. Staff type CSS declarations
 * ('text-align: center; font-style: italic'); the record holds a JSON object of camel-cased
 * properties ('{"textAlign":"center","fontStyle":"italic"}', spec §3), which the server's
 * sanitiser and the reader's page read. Anything else would be dropped on saving, so it is refused
 * here, as typed.
 */

const camel = (property: string) => property.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The JSON the record keeps; undefined when there are none, null when the text is not declarations. */
export function cssToStyles(css: string): string | undefined | null {
  const declarations = css
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  if (declarations.length === 0) return undefined;
  const styles: Record<string, string> = {};
  for (const declaration of declarations) {
    const match = /^([a-zA-Z-]+)\s*:\s*(.+)$/.exec(declaration);
    if (!match || /[<>{}]|url\(|expression/i.test(match[2]!)) return null;
    styles[camel(match[1]!)] = match[2]!.trim();
  }
  return JSON.stringify(styles);
}

/** The record's JSON as declarations to edit (text that is not such JSON is shown as it is). */
export function stylesToCss(styles: string | undefined): string {
  if (!styles) return '';
  try {
    const value: unknown = JSON.parse(styles);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return styles;
    return Object.entries(value)
      .map(([key, v]) => `${kebab(key)}: ${String(v)}`)
      .join('; ');
  } catch {
    return styles;
  }
}
