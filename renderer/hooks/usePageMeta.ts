import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { htmlToPlainLine, truncateText } from '../../common/html.js';
import { robotsFor } from '../../common/robots.js';
import { pageTitle } from '../../common/titles.js';

interface PageMetaInput {
  /** The page's own title (plain text or HTML); empty for the home page. */
  title: string | null | undefined;
  /** Summary or first paragraph (plain text or HTML); left as it is when undefined. */
  description?: string | null | undefined;
}

const DESCRIPTION_MAX = 200;

function setMeta(selector: string, create: () => HTMLMetaElement, content: string): void {
  const el = document.head.querySelector<HTMLMetaElement>(selector) ?? document.head.appendChild(create());
  el.content = content;
}

function newMeta(attr: 'name' | 'property', key: string): () => HTMLMetaElement {
  return () => {
    const el = document.createElement('meta');
    el.setAttribute(attr, key);
    return el;
  };
}

/** The robots directive the server sent with the first page (search results and missing pages carry their own). */
let firstPage: { pathname: string; robots: string | null } | null = null;

/** The robots meta tag for `pathname`: the staff and kiosk paths of common/robots.ts, or what the server said. */
function syncRobots(pathname: string): void {
  const current = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  firstPage ??= { pathname, robots: current?.content ?? null };
  const robots = robotsFor(pathname) ?? (pathname === firstPage.pathname ? firstPage.robots : null);
  if (robots) setMeta('meta[name="robots"]', newMeta('name', 'robots'), robots);
  else current?.remove();
}

/**
 * Keeps <title>, the meta description, the canonical link, their Open Graph twins and the robots
 * tag in step with client-side navigation. The server sends them right for the first page (server/seo);
 * after that the renderer changes pages without asking for HTML, so the head must follow.
 */
export function usePageMeta({ title, description }: PageMetaInput): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const plainTitle = htmlToPlainLine(title ?? '');
    document.title = pageTitle(plainTitle);
    setMeta('meta[property="og:title"]', newMeta('property', 'og:title'), plainTitle || document.title);

    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      // The server's canonical carries the public origin; only the path follows the router.
      const url = new URL(canonical.href);
      url.pathname = pathname;
      const page = new URLSearchParams(search).get('page');
      url.search = page && page !== '1' ? `?page=${page}` : '';
      canonical.href = url.toString();
      setMeta('meta[property="og:url"]', newMeta('property', 'og:url'), canonical.href);
    }
  }, [title, pathname, search]);

  useEffect(() => syncRobots(pathname), [pathname]);

  useEffect(() => {
    if (description === undefined || description === null) return;
    const plain = truncateText(htmlToPlainLine(description), DESCRIPTION_MAX);
    if (!plain) return;
    setMeta('meta[name="description"]', newMeta('name', 'description'), plain);
    setMeta('meta[property="og:description"]', newMeta('property', 'og:description'), plain);
  }, [description]);
}
