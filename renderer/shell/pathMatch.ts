/**
 * The current address matched against the address book, for the frame around every screen (the
 * print view alone, the staff screens' masthead): the server's own match of the request it draws
 * (handed in by the server entry, so the draw does not match the path again), or in the browser
 * one match per address.
 */
import { createContext, useContext, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchAddress, type PathMatch } from '../../common/routes/index.js';

/** The path the server matched for the page it draws (none in the browser). */
export const DrawnPath = createContext<PathMatch | null>(null);

export function usePathMatch(): PathMatch {
  const drawn = useContext(DrawnPath);
  const { pathname } = useLocation();
  return useMemo(() => drawn ?? matchAddress(pathname), [drawn, pathname]);
}
