/**
 * One block of an article's body in the block editor: its handle, type, tools (move, duplicate,
 * delete), its fields and what a paste into it could not keep. Memoised: a keystroke re-renders
 * the block typed in, not the hundred others of a long article.
 */
import { memo, type DragEvent, type KeyboardEvent } from 'react';
import type { BodyBlock } from '../../../common/types.js';
import { BlockFields } from './BlockFields.js';
import { BLOCK_LABELS, type BlockItem } from './blocks.js';
import type { PasteJoin, PastedBlock } from './paste.js';
import styles from './BlockEditor.module.css';
import desk from './Desk.module.css';

export interface RowActions {
  register(key: string, node: HTMLElement | null): void;
  /** The focus left the block: its messages show from now on. */
  settle(key: string): void;
  move(from: number, to: number): void;
  duplicate(index: number): void;
  remove(index: number): void;
  update(key: string, block: BodyBlock): void;
  split(key: string, after: string): void;
  joinBackward(key: string, html: string): boolean;
  keyDown(index: number, event: KeyboardEvent<HTMLElement>): void;
  drop(index: number, event: DragEvent): void;
  drag(index: number | null): void;
  pasted(key: string, blocks: PastedBlock[], notices: string[], join: PasteJoin | null): void;
  /** How many notes the article has (a paste numbers its own after them). */
  notesBefore(): number;
  dismissNotice(): void;
}

interface BlockRowProps {
  item: BlockItem;
  index: number;
  last: boolean;
  label: string;
  errors: Record<string, string>;
  dragging: boolean;
  /** Whether its text editors mount with it (LazyInlineEditor). */
  eager: boolean;
  /** What a paste into this block could not keep. */
  notices: readonly string[] | undefined;
  actions: RowActions;
}

/** Rows are equal when their props are, the block's messages compared by content (they are rebuilt each render). */
function sameRow(a: BlockRowProps, b: BlockRowProps): boolean {
  const aKeys = Object.keys(a.errors);
  return (
    a.item === b.item &&
    a.index === b.index &&
    a.last === b.last &&
    a.label === b.label &&
    a.dragging === b.dragging &&
    a.eager === b.eager &&
    a.notices === b.notices &&
    a.actions === b.actions &&
    aKeys.length === Object.keys(b.errors).length &&
    aKeys.every((key) => a.errors[key] === b.errors[key])
  );
}

export const BlockRow = memo(function BlockRow({ item, index, last, label, errors, dragging, eager, notices, actions }: BlockRowProps) {
  return (
    <li
      ref={(node) => actions.register(item.key, node)}
      tabIndex={-1}
      className={`${styles.block} ${dragging ? styles.dragging : ''}`}
      aria-label={label}
      data-testid="block"
      data-type={item.block.type}
      onKeyDown={(event) => actions.keyDown(index, event)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) actions.settle(item.key);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => actions.drop(index, event)}
    >
      <div className={styles.head}>
        <span
          className={styles.handle}
          draggable
          aria-hidden="true"
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.key);
            actions.drag(index);
          }}
          onDragEnd={() => actions.drag(null)}
        >
          ⋮⋮
        </span>
        <span className={styles.type}>{BLOCK_LABELS[item.block.type]}</span>
        <span className={styles.tools}>
          <button type="button" className={desk.quiet} onClick={() => actions.move(index, index - 1)} disabled={index === 0} aria-label={`Puja ${label}`}>
            ↑
          </button>
          <button type="button" className={desk.quiet} onClick={() => actions.move(index, index + 1)} disabled={last} aria-label={`Baixa ${label}`}>
            ↓
          </button>
          <button type="button" className={desk.quiet} onClick={() => actions.duplicate(index)} aria-label={`Duplica ${label}`}>
            Duplica
          </button>
          <button type="button" className={desk.danger} onClick={() => actions.remove(index)} aria-label={`Esborra ${label}`}>
            Esborra
          </button>
        </span>
      </div>
      <div className={styles.fields} data-fields>
        <BlockFields
          block={item.block}
          label={label}
          errors={errors}
          onChange={(block) => actions.update(item.key, block)}
          onPastedBlocks={(blocks, pastedNotices, join) => actions.pasted(item.key, blocks, pastedNotices, join)}
          notesBefore={actions.notesBefore}
          onSplit={(after) => actions.split(item.key, after)}
          onJoinBackward={(html) => actions.joinBackward(item.key, html)}
          eager={eager}
        />
      </div>
      {notices && (
        <div className={styles.notice} role="status">
          {notices.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button type="button" className={desk.quiet} onClick={actions.dismissNotice}>
            D’acord
          </button>
        </div>
      )}
    </li>
  );
}, sameRow);
