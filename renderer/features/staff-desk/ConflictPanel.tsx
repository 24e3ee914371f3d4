/**
 * A save refused because someone else saved first: the other's version, read as readers would,
 * beside the choice. The editor keeps this staff member's text until they choose.
 */
import type { Ref } from 'react';
import type { DeskArticle } from '../../../common/api/desk.js';
import { ArticleView } from '../../views/article/ArticleView.js';
import styles from './ConflictPanel.module.css';

interface ConflictPanelProps {
  message: string;
  theirs: DeskArticle;
  onKeepMine(): void;
  onTakeTheirs(): void;
  /** The panel, for the status bar's 'Vés al conflicte' to bring the focus here. */
  panelRef?: Ref<HTMLElement>;
}

export function ConflictPanel({ message, theirs, onKeepMine, onTakeTheirs, panelRef }: ConflictPanelProps) {
  return (
    <section ref={panelRef} tabIndex={-1} className={styles.panel} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className={styles.title}>
        Conflicte de versions
      </h2>
      <p className={styles.message}>{message}</p>
      <details className={styles.theirs} open>
        <summary>La versió desada per l’altra persona (revisió {theirs.revision})</summary>
        <div className={styles.view}>
          <ArticleView article={theirs.article} />
        </div>
      </details>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          Desa la meva versió
        </button>
        <button type="button" className="button" onClick={onTakeTheirs}>
          Descarta la meva i agafa la seva
        </button>
      </div>
    </section>
  );
}
