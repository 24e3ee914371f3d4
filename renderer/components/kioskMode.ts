/**
 * The kiosk mode as the reader pages see it: null in the site's frame, set by the kiosk's frame
 * (renderer/shell/kiosk) around the reader pages it reuses. What differs is handed over as
 * components, so no reader chunk carries kiosk code; the context itself sits here, in the first
 * bundle, so no reader route fetches it as a file of its own.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Article } from '../../common/types.js';

export interface KioskMode {
  /** An address of the open web shown as a QR code for the visitor's phone, never a link or frame. */
  AddressQr: ComponentType<{ url: string; title: string }>;
  /** Around an article: the way to its neighbours in the edition (swipe and two large buttons). */
  ArticleFrame: ComponentType<{ article: Article; children: ReactNode }>;
}

export const KioskModeContext = createContext<KioskMode | null>(null);

export function useKioskMode(): KioskMode | null {
  return useContext(KioskModeContext);
}
