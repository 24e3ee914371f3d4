import { describe, expect, it } from 'vitest';
import { cardsInOrder, dropTarget, keyboardTarget, moveAnnouncement, moveItem } from '../../renderer/features/staff-desk/articleOrder.js';

const titles = ['A', 'B', 'C', 'D'];

describe("the edition's article order", () => {
  it('moves an article to any place, leaving the list it was given as it was', () => {
    expect(moveItem(titles, 0, 2)).toEqual(['B', 'C', 'A', 'D']);
    expect(moveItem(titles, 3, 0)).toEqual(['D', 'A', 'B', 'C']);
    expect(moveItem(titles, 1, 99)).toEqual(['A', 'C', 'D', 'B']);
    expect(moveItem([], 0, 1)).toEqual([]);
    expect(titles).toEqual(['A', 'B', 'C', 'D']);
  });

  it('moves by keyboard with Alt and the arrows, Home and End, and ignores keys that would not move', () => {
    expect(keyboardTarget('ArrowUp', true, 2, 4)).toBe(1);
    expect(keyboardTarget('ArrowDown', true, 2, 4)).toBe(3);
    expect(keyboardTarget('Home', true, 2, 4)).toBe(0);
    expect(keyboardTarget('End', true, 1, 4)).toBe(3);
    expect(keyboardTarget('ArrowUp', true, 0, 4)).toBeNull();
    expect(keyboardTarget('ArrowDown', true, 3, 4)).toBeNull();
    expect(keyboardTarget('ArrowDown', false, 1, 4)).toBeNull();
    expect(keyboardTarget('Enter', true, 1, 4)).toBeNull();
  });

  it('drops a dragged article before or after the row it is over', () => {
    // Dragging A (0) onto the lower half of C (2) puts it after C.
    expect(moveItem(titles, 0, dropTarget(0, 2, true))).toEqual(['B', 'C', 'A', 'D']);
    // Onto the upper half of C, before C.
    expect(moveItem(titles, 0, dropTarget(0, 2, false))).toEqual(['B', 'A', 'C', 'D']);
    // Dragging D (3) onto the upper half of A, first.
    expect(moveItem(titles, 3, dropTarget(3, 0, false))).toEqual(['D', 'A', 'B', 'C']);
    // Onto its own row: no change.
    expect(moveItem(titles, 1, dropTarget(1, 1, false))).toEqual(titles);
    expect(moveItem(titles, 1, dropTarget(1, 1, true))).toEqual(titles);
  });

  it("shows the home grid's ten-step card sizes as they will fall, and says so in Catalan", () => {
    const cards = cardsInOrder(Array.from({ length: 11 }, (_, i) => `Article ${i + 1}`));
    expect(cards.map((c) => c.size)).toEqual(['large', 'medium', 'small', 'small', 'medium', 'medium', 'large', 'small', 'medium', 'medium', 'large']);
    expect(cards[0]!.label).toBe('Posició 1, targeta gran');
    expect(cards[2]!.label).toBe('Posició 3, targeta petita');
    expect(moveAnnouncement('Les oliveres', 1, 4)).toBe('«Les oliveres» ara és a la posició 2 de 4 (targeta mitjana).');
  });
});
