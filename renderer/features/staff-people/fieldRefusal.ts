/**
 * Refusals of the people screens in sentences a person reads. The API's 400 `invalid_input` names
 * each wrong field by its key ('email: l’adreça electrònica no és vàlida', server/http/validate.ts),
 * for programs; here each key becomes the field's name as the form labels it, and zod's bare
 * messages ('ha de tenir com a màxim 320 caràcters') get that name before them. The code stays the API's.
 */
import { staffEmail } from '../../../common/api/admin.js';
import { catalanIssue } from '../../../common/api/catalanIssues.js';
import { ApiError, serverMessage } from '../../api/apiError.js';

/** Each field's name as a sentence starts with it, and the word that shows a message already names it. */
const FIELDS: Record<string, { subject: string; word: string }> = {
  email: { subject: 'L’adreça electrònica', word: 'adreça electrònica' },
  name: { subject: 'El nom', word: 'nom' },
  password: { subject: 'La contrasenya', word: 'contrasenya' },
  role: { subject: 'El rol', word: 'rol' },
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** One field's message as a sentence about the field. */
export function aboutField(field: string, message: string): string {
  const known = FIELDS[field];
  if (!known || message.toLowerCase().includes(known.word)) return sentence(message);
  return sentence(`${known.subject} ${message}`);
}

/** The message of a refusal, its field keys named; `fallback` when the answer had no message of its own. */
export function refusalText(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? serverMessage(error) : null;
  if (message === null || !(error instanceof ApiError)) return fallback;
  if (error.code !== 'invalid_input') return message;
  return message
    .split('; ')
    .map((part) => {
      const keyed = /^([\w.]+): (.+)$/s.exec(part);
      return keyed ? aboutField(keyed[1]!, keyed[2]!) : sentence(part);
    })
    .join(' ');
}

/** Why an address cannot be invited, by the contract's own rule (the server's); null when it can. */
export function emailProblem(email: string): string | null {
  const result = staffEmail.safeParse(email, { error: catalanIssue });
  return result.success ? null : aboutField('email', result.error.issues[0]?.message ?? 'no és vàlida');
}
