/**
 * An edition's article order (articlesOrder): drag an article, or focus it and press Alt+↑ / Alt+↓;
 * each move is announced. Beside each, the size its card takes in the home grid's ten-step pattern,
 * so the order is composed as readers will see it. The rules are articleOrder.ts; this renders them.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { DeskArticle } from '../../../common/api/desk.js';
import type { CardSize } from '../../../common/constants.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { paths } from '../../../common/routes/index.js';
import { sectionName } from '../../../common/sections.js';
import { cardsInOrder, dropTargetAt, keyboardTarget, moveAnnouncement, moveItem } from './articleOrder.js';
import styles from './ArticleOrder.module.css';

const SIZE_LABELS: Record<CardSize, string> = { large: 'Gran', medium: 'Mitjana', small: 'Petita' };

interface ArticleOrderProps {
  articles: readonly DeskArticle[];
  onReorder(ids: string[]): void;
  /** A save is on its way: the order waits for it. */
  disabled?: boolean;
  /** A published edition: its order is the readers' and no longer moves, so nothing offers to. */
  locked?: boolean;
}

export function ArticleOrder({ articles, onReorder, disabled = false, locked = false }: ArticleOrderProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const ids = articles.map((a) => a.article._id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= articles.length || from === to) return;
    onReorder(moveItem(ids, from, to));
    setAnnouncement(moveAnnouncement(htmlToPlainLine(articles[from]!.article.title), to, articles.length));
    // The moved article keeps the focus at its new place.
    requestAnimationFrame(() => itemRefs.current[to]?.focus());
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || disabled || locked) return;
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
          ? 'L’edició està publicada: aquest és l’ordre que veuen els lectors. La mida és la de la seva targeta a la portada.'
          : 'Arrossega un article, o enfoca’l i prem Alt+↑ o Alt+↓ per moure’l (Alt+Inici i Alt+Fi, als extrems). La mida és la de la seva targeta a la portada.'}
      </p>
      <ol className={[styles.list, locked ? styles.locked : ''].join(' ')} aria-label="Ordre dels articles" aria-describedby="article-order-help">
        {cardsInOrder(articles).map(({ item: { article }, size, label }, index) => {
          return (
            <li
              key={article._id}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              tabIndex={locked ? undefined : 0}
              draggable={!disabled && !locked}
              aria-label={`${htmlToPlainLine(article.title)}. ${label}`}
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
