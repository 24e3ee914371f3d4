/** The six sections of the magazine and their display names (spec §2). */
export const SECTION_KEYS = ['articles', 'creacio', 'entrevistes', 'llibres', 'llocs', 'recomanacions'] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_NAMES: Record<SectionKey, string> = {
  articles: 'Articles',
  creacio: 'Creació',
  entrevistes: 'Entrevistes',
  llibres: 'Llibres',
  llocs: 'Llocs',
  recomanacions: 'Recomanacions',
};

export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

/** Display name of a section; unknown keys show the raw key (spec §2). */
export function sectionName(key: string): string {
  return isSectionKey(key) ? SECTION_NAMES[key] : key;
}

/** One-line descriptions shown on section pages and in their metadata. */
export const SECTION_DESCRIPTIONS: Record<SectionKey, string> = {
  articles: 'Assaigs, crítica i pensament sobre la cultura que ens envolta.',
  creacio: 'Poesia, narrativa i proses breus d’autors d’ara.',
  entrevistes: 'Converses llargues amb qui escriu, pinta, filma i pensa.',
  llibres: 'Lectures atentes de les novetats i dels clàssics que tornen.',
  llocs: 'Viatges, paisatges i geografies literàries.',
  recomanacions: 'El que llegim, mirem i escoltem aquest mes.',
};
