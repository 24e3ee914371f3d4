/**
 * What a missing page says, one text for the server's answer (its status 404 page) and the
 * renderer's screen.
 */
export interface NotFoundText {
  heading: string;
  text: string;
}

export const NOT_FOUND = {
  article: { heading: 'Article no trobat', text: "L'article que busques no existeix o ha estat mogut." },
  edition: { heading: 'Edició no trobada', text: "L'edició que busques no existeix o no està disponible." },
  editionNumber: { heading: "Número d'edició no vàlid", text: "L'edició que busques no existeix o no està disponible." },
  author: { heading: 'Autor no trobat', text: "L'autor que busques no existeix o ja no col·labora amb la revista." },
  page: { heading: 'Pàgina no trobada', text: 'La pàgina que busques no existeix o ha estat moguda.' },
  listingPage: { heading: 'Pàgina no trobada', text: 'Aquesta llista no té tantes pàgines.' },
} as const satisfies Record<string, NotFoundText>;
