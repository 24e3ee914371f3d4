/**
 * Navigation guards of a window's web contents: the app never leaves its own origin. A staff
 * window hands web addresses to the system browser; a kiosk window refuses them all. Both
 * `will-navigate` (links, location changes of the page) and `will-frame-navigate` (every frame,
 * iframes included) are checked, and no new window is ever opened.
 */
import { allowsSubframe, decideNavigation } from './navigation.js';

export interface PreventableEvent {
  preventDefault(): void;
}

/** Electron's will-frame-navigate event: the event object carries the details. */
export interface FrameNavigateEvent extends PreventableEvent {
  url: string;
  isMainFrame: boolean;
}

export interface GuardedContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): void;
  on(event: 'will-frame-navigate', listener: (event: FrameNavigateEvent) => void): void;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): void;
}

interface GuardPolicy {
  /** The app's origin now (the bundled server may come back on another port). */
  appOrigin(): string;
  kiosk: boolean;
  /** The system browser (staff only). */
  openExternal(url: string): void;
  /** An app address asked for in a new window opens in this one instead. */
  openInPlace(url: string): void;
}

export function guardContents(contents: GuardedContents, policy: GuardPolicy): void {
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideNavigation(url, policy.appOrigin(), policy.kiosk);
    if (decision === 'allow') policy.openInPlace(url);
    if (decision === 'external') policy.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    const decision = decideNavigation(url, policy.appOrigin(), policy.kiosk);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') policy.openExternal(url);
  });
  // Fires for the main frame too, after will-navigate has routed it: here it only refuses.
  contents.on('will-frame-navigate', (event) => {
    const allowed = event.isMainFrame
      ? decideNavigation(event.url, policy.appOrigin(), policy.kiosk) === 'allow'
      : allowsSubframe(event.url, policy.appOrigin(), policy.kiosk);
    if (!allowed) event.preventDefault();
  });
  // The app uses no <webview>: one could host any page with its own preferences.
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
