/**
 * The side menu (spec §2 "Chrome"): a modal panel with every destination, the current one
 * highlighted. Focus stays inside while it is open and returns to the burger when it closes.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MAGAZINE } from '../../common/constants.js';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock.js';
import { useFocusTrap } from '../hooks/useFocusTrap.js';
import { CloseIcon } from './Icons.js';
import { Logo } from './Logo.js';
import { SIDE_MENU_LINKS, isCurrentPath } from './navigation.js';
import styles from './SideMenu.module.css';

export function SideMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useBodyScrollLock(open);
  useFocusTrap(panelRef, open, { onEscape: onClose });

  // Following a link (or the browser's back button) closes the menu.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (open && openedAt.current !== pathname) onClose();
    openedAt.current = pathname;
  }, [pathname, open, onClose]);

  return (
    <div className={styles.root} data-open={open ? 'true' : 'false'} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menú principal"
        tabIndex={-1}
      >
        <div className={styles.top}>
          <Logo size={30} />
          <button type="button" className={styles.close} onClick={onClose} aria-label="Tancar el menú">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menú principal">
          <ul className={styles.list}>
            {SIDE_MENU_LINKS.map((item) => {
              const current = isCurrentPath(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.link}
                    aria-current={current ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className={styles.tagline}>{MAGAZINE.tagline}</p>
      </div>
    </div>
  );
}
