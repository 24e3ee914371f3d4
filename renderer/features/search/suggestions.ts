/** SUGERIMENTS of the history panel (spec §2), also offered by the results page when it is empty. */
export const SEARCH_SUGGESTIONS = ['cinema', 'entrevistes', 'creació', 'Barcelona', 'filosofia'] as const;
