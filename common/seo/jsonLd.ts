/**
 * schema.org JSON-LD for the magazine's pages, and the one serialiser that makes it safe inside
 * a <script> element: no `<` (so no `</script>` or `<!--`), no line separators.
 */
import { MAGAZINE } from '../constants.js';
import { paths } from '../routes/index.js';
import { absolute, LOGO } from './site.js';

type Json = Record<string, unknown>;

export function organization(publicUrl: string): Json {
  return {
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: MAGAZINE.name,
    url: absolute(publicUrl, '/'),
    email: MAGAZINE.email,
    address: { '@type': 'PostalAddress', streetAddress: 'Carrer de la Llibertat, 42', postalCode: '17820', addressLocality: 'Banyoles', addressCountry: 'ES' },
    logo: { '@type': 'ImageObject', url: absolute(publicUrl, LOGO.path), width: LOGO.width, height: LOGO.height },
    sameAs: Object.values(MAGAZINE.social),
  };
}

export function periodical(publicUrl: string): Json {
  return {
    '@type': 'Periodical',
    '@id': `${publicUrl}/#periodical`,
    name: MAGAZINE.name,
    description: MAGAZINE.tagline,
    issn: MAGAZINE.issn,
    inLanguage: 'ca',
    url: absolute(publicUrl, '/'),
    publisher: { '@id': `${publicUrl}/#organization` },
  };
}

export function webSite(publicUrl: string): Json {
  return {
    '@type': 'WebSite',
    '@id': `${publicUrl}/#website`,
    name: MAGAZINE.name,
    description: MAGAZINE.tagline,
    url: absolute(publicUrl, '/'),
    inLanguage: 'ca',
    publisher: { '@id': `${publicUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(publicUrl, paths.search())}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The edition an article or edition page belongs to, as schema.org's PublicationIssue. */
export function publicationIssueRef(publicUrl: string, issue: { number: number; publicationDate: string }): Record<string, unknown> {
  return {
    '@type': 'PublicationIssue',
    '@id': `${absolute(publicUrl, paths.edition(issue.number))}#issue`,
    issueNumber: String(issue.number),
    datePublished: issue.publicationDate,
    url: absolute(publicUrl, paths.edition(issue.number)),
    isPartOf: { '@id': `${publicUrl}/#periodical` },
  };
}

/** Breadcrumbs from the home page down to the current page (the last crumb is the page itself). */
export function breadcrumbs(publicUrl: string, crumbs: { name: string; path: string }[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: MAGAZINE.name, path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(publicUrl, crumb.path),
    })),
  };
}

/** One JSON-LD document holding several nodes. */
export function graph(nodes: Json[]): Json {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify leaves `<`, `>` and `&`
 * as they are; the HTML parser would end the script at `</script>`, so they become \u escapes,
 * which any JSON parser reads back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
