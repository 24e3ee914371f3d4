/**
 * Poems for the 'creacio' section, written for the demo magazine. A poetry article gathers a
 * few of them under one of the cycle titles below.
 */
import { POEMS_FIRST_HALF } from './poemsFirstHalf.js';
import { POEMS_SECOND_HALF } from './poemsSecondHalf.js';
import type { PoemSeed } from './types.js';

export const POEMS: PoemSeed[] = [...POEMS_FIRST_HALF, ...POEMS_SECOND_HALF];

/** Titles for poetry articles: a cycle of poems signed by one poet. */
export const POEM_CYCLES: string[] = [
  "Quadern de l'estany",
  'Poemes de la boira',
  'Set poemes breus',
  'Llum de febrer',
  'Versos de finestra',
  'Tríptic de la plana',
  'Cançons per a ningú',
  'Poemes del calaix',
  'Llibreta de migdia',
  "Quadern d'hivern",
  'Petit herbari',
  'Poemes de la fageda',
  'Sal',
  'Arrels',
  'Estances',
  'Poemes de tren',
  'Tres poemes i una carta',
  'La casa i el vent',
  'Inventari de la llum',
  'Poemes de la cuina',
  'Aigua de pluja',
  'Mapes interiors',
  "L'hora dels joncs",
  'Pedra seca',
  'Vespres',
  'Poemes de la memòria',
  'Ombres breus',
  'Versos de sobretaula',
  'Nit endins',
  'Quadern de la costa',
  'Cicle del pa',
  'Estacions',
  'Poemes per a una mare',
  'Lletres de frontera',
  'Paraules petites',
  'Fragments de juliol',
  'Tramuntana interior',
  'Llibre de les hores',
  'Elegies del setembre',
  'Poemes des del balcó',
  'Veus del pou',
  'Silenci de cambra',
  'Matinades',
  '«Aquí vivíem»: poemes',
  'Desordres',
  'Poemes de la sequera',
  'Breviari de la fusta',
  'Rellotges',
  'Terra endins',
  'Postals',
  'Fulls solts',
  'El vers i la vinya',
  'Ull de bou',
  'Poemes per a una illa',
  'Cicle de Randa',
];

/** Epigraphs that may open a poetry article, set in italic and aligned right. */
export const EPIGRAPHS: string[] = [
  `<em>A la meva àvia, que sabia el nom de totes les herbes.</em>`,
  `<em>Per a M., que mirava el mar.</em>`,
  `<em>«Hi ha llocs que demanen silenci.»</em>`,
  `<em>Als veïns del carrer del Puig, que aplaudien a les vuit.</em>`,
  `<em>In memoriam J. V. (1931-2019)</em>`,
  `<em>Per als qui encara escriuen cartes.</em>`,
];
