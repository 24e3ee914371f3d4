/** The revision history's comparison: words kept, taken out and put in (issue 26). */
import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../common/wordDiff.js';

describe('wordDiff', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(wordDiff('El riu baixa ple de pedres.', 'El riu baixa tranquil de pedres.')).toEqual([
      { kind: 'same', text: 'El riu baixa' },
      { kind: 'removed', text: 'ple' },
      { kind: 'added', text: 'tranquil' },
      { kind: 'same', text: 'de pedres.' },
    ]);
  });

  it('handles empty texts and identical ones', () => {
    expect(wordDiff('', 'Nou text')).toEqual([{ kind: 'added', text: 'Nou text' }]);
    expect(wordDiff('Igual', 'Igual')).toEqual([{ kind: 'same', text: 'Igual' }]);
    expect(wordDiff('Tret', '')).toEqual([{ kind: 'removed', text: 'Tret' }]);
  });
});
