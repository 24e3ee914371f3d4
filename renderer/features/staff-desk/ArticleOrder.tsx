/**
 * An edition's article order (articlesOrder): drag an article, or focus it and press Alt+↑ / Alt+↓;
 * each move is announced, and the focus stays on the moved article, so moves follow one another
 * (a second Alt+↑ moves it again, even while the first is being saved). Beside each, the size its card takes in the home grid's ten-step pattern,
 * so the order is composed as readers will see it. The rules are articleOrder.ts; this renders them.
 */
import { useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { DeskArticle } from '../../../common/api/desk.js';
import type { CardSize } from '../../../common/constants.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { paths } from '../../../common/routes/index.js';
import { sectionName } from '../../../common/sections.js';
import { REVIEW_STATE_NAMES } from '../../../common/review.js';
import { cardsInOrder, dropTargetAt, keyboardTarget, moveAnnouncement, moveItem } from './articleOrder.js';
import { ReviewBadge } from './ReviewBadge.js';
import styles from './ArticleOrder.module.css';

const SIZE_LABELS: Record<CardSize, string> = { large: 'Gran', medium: 'Mitjana', small: 'Petita' };

interface ArticleOrderProps {
  articles: readonly DeskArticle[];
  onReorder(ids: string[]): void;
  /** A save is on its way: the order shown is this screen's own moves until the saved one comes back. */
  saving?: boolean;
  /**
   * Why the order does not move here, said in its help (a published edition's is the readers'; a
   * contributor may not change an edition): nothing offers to move it. Null when it moves.
   */
  lockedBecause?: string | null;
}

export function ArticleOrder({ articles, onReorder, saving = false, lockedBecause = null }: ArticleOrderProps) {
  const locked = lockedBecause !== null;
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The order as moved here, shown at once: the edition's own comes back a moment (or a save) later.
  const [moved, setMoved] = useState<string[] | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const focusAfterMove = useRef<string | null>(null);
  const savedIds = articles.map((a) => a.article._id);
  const ids = moved ?? savedIds;
  const byId = new Map(articles.map((a) => [a.article._id, a]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);

  // A new list from the edition: the order moved here, now saved (kept as it is), or another one
  // (a refusal put the saved order back; someone else's): shown, unless a later move's save is on its way.
  const [seen, setSeen] = useState(articles);
  if (seen !== articles) {
    setSeen(articles);
    if (moved && (moved.join() === savedIds.join() || !saving)) setMoved(null);
  }

  // The moved article keeps the focus at its new place, whichever element is drawn there.
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    itemRefs.current.get(id)?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const next = moveItem(ids, from, to);
    setMoved(next);
    onReorder(next);
    setAnnouncement(moveAnnouncement(htmlToPlainLine(shown[from]!.article.title), to, shown.length));
    focusAfterMove.current = ids[from]!;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || locked) return;
    const to = keyboardTarget(event.key, event.altKey, index, articles.length);
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, dropTargetAt(dragged, index, event.currentTarget.getBoundingClientRect(), event.clientY));
    setDragged(null);
    setOver(null);
  };

  if (articles.length === 0) return <p className={styles.empty}>Aquesta edició encara no té cap article.</p>;

  return (
    <>
      <p className={styles.help} id="article-order-help">
        {locked
          ? `${lockedBecause} La mida és la de la seva targeta a la portada.`
          : 'Arrossega un article, o enfoca’l i prem Alt+↑ o Alt+↓ per moure’l (Alt+Inici i Alt+Fi, als extrems). La mida és la de la seva targeta a la portada.'}
      </p>
      <ol className={[styles.list, locked ? styles.locked : ''].join(' ')} aria-label="Ordre dels articles" aria-describedby="article-order-help">
        {cardsInOrder(shown).map(({ item, size, label }, index) => {
          const { article } = item;
          return (
            <li
              key={article._id}
              ref={(node) => {
                if (node) itemRefs.current.set(article._id, node);
                else itemRefs.current.delete(article._id);
              }}
              tabIndex={locked ? undefined : 0}
              draggable={!locked}
              aria-label={`${htmlToPlainLine(article.title)}. ${REVIEW_STATE_NAMES[item.review.state]}. ${label}`}
              className={[styles.item, styles[size], dragged === index ? styles.dragging : '', over === index && dragged !== index ? styles.over : ''].join(' ')}
              data-testid="order-item"
              onKeyDown={onKeyDown(index)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', article._id);
                setDragged(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDrop={onDrop(index)}
            >
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              {!locked && (
                <span className={styles.grip} aria-hidden="true">
                  ⋮⋮
                </span>
              )}
              <span className={styles.text}>
                <span className={styles.section}>{sectionName(article.section)}</span>
                <Link to={paths.deskArticle(article._id)} className={styles.title}>
                  {htmlToPlainLine(article.title)}
                </Link>
                <span className={styles.state}>
                  <ReviewBadge state={item.review.state} />
                </span>
              </span>
              <span className={styles.size}>{SIZE_LABELS[size]}</span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </>
  );
}
