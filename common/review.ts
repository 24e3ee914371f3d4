/**
 * An article's editorial state (issue 28): Esborrany → Per revisar (its author hands it in) →
 * Acceptat (an editor accepts it), or back to Esborrany with an editor's note. The rules here are
 * pure, so the server refuses what the desk does not offer, from the same table.
 */
import { countLabel } from './plural.js';

export const REVIEW_STATES = ['draft', 'submitted', 'accepted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What staff call each state: esborrany → per revisar → acceptat (docs/decisions/0020-review-and-schedule.md). */
export const REVIEW_STATE_NAMES: Record<ReviewState, string> = {
  draft: 'Esborrany',
  submitted: 'Per revisar',
  accepted: 'Acceptat',
};

/** The three steps, each with the states it starts from and the state it leaves. */
export const REVIEW_STEPS = {
  /** 'Lliura per revisar': the author (or an editor) hands the text in. */
  handIn: { from: ['draft'], to: 'submitted', label: 'Lliura per revisar' },
  /** 'Accepta': an editor accepts a text handed in. */
  accept: { from: ['submitted'], to: 'accepted', label: 'Accepta' },
  /**
   * 'Retorna amb una nota': an editor sends a text handed in back to its author. Only from Per
   * revisar: of two editors acting at once (one accepting, one returning), the second is refused
   * instead of undoing what the first has just decided.
   */
  return: { from: ['submitted'], to: 'draft', label: 'Retorna amb una nota' },
} as const satisfies Record<string, { from: readonly ReviewState[]; to: ReviewState; label: string }>;
export type ReviewStep = keyof typeof REVIEW_STEPS;

/** Whether a step may start from `state`. */
export const stepAllowed = (step: ReviewStep, state: ReviewState): boolean => (REVIEW_STEPS[step].from as readonly ReviewState[]).includes(state);

/** The longest note a return keeps. */
export const NOTE_MAX_CHARS = 4000;

/** How long a text has waited, in words: 'fa 3 dies', 'fa 5 hores', 'fa 10 minuts', 'ara mateix'. */
export function waitingFor(sinceIso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000));
  if (minutes < 1) return 'ara mateix';
  if (minutes < 60) return `fa ${countLabel(minutes, 'minut', 'minuts')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `fa ${countLabel(hours, 'hora', 'hores')}`;
  return `fa ${countLabel(Math.floor(hours / 24), 'dia', 'dies')}`;
}
