/**
 * The record ('Registre', issue 27 item 7): an append-only log of every state-changing act of the
 * staff. Each act has a stable action code, the kind of thing it acted on, and a short Catalan
 * sentence. The contract declares on each state-changing admin route which act it is
 * (ApiRoute.record); the server writes the entry, the screen at /redaccio/registre reads it.
 */
import { formatLongDate } from './dates.js';
import { ROLE_NAMES, type StaffRole } from './staff/actor.js';

export const RECORD_SUBJECTS = ['edition', 'article', 'media', 'author', 'person', 'invitation', 'passkey', 'token', 'setting', 'session', 'analytics', 'sync', 'backup'] as const;
export type RecordSubject = (typeof RECORD_SUBJECTS)[number];

/** What the screen calls each kind of subject. */
export const SUBJECT_LABELS: Record<RecordSubject, string> = {
  edition: 'Edició',
  article: 'Article',
  media: 'Fitxer',
  author: 'Autor',
  person: 'Persona',
  invitation: 'Invitació',
  passkey: 'Clau d’accés',
  token: 'Clau personal',
  setting: 'Configuració',
  session: 'Sessió',
  analytics: 'Analítica',
  sync: 'Sincronització',
  backup: 'Còpia de seguretat',
};

/** Who acted, as the record keeps it (the name as it was then). */
/** `scheduler`: the server publishing an edition at its scheduled time, on behalf of whoever scheduled it. */
export const RECORD_ACTOR_KINDS = ['operator', 'person', 'token', 'scheduler'] as const;
export type RecordActorKind = (typeof RECORD_ACTOR_KINDS)[number];

/** How the record names the operator's break-glass key (ADMIN_TOKEN). */
export const OPERATOR_NAME = 'Clau d’operador';

const TOKEN_TAIL = (token: string) => `, amb la clau personal «${token}»`;

/** A token's acts name its owner and the token: 'Anna Puig, amb la clau personal «Còpies»' (200 characters at most). */
export function tokenActorName(owner: string, token: string): string {
  const tail = TOKEN_TAIL(token);
  return owner.length + tail.length <= 200 ? owner + tail : `${owner.slice(0, 199 - tail.length)}…${tail}`;
}

/** The person's name in an entry's actor name, without the token it may name. */
export const ownerOfActorName = (name: string): string => name.replace(/, amb la clau personal «[^»]*»$/, '');

/** What each act is called in the screen's filter, and the sentence of its entry ({subject}: what it acted on). */
const ACTIONS = {
  'session.signIn': { label: 'Inicia la sessió', summary: 'Ha iniciat la sessió de redacció.' },
  'session.signInFailed': { label: 'Intent d’inici de sessió fallit', summary: 'Ha intentat iniciar la sessió i no s’ha acceptat.' },
  'session.signOut': { label: 'Tanca la sessió', summary: 'Ha tancat la sessió de redacció.' },
  'session.end': { label: 'Tanca una altra sessió', summary: 'Ha tancat una de les seves sessions.' },
  'session.endAll': { label: 'Tanca totes les sessions', summary: 'Ha tancat totes les seves sessions.' },
  'person.firstAdmin': { label: 'Crea el primer administrador', summary: 'Ha creat el primer administrador de la revista, {subject}.' },
  // Written before invitations replaced the temporary password: kept for those entries.
  'person.add': { label: 'Afegeix una persona', summary: 'Ha afegit {subject} a la redacció.' },
  'invitation.create': { label: 'Convida una persona', summary: 'Ha convidat {subject} a la redacció.' },
  'invitation.revoke': { label: 'Anul·la una invitació', summary: 'Ha anul·lat la invitació de {subject}.' },
  'invitation.accept': { label: 'Accepta una invitació', summary: 'Ha acceptat la invitació i ha entrat a la redacció com a {subject}.' },
  'invitation.refused': { label: 'Enllaç d’invitació no vàlid', summary: 'Ha intentat fer servir un enllaç d’invitació que no val: {subject}.' },
  'reset.issue': { label: 'Crea un enllaç de contrasenya nova', summary: 'Ha creat un enllaç perquè {subject} triï una contrasenya nova.' },
  'reset.request': { label: 'Demana una contrasenya nova', summary: 'Ha demanat per correu un enllaç per triar una contrasenya nova.' },
  'reset.use': { label: 'Tria una contrasenya nova', summary: 'Ha triat una contrasenya nova amb un enllaç i ha tancat les altres sessions.' },
  'reset.refused': { label: 'Enllaç de contrasenya no vàlid', summary: 'Ha intentat fer servir un enllaç de contrasenya nova que no val: {subject}.' },
  'person.role': { label: 'Canvia el rol d’una persona', summary: 'Ha canviat el rol de {subject} a {detail}.', detail: (role: string) => ROLE_NAMES[role as StaffRole] ?? role },
  'person.suspend': { label: 'Suspèn una persona', summary: 'Ha suspès {subject}.' },
  'person.reactivate': { label: 'Reactiva una persona', summary: 'Ha reactivat {subject}.' },
  'passkey.add': { label: 'Afegeix una clau d’accés', summary: 'Ha afegit la clau d’accés {subject}.' },
  'passkey.rename': { label: 'Canvia el nom d’una clau d’accés', summary: 'Ha canviat el nom de la clau d’accés {subject}.' },
  'passkey.remove': { label: 'Esborra una clau d’accés', summary: 'Ha esborrat la clau d’accés {subject}.' },
  'token.create': { label: 'Crea una clau personal', summary: 'Ha creat la clau personal {subject}.' },
  'token.refused': { label: 'Intent de crear una clau personal', summary: 'Ha intentat crear la clau personal {subject} amb el rol {detail}, superior al seu, i no s’ha acceptat.', detail: (role: string) => ROLE_NAMES[role as StaffRole] ?? role },
  'token.revoke': { label: 'Revoca una clau personal', summary: 'Ha revocat la clau personal {subject}.' },
  'edition.create': { label: 'Crea una edició', summary: 'Ha creat l’edició {subject}.' },
  'edition.update': { label: 'Edita una edició', summary: 'Ha editat l’edició {subject}.' },
  'edition.import': { label: 'Importa un paquet', summary: 'Ha importat el paquet de l’edició {subject}.' },
  'edition.publish': { label: 'Publica una edició', summary: 'Ha publicat l’edició {subject}.' },
  'edition.withdraw': { label: 'Retira una edició', summary: 'Ha retirat l’edició {subject}.' },
  'edition.discard': { label: 'Descarta una edició', summary: 'Ha descartat l’esborrany de l’edició {subject}.' },
  'edition.schedule': { label: 'Programa la publicació d’una edició', summary: 'Ha programat la publicació de l’edició {subject}.' },
  'edition.unschedule': { label: 'Desprograma una edició', summary: 'Ha tret la publicació programada de l’edició {subject}.' },
  'edition.publishScheduled': { label: 'Publicació programada', summary: 'S’ha publicat l’edició {subject} a l’hora programada.' },
  'edition.publishRemote': { label: 'Publica una edició al web', summary: 'Ha publicat l’edició {subject} al web.' },
  'edition.scheduleRemote': {
    label: 'Programa una edició al web',
    summary: 'Ha programat la publicació de l’edició {subject} al web per {detail}.',
    // The minute on the public site's clock, as its answer gives it: '2031-05-01 09:00'.
    detail: (wall: string) => {
      const [date = '', time = ''] = wall.split(' ');
      return `al dia ${formatLongDate(date)}, a les ${time}`;
    },
  },
  'article.create': { label: 'Crea un article', summary: 'Ha creat l’article {subject}.' },
  'article.save': { label: 'Desa un article', summary: 'Ha desat l’article {subject}.' },
  'article.delete': { label: 'Esborra un article', summary: 'Ha esborrat l’article {subject}.' },
  'article.restore': { label: 'Recupera una revisió', summary: 'Ha recuperat una revisió anterior de l’article {subject}.' },
  'article.handIn': { label: 'Lliura un article per revisar', summary: 'Ha lliurat per revisar l’article {subject}.' },
  'article.accept': { label: 'Accepta un article', summary: 'Ha acceptat l’article {subject}.' },
  'article.return': { label: 'Retorna un article amb una nota', summary: 'Ha retornat l’article {subject} amb una nota.' },
  'correction.publish': { label: 'Publica una correcció', summary: 'Ha publicat la correcció de l’article {subject}.' },
  'correction.discard': { label: 'Descarta una correcció', summary: 'Ha descartat la correcció de l’article {subject}.' },
  'media.upload': { label: 'Afegeix un fitxer', summary: 'Ha afegit el fitxer {subject} a la mediateca.' },
  'media.replace': { label: 'Substitueix un fitxer', summary: 'Ha substituït el fitxer {subject}.' },
  'media.alt': { label: 'Canvia el text alternatiu', summary: 'Ha canviat el text alternatiu del fitxer {subject}.' },
  'media.delete': { label: 'Esborra un fitxer', summary: 'Ha esborrat el fitxer {subject} de la mediateca.' },
  'author.create': { label: 'Crea un autor', summary: 'Ha creat l’autor {subject}.' },
  'author.update': { label: 'Edita un autor', summary: 'Ha editat l’autor {subject}.' },
  'author.deactivate': { label: 'Desactiva un autor', summary: 'Ha desactivat l’autor {subject}.' },
  'author.reactivate': { label: 'Reactiva un autor', summary: 'Ha reactivat l’autor {subject}.' },
  'remote.set': { label: 'Configura el web públic', summary: 'Ha configurat la connexió amb el web públic.' },
  'remote.clear': { label: 'Oblida el web públic', summary: 'Ha esborrat la connexió amb el web públic.' },
  'backup.download': { label: 'Baixa una còpia de seguretat', summary: 'Ha baixat una còpia de seguretat de la base de dades.' },
  'sync.start': { label: 'Sincronitza', summary: 'Ha iniciat una sincronització amb el web públic.' },
  'sync.deletions': { label: 'Decideix les supressions', summary: 'Ha decidit les supressions pendents de la sincronització.' },
  'analytics.export': { label: 'Exporta les cerques', summary: 'Ha exportat les cerques dels lectors.' },
  'analytics.cleanup': { label: 'Neteja les cerques', summary: 'Ha esborrat les cerques antigues.' },
  'connections.export': { label: 'Exporta les visites', summary: 'Ha exportat les visites dels lectors.' },
  'connections.cleanup': { label: 'Neteja les visites', summary: 'Ha esborrat les visites antigues.' },
  'connections.closeInactive': { label: 'Tanca les visites inactives', summary: 'Ha tancat les visites inactives.' },
} as const satisfies Record<string, { label: string; summary: string; detail?: (value: string) => string }>;

export type RecordAction = keyof typeof ACTIONS;
export const RECORD_ACTIONS = Object.keys(ACTIONS) as RecordAction[];

export const actionLabel = (action: RecordAction): string => ACTIONS[action].label;

/** Where a route's subject id is read: a field of its path parameters, query or body, or of its answer. */
export type RecordIdSource = `${'params' | 'query' | 'body' | 'answer'}.${string}`;

/**
 * One act a route declares: the act and the kind of thing it acts on, and where its id and name are
 * read. `when` makes it depend on the call's input: the act is recorded only when that field is
 * given (and, with `equals`, has that value), so that one call that changes a person's role and
 * status is two acts; `unless`, only when it is not given ('Publica al web' publishes, or with a
 * minute schedules).
 */
export interface RecordAct {
  action: RecordAction;
  subject: RecordSubject;
  id?: RecordIdSource;
  name?: RecordIdSource;
  /** What the act's sentence names beside its subject (a role changed: the new one); several sources are read as one, joined by a space. */
  detail?: RecordIdSource | readonly RecordIdSource[];
  when?: RecordIdSource;
  equals?: string;
  /** The act is recorded only when this field is not given (the other act of a call that `when` names). */
  unless?: RecordIdSource;
}

/**
 * What a state-changing staff route declares (ApiRoute.record): its act, or its acts when they
 * depend on the input. 'none' is said, never implied, by a POST that changes nothing (a preview of
 * what saving keeps, a proposed address): the completeness test reads it.
 */
export type RecordDeclaration = RecordAct | readonly RecordAct[] | 'none';

/** The acts of a declaration (none for 'none' or no declaration). */
export const recordActs = (declared: RecordDeclaration | undefined): readonly RecordAct[] =>
  declared === undefined || declared === 'none' ? [] : 'action' in declared ? [declared] : declared;

/**
 * The entry's sentence: the subject named by its name when known («Títol»), else its id; and the
 * act's detail, said as the act says it ('Editor'), or left out when the call did not give it.
 */
export function recordSummary(action: RecordAction, subject: { id: string | null; name: string | null }, detail: string | null = null): string {
  const named = subject.name ? `«${subject.name}»` : (subject.id ?? '');
  const act: { summary: string; detail?: (value: string) => string } = ACTIONS[action];
  const said = detail !== null && act.detail ? act.detail(detail) : null;
  const sentence = said === null ? act.summary.replace(/ \S+ \{detail\}/, '') : act.summary.replace('{detail}', said);
  return sentence.replace('{subject}', named).replace(/ {2,}/g, ' ').replace(' .', '.');
}
