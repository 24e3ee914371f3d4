/**
 * The edition form's article order (issue 20), as data: moves by drag and by keyboard, and the
 * home grid's card size each position gets (spec §9's ten-step pattern, from common/cards), so the
 * form shows the sizes as they will fall. The screen that uses it only renders and forwards events.
 */
import { cardSize } from '../../../common/cards.js';
import type { CardSize } from '../../../common/constants.js';

/** The list with the item at `from` moved to `to` (both clamped into the list); the input is not changed. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (items.length === 0) return [];
  const source = Math.min(Math.max(from, 0), items.length - 1);
  const target = Math.min(Math.max(to, 0), items.length - 1);
  const next = [...items];
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Where a keyboard key moves the focused item: Alt+↑/↓ one step, Alt+Home/End to the ends; null for any other key. */
export function keyboardTarget(key: string, altKey: boolean, index: number, length: number): number | null {
  if (!altKey || length === 0) return null;
  switch (key) {
    case 'ArrowUp':
      return index > 0 ? index - 1 : null;
    case 'ArrowDown':
      return index < length - 1 ? index + 1 : null;
    case 'Home':
      return index > 0 ? 0 : null;
    case 'End':
      return index < length - 1 ? length - 1 : null;
    default:
      return null;
  }
}

/**
 * The position a dragged item lands on when dropped over `over`: dropped on the lower half of a
 * row it goes after that row, on the upper half before it.
 */
export function dropTarget(from: number, over: number, lowerHalf: boolean): number {
  const before = lowerHalf ? over + 1 : over;
  return before > from ? before - 1 : before;
}

/** The landing position of a drop over row `over`, from where the pointer is on that row. */
export function dropTargetAt(from: number, over: number, row: { top: number; height: number }, clientY: number): number {
  return dropTarget(from, over, clientY > row.top + row.height / 2);
}

const SIZE_LABELS: Record<CardSize, string> = { large: 'gran', medium: 'mitjana', small: 'petita' };

interface OrderedCard<T> {
  item: T;
  position: number;
  size: CardSize;
  /** Catalan, for the row and for screen readers: 'Posició 1, targeta gran'. */
  label: string;
}

/** Each article with the card it will get on the home grid. */
export function cardsInOrder<T>(items: readonly T[]): OrderedCard<T>[] {
  return items.map((item, index) => {
    const size = cardSize(index);
    return { item, position: index + 1, size, label: `Posició ${index + 1}, targeta ${SIZE_LABELS[size]}` };
  });
}

/** What a screen reader hears after a move. */
export function moveAnnouncement(title: string, to: number, length: number): string {
  const size = SIZE_LABELS[cardSize(to)];
  return `«${title}» ara és a la posició ${to + 1} de ${length} (targeta ${size}).`;
}
