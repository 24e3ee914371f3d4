/**
 * The `styles` of body blocks are JSON strings of CSS properties (spec §3), written for the web
 * page; in manual layout the block's `pdf.styles` overrides them. This reads the few properties
 * that mean something on paper and ignores the rest (and anything malformed).
 */
import type { Align } from './lineBreak.js';

export interface PrintStyle {
  italic?: boolean;
  bold?: boolean;
  align?: Align;
  sizePt?: number;
  color?: string;
  marginTop?: number;
  marginBottom?: number;
  indent?: boolean;
  /** Width of a picture or QR code, in points. */
  width?: number;
}

const ALIGNS: Record<string, Align> = { left: 'left', start: 'left', center: 'center', right: 'right', end: 'right', justify: 'justify' };

/** '12pt' → 12, '16px' → 12, 14 → 14 (a bare number is taken as points). */
function toPoints(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(pt|px|em|rem)?\s*$/i.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'pt').toLowerCase();
  if (unit === 'px') return n * 0.75;
  if (unit === 'em' || unit === 'rem') return n * 11;
  return n;
}

/** A length for margins: '8pt' → 8, '20px' → 15, '3mm' → 8.5; a bare number is taken as points. */
function toLength(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px|pt|mm)?\s*$/i.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'pt').toLowerCase();
  return unit === 'px' ? n * 0.75 : unit === 'mm' ? (n * 72) / 25.4 : n;
}

export function parsePrintStyle(json: string | undefined): PrintStyle {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const css = raw as Record<string, unknown>;
  const style: PrintStyle = {};
  if (typeof css.fontStyle === 'string') style.italic = css.fontStyle === 'italic';
  if (css.fontWeight !== undefined) style.bold = css.fontWeight === 'bold' || Number(css.fontWeight) >= 600;
  if (typeof css.textAlign === 'string' && ALIGNS[css.textAlign]) style.align = ALIGNS[css.textAlign];
  const size = toPoints(css.fontSize);
  if (size !== undefined && size >= 6 && size <= 48) style.sizePt = size;
  if (typeof css.color === 'string' && /^#[0-9a-f]{6}$/i.test(css.color)) style.color = css.color;
  const top = toLength(css.marginTop);
  if (top !== undefined) style.marginTop = Math.max(0, Math.min(400, top));
  const bottom = toLength(css.marginBottom);
  if (bottom !== undefined) style.marginBottom = Math.max(0, Math.min(400, bottom));
  const width = toLength(css.width);
  if (width !== undefined && width >= 36) style.width = width;
  if (css.textIndent !== undefined) style.indent = (toLength(css.textIndent) ?? 0) > 0;
  return style;
}

/** Later styles win, property by property. */
export function mergeStyles(...styles: PrintStyle[]): PrintStyle {
  return Object.assign({}, ...styles) as PrintStyle;
}
