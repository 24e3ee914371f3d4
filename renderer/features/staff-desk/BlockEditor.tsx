/**
 * An article's body as blocks: add any type (after a block or at the end), move (buttons, or
 * Alt+↑ / Alt+↓ on the block, or drag by its handle), duplicate and delete; each move is announced.
 * Enter in a text block splits it into a new paragraph, Backspace at its start joins it to the one before.
 * The list is controlled: `items` in, a new list out. Each block is a memoised row with stable
 * handlers, so a keystroke re-renders the block typed in, not the hundred others of a long article.
 */
import { startTransition, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BodyBlock, BodyBlockType } from '../../../common/types.js';
import { AddBlock } from './AddBlock.js';
import { BlockRow, type RowActions } from './BlockRow.js';
import { BLOCK_LABELS, blockItem, isOnlyText, isTextBlock, newBlock, notesIn, participleFor, withPasted, type BlockItem } from './blocks.js';
import { dropTargetAt, keyboardTarget, moveItem } from './articleOrder.js';
import type { PasteJoin, PastedBlock } from './paste.js';
import { caretOffsetAfter, focusAgain, focusText } from './textKeys.js';
import { useAfterPress } from './useAfterPress.js';
import styles from './BlockEditor.module.css';
import desk from './Desk.module.css';

/** Blocks whose editors mount with the page (the first, where typing starts); the others mount as they come near the screen, after it. */
const EAGER_BLOCKS = 1;
/**
 * Blocks drawn with the page; a long article's others follow at once in a transition (which yields
 * to typing), so it opens editable without building and laying out a hundred blocks first. The body
 * starts below the article's fields, past the first screen even on a tall one (about 1,400 px down
 * at 1440×1000), so three cover the first scroll to it; eight drawn here were 300 more elements
 * for the first render that nobody could see yet.
 */
const FIRST_BLOCKS = 3;

interface BlockEditorProps {
  items: readonly BlockItem[];
  onChange(items: BlockItem[]): void;
  /** Messages by path inside the body ('3.content'). */
  errors: Record<string, string>;
  /** Someone tried to save: the messages of blocks just added show too. */
  revealAll?: boolean;
  /** The blocks whose messages wait (added, not yet left), for a status that speaks of the article. */
  onFreshChange?: (keys: ReadonlySet<string>) => void;
}

const NO_ERRORS: Record<string, string> = {};

/** Blocks made of a file or an address before any text: a new one takes the focus in that field, not in its caption. */
const FIELD_FIRST: ReadonlySet<BodyBlockType> = new Set(['image', 'video', 'youtube']);

export function BlockEditor({ items, onChange, errors, revealAll = false, onFreshChange }: BlockEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [allDrawn, setAllDrawn] = useState(false);
  /** What the last paste could not keep, shown at the block it was pasted in. */
  const [pasteNotice, setPasteNotice] = useState<{ key: string; messages: readonly string[] } | null>(null);
  // Blocks added empty: their messages wait until the person has been in them and left, or tried to save.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const freshListener = useRef(onFreshChange);
  freshListener.current = onFreshChange;
  useEffect(() => freshListener.current?.(fresh), [fresh]);
  useEffect(() => startTransition(() => setAllDrawn(true)), []);
  const drawn = allDrawn ? items : items.slice(0, FIRST_BLOCKS);
  const refs = useRef(new Map<string, HTMLElement>());
  // Blocks made by Enter: their editors mount with them, to take the caret at once.
  const [eagerKeys, setEagerKeys] = useState<ReadonlySet<string>>(() => new Set());
  // Two changes in one event (a paste fills a block and adds others) must build on each other, not on this render's list.
  const current = useRef(items);
  current.current = items;
  const apply = (change: (list: readonly BlockItem[]) => BlockItem[]) => {
    const next = change(current.current);
    current.current = next;
    onChange(next);
  };

  const focusBlock = (key: string) => requestAnimationFrame(() => refs.current.get(key)?.focus());
  // After the render that drew the block (and its editor's new text).
  const focusTextOf = (key: string, at: 'start' | number) => requestAnimationFrame(() => focusText(refs.current.get(key), at));
  const nameOf = (index: number) => `${BLOCK_LABELS[items[index]!.block.type]} ${index + 1}`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const key = items[from]!.key;
    // Moved while typing in it (Alt+↑/↓), the block keeps the focus where it was, a text its caret:
    // given to the block itself, the next keys typed went nowhere. The move is drawn at once, so
    // no key falls between it and the focus (moving the element loses the browser's focus).
    const row = refs.current.get(key);
    const inside = document.activeElement instanceof HTMLElement && row?.contains(document.activeElement) && row !== document.activeElement ? document.activeElement : null;
    setAnnouncement(`${BLOCK_LABELS[items[from]!.block.type]} ${participleFor(items[from]!.block.type, 'mogut')} a la posició ${to + 1} de ${items.length}.`);
    flushSync(() => apply((list) => moveItem(list, from, to)));
    if (inside?.isConnected && !inside.matches(':disabled')) focusAgain(inside);
    else focusBlock(key);
  };
  const insertAt = (index: number, blocks: BodyBlock[]) => {
    const added = blocks.map(blockItem);
    apply((list) => [...list.slice(0, index), ...added, ...list.slice(index)]);
    return added;
  };
  const add = (type: BodyBlockType, index: number) => {
    // Drawn with its editor at once and given the caret (as Enter's new paragraph): the focus on the
    // block itself left what was typed next out of it, and an empty block was saved.
    let added: BlockItem | undefined;
    flushSync(() => {
      [added] = insertAt(index, [newBlock(type)]);
      if (!added) return;
      const { key } = added;
      setEagerKeys((keys) => new Set(keys).add(key));
      setFresh((keys) => new Set(keys).add(key));
    });
    const row = added && refs.current.get(added.key);
    if (FIELD_FIRST.has(type)) row?.querySelector<HTMLElement>('[data-fields] :is(input, select, textarea, button)')?.focus();
    else focusText(row);
    setAnnouncement(`${BLOCK_LABELS[type]} ${participleFor(type, 'afegit')} a la posició ${index + 1}.`);
  };
  const duplicate = (index: number) => {
    const [copy] = insertAt(index + 1, [structuredClone(items[index]!.block)]);
    if (copy) focusBlock(copy.key);
    setAnnouncement(`${nameOf(index)} ${participleFor(items[index]!.block.type, 'duplicat')}.`);
  };
  const remove = (index: number) => {
    setAnnouncement(`${nameOf(index)} ${participleFor(items[index]!.block.type, 'esborrat')}.`);
    apply((list) => list.filter((_, i) => i !== index));
    const neighbour = items[index + 1] ?? items[index - 1];
    if (neighbour) focusBlock(neighbour.key);
  };
  const update = (key: string, block: BodyBlock) => apply((list) => list.map((item) => (item.key === key ? { ...item, block } : item)));
  const split = (key: string, after: string) => {
    const added = blockItem({ type: 'paragraph', content: after });
    // The new paragraph is drawn with its editor and given the caret before the next key is read:
    // a key typed right after Enter (a frame later, or while a lazy editor mounted) went to the old block.
    flushSync(() => {
      setEagerKeys((keys) => new Set(keys).add(added.key));
      apply((list) => {
        const at = list.findIndex((item) => item.key === key) + 1;
        return [...list.slice(0, at), added, ...list.slice(at)];
      });
    });
    focusText(refs.current.get(added.key), 'start');
  };
  const joinBackward = (key: string, html: string): boolean => {
    const list = current.current;
    const index = list.findIndex((item) => item.key === key);
    const before = list[index - 1];
    const own = list[index]?.block;
    if (!before || !own || !isTextBlock(before.block) || !isOnlyText(own)) return false;
    const joined = { ...before.block, content: before.block.content + html };
    const caret = caretOffsetAfter(before.block.content);
    apply((items) => items.filter((item) => item.key !== key).map((item) => (item.key === before.key ? { ...item, block: joined } : item)));
    focusTextOf(before.key, caret);
    return true;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const to = keyboardTarget(event.key, event.altKey, index, items.length);
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, dropTargetAt(dragged, index, event.currentTarget.getBoundingClientRect(), event.clientY));
    setDragged(null);
  };

  const blockErrors = (index: number) => {
    const prefix = `${index}.`;
    const own: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) if (path.startsWith(prefix)) own[path.slice(prefix.length)] = message;
    if (errors[String(index)]) own.content ??= errors[String(index)]!;
    return own;
  };

  // The rows get one stable object of handlers that call this render's functions.
  /**
   * Blocks pasted after a block's text go after it; pasted into an empty paragraph, they take its
   * place (a heading or a list pasted at the start of an empty block is not left under it).
   */
  const pasted = (key: string, blocks: PastedBlock[], notices: string[], join: PasteJoin | null) => {
    const list = current.current;
    const at = list.findIndex((other) => other.key === key);
    const target = list[at]?.block;
    const emptyHere = target?.type === 'paragraph' && target.content === '' && !target.image;
    let result = withPasted(emptyHere ? list.filter((item) => item.key !== key) : list, emptyHere ? at : at + 1, blocks);
    // Only notes, which join the article's Notes: the empty paragraph stays where it was.
    const replaced = emptyHere && result.added.length > 0;
    if (emptyHere && !replaced) result = withPasted(list, at + 1, blocks);
    const first = result.added[0];
    // The caret goes to the join (pasted notes are last: taken into the Notes block, they move no index
    // before it), the block's editor drawn at once as after Enter, for typing to go on there.
    const joined = join ? result.added[join.block] : undefined;
    flushSync(() => {
      if (joined) setEagerKeys((keys) => new Set(keys).add(joined.key));
      if (blocks.length > 0) apply(() => result.items);
    });
    if (joined && join) focusText(refs.current.get(joined.key), caretOffsetAfter(join.before));
    else if (first) focusBlock(first.key);
    if (notices.length > 0) setPasteNotice({ key: replaced && first ? first.key : key, messages: notices });
    if (blocks.length > 0) setAnnouncement(`${blocks.length === 1 ? 'S’ha afegit 1 bloc' : `S’han afegit ${blocks.length} blocs`} amb el text enganxat.`);
  };

  const afterPress = useAfterPress();
  // Left by a press on what is below it ('Afegeix el bloc'), a block shows its messages once the
  // click is done: shown at the press, they pushed the button ~24 px down and the click was lost.
  const settle = (key: string) =>
    afterPress(() =>
      setFresh((keys) => {
        if (!keys.has(key)) return keys;
        const rest = new Set(keys);
        rest.delete(key);
        return rest;
      }),
    );

  const handlers = useRef({ move, duplicate, remove, update, split, joinBackward, onKeyDown, onDrop, pasted, setDragged, settle });
  handlers.current = { move, duplicate, remove, update, split, joinBackward, onKeyDown, onDrop, pasted, setDragged, settle };
  const actions = useMemo<RowActions>(
    () => ({
      register: (key, node) => {
        if (node) refs.current.set(key, node);
        else refs.current.delete(key);
      },
      settle: (key) => handlers.current.settle(key),
      move: (from, to) => handlers.current.move(from, to),
      duplicate: (index) => handlers.current.duplicate(index),
      remove: (index) => handlers.current.remove(index),
      update: (key, block) => handlers.current.update(key, block),
      split: (key, after) => handlers.current.split(key, after),
      joinBackward: (key, html) => handlers.current.joinBackward(key, html),
      keyDown: (index, event) => handlers.current.onKeyDown(index)(event),
      drop: (index, event) => handlers.current.onDrop(index)(event),
      drag: (index) => handlers.current.setDragged(index),
      pasted: (key, blocks, notices, join) => handlers.current.pasted(key, blocks, notices, join),
      notesBefore: () => notesIn(current.current),
      dismissNotice: () => setPasteNotice(null),
    }),
    [],
  );

  return (
    <div className={styles.editor}>
      <p className={desk.hint}>Alt+↑ i Alt+↓ mouen el bloc on ets; també pots arrossegar-lo per la nansa ⋮⋮.</p>
      <ol className={styles.blocks} aria-label="Blocs del cos de l’article">
        {drawn.map((item, index) => (
          <BlockRow
            key={item.key}
            item={item}
            index={index}
            last={index === items.length - 1}
            label={nameOf(index)}
            errors={fresh.has(item.key) && !revealAll ? NO_ERRORS : blockErrors(index)}
            dragging={dragged === index}
            eager={index < EAGER_BLOCKS || eagerKeys.has(item.key)}
            notices={pasteNotice?.key === item.key ? pasteNotice.messages : undefined}
            actions={actions}
          />
        ))}
      </ol>
      {items.length === 0 && <p className={desk.hint}>El cos és buit: afegeix-hi el primer bloc.</p>}
      <AddBlock onAdd={(type) => add(type, items.length)} />
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}
