/**
 * A word-level comparison of two texts (the desk's revision history: what changed between two
 * revisions), as runs of words kept, taken out and put in. Longest common subsequence on words;
 * texts too long for it at once are compared as one change (the reader still sees both).
 */
export interface DiffRun {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many word pairs the table would be too large for a browser to build at a click. */
const MAX_CELLS = 4_000_000;

export function wordDiff(before: string, after: string): DiffRun[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS) return [...(a.length ? [{ kind: 'removed' as const, text: a.join(' ') }] : []), ...(b.length ? [{ kind: 'added' as const, text: b.join(' ') }] : [])];
  // lcs[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const runs: DiffRun[] = [];
  const push = (kind: DiffRun['kind'], word: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += ` ${word}`;
    else runs.push({ kind, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return runs;
}
