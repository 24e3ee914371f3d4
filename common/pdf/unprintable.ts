/**
 * The characters a laid page holds that no embedded font can print (fontChain.ts), named for
 * staff before they export: jsPDF would leave a blank gap for each. Emoji (colour pictures, which
 * a PDF font cannot hold), Arabic (it needs its letters joined, which jsPDF does not do well) and
 * Chinese, Japanese and Korean (fonts of many megabytes) are among them.
 */
import { SILENT } from './fontChain.js';
import type { DrawOp } from './model.js';

const KINDS: [RegExp, string][] = [
  [/\p{Extended_Pictographic}|\p{Regional_Indicator}/u, 'emoji'],
  [/\p{Script=Arabic}/u, 'àrab'],
  [/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u, 'xinès o japonès'],
  [/\p{Script=Hangul}/u, 'coreà'],
];

const MAX_SHOWN = 12;

/** "😀 (emoji), ع ر (àrab)", or null when every character prints. */
export function unprintableList(ops: readonly DrawOp[], printable: (char: string) => boolean): string | null {
  const found = new Map<string, string[]>();
  for (const op of ops) {
    const text = op.kind === 'text' ? op.text : op.kind === 'image' ? (op.alt ?? '') : '';
    for (const char of text) {
      if (SILENT.test(char) || printable(char)) continue;
      const kind = KINDS.find(([pattern]) => pattern.test(char))?.[1] ?? 'altres';
      const chars = found.get(kind) ?? [];
      if (!chars.includes(char)) chars.push(char);
      found.set(kind, chars);
    }
  }
  if (found.size === 0) return null;
  return [...found].map(([kind, chars]) => `${chars.slice(0, MAX_SHOWN).join(' ')}${chars.length > MAX_SHOWN ? ' …' : ''} (${kind})`).join(', ');
}

export const unprintableNotice = (where: string, list: string) =>
  `${where}: el PDF no pot imprimir aquests caràcters, que hi quedarien en blanc: ${list}. Canvia’ls o descriu-los amb paraules.`;
