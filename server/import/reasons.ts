/**
 * Why the import refuses something: a stable machine `code` per reason (programs branch on it) and
 * the reason in Catalan for the staff who read it, saying what to do. Every refusal of a package
 * or a folder import is made here, so that the words stay in one place.
 */
import type { z } from 'zod';
import { formatBytes } from '../../common/bytes.js';
import type { PackageRefusalCode } from '../../common/api/errorCodes.js';

export interface Reason {
  code: PackageRefusalCode;
  reason: string;
}

const r = (code: PackageRefusalCode, reason: string): Reason => ({ code, reason });

/** A file of a source that cannot be read for a reason of its own (too large once unpacked). */
export class RefusedEntry extends Error {
  constructor(readonly why: Reason) {
    super(why.reason);
  }
}


const ONE_FOLDER = "Torna a crear el .zip comprimint la carpeta de l'edició";

export const reasons = {
  // The zip itself
  notAZip: () => r('not_a_zip', `El fitxer no és un arxiu .zip que es pugui llegir. Comprimeix la carpeta de l'edició en format .zip i torna a obrir el paquet.`),
  backslash: () => r('unsafe_path', `El nom conté una barra inversa (\\): podria apuntar fora del paquet. ${ONE_FOLDER}, amb barres normals (/).`),
  absolutePath: () => r('unsafe_path', `És un camí absolut: apuntaria fora del paquet. ${ONE_FOLDER}.`),
  climbingPath: () => r('unsafe_path', `El camí conté «..»: apuntaria fora del paquet. ${ONE_FOLDER}.`),
  controlCharacters: () => r('unsafe_path', 'El nom conté caràcters de control. Reanomena el fitxer i torna a crear el .zip.'),
  symbolicLink: () => r('symbolic_link', 'És un enllaç simbòlic: un paquet només pot contenir fitxers normals. Posa-hi el fitxer real.'),
  unexpectedFolder: () => r('unexpected_folder', "Aquesta carpeta no forma part d'un paquet d'edició: només media/ pot contenir fitxers. Treu-la del paquet."),
  encrypted: () => r('encrypted_entry', 'El fitxer està xifrat amb contrasenya. Torna a crear el .zip sense contrasenya.'),
  compression: (method: number) => r('unsupported_compression', `Compressió no admesa (mètode ${method}). Torna a crear el .zip amb la compressió habitual (deflate).`),
  entryTooLarge: (max: number) => r('entry_too_large', `Ocupa més de ${formatBytes(max)}, el màxim d'un fitxer en un paquet. Redueix-lo (per exemple, comprimint més el vídeo).`),
  twice: () => r('duplicate_entry', "Apareix dues vegades al paquet. Deixa-n'hi només un."),
  mediaSubfolder: () => r('media_subfolder', "És dins d'una subcarpeta de media/: els fitxers multimèdia han d'anar directament a media/. Treu-lo de la subcarpeta."),
  unexpectedFile: () => r('unexpected_file', "No forma part d'un paquet d'edició (issues.json, articles.json, authors.json, media.json i la carpeta media/). Treu-lo del paquet."),
  unpacksTooLarge: (total: number, max: number) =>
    r('package_too_large', `Descomprimit ocuparia ${formatBytes(total)}, més dels ${formatBytes(max)} permesos. Divideix l'edició en paquets més petits.`),

  // The record files
  missingFile: (file: string) => r('missing_file', `Falta el fitxer ${file}. Un paquet d'edició el necessita amb l'edició que porta: afegeix-lo i torna a obrir el paquet.`),
  notAList: () => r('not_a_list', 'Ha de contenir una llista JSON de registres, entre claudàtors ([ … ]). Revisa el fitxer.'),
  invalidJson: (error: Error) => {
    const at = /position (\d+)/.exec(error.message)?.[1];
    return r('invalid_json', `No és JSON vàlid${at ? ` (error a la posició ${at})` : ''}. Revisa'l amb un validador de JSON i torna a obrir el paquet.`);
  },
  invalidRecord: (error: z.ZodError) => r('invalid_record', `${describeIssues(error)}. Corregeix el registre i torna-ho a provar.`),
  unsupportedMedia: () =>
    r('unsupported_media', "No és una imatge ni un vídeo admès amb un nom senzill (.jpg, .png, .webp, .avif, .gif, .svg, .mp4, .webm o .ogv; lletres, xifres, '-', '_' i '.'). Reanomena'l o treu-lo."),
  unreadableMedia: () => r('unreadable_media', "No s'ha pogut llegir del paquet. Torna a crear el .zip i obre'l de nou."),

  // What the records say
  rejectedArticles: (ids: string[]) => r('rejected_articles', `Té articles rebutjats (${ids.join(', ')}). Corregeix-los i l'edició es podrà desar.`),
  editionNotInIssues: (number: number) =>
    r('edition_not_in_issues', `L'edició ${number} no és a issues.json. Afegeix-la a issues.json o corregeix el número d'edició (issueNumber) de l'article.`),
  noEdition: () => r('no_edition', "El paquet no porta cap edició: issues.json és buit. Afegeix-hi l'edició del paquet."),
  duplicateEdition: (number: number) => r('duplicate_edition', `L'edició ${number} apareix dues vegades a issues.json. Deixa-n'hi només una.`),
  editionPublished: (number: number) =>
    r(
      'edition_published',
      `L'edició ${number} ja està publicada: un paquet només afegeix una edició nova o substitueix un esborrany. Fes servir un altre número, o retira primer l'edició publicada ('Retira').`,
    ),
  idOfPublished: (id: string, number: number) => r('id_taken', `L'identificador ${id} ja és de l'edició publicada ${number}. Dona a aquesta edició un altre identificador (_id).`),
  idOfDraft: (id: string, number: number) => r('id_taken', `L'identificador ${id} ja és de l'esborrany ${number}. Dona a aquesta edició un altre identificador (_id), o descarta l'esborrany.`),
  duplicateArticle: () => r('duplicate_article', "Apareix dues vegades a articles.json. Deixa-n'hi només un."),
  duplicateAddress: (address: string) => r('duplicate_address', `Un altre article del paquet també és a ${address}. Canvia l'adreça (url) d'un dels dos.`),
  articleIdTaken: (number: number) => r('id_taken', `L'identificador ja és d'un article de l'edició ${number}. Dona a l'article un altre identificador (_id).`),
  addressTaken: (address: string, number: number) => r('address_taken', `${address} ja és l'adreça d'un article de l'edició ${number}. Canvia l'adreça (url) de l'article.`),
  slugTaken: (slug: string) => r('slug_taken', `L'adreça d'autor «${slug}» ja és d'un altre autor. Canvia'n el camp slug.`),
  altWithoutMedia: () => r('alt_without_media', "media.json en dona el text alternatiu, però el fitxer no és a la carpeta media/ del paquet. Afegeix-lo o treu-ne el registre."),
  mediaNameTaken: () =>
    r('media_name_taken', "Ja hi ha un fitxer diferent amb aquest nom que fan servir altres edicions o autors. Reanomena'l al paquet i als registres que el citen."),

  // Writing
  writeConflict: () => r('address_taken', "Un identificador d'article o una adreça (secció/url) ja és d'una altra edició. Canvia'ls i torna-ho a provar."),
  missingReference: () => r('missing_reference', "Fa referència a una cosa que no existeix. Revisa els identificadors i torna-ho a provar."),
  writeFailed: () => r('write_failed', "No s'ha pogut desar. Torna-ho a provar; si es repeteix, avisa qui manté el servidor."),
};

const TYPE_NAMES: Record<string, string> = {
  string: 'un text',
  number: 'un nombre',
  int: 'un nombre enter',
  boolean: 'true o false',
  array: 'una llista [ … ]',
  object: 'un objecte { … }',
};

/** One zod issue in Catalan: the field in «», what it must be. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? `«${issue.path.join('.')}»` : 'El registre';
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return issue.path.length > 0 ? `Falta ${field}, que és obligatori` : 'Falta el registre';
      return `${field} ha de ser ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${field} no pot ser buit` : `${field} ha de tenir com a mínim ${issue.minimum} caràcters`;
      if (issue.origin === 'array') return `${field} ha de tenir com a mínim ${issue.minimum} elements`;
      return `${field} ha de ser com a mínim ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} és massa llarg (com a màxim ${issue.maximum} caràcters)`;
      if (issue.origin === 'array') return `${field} té massa elements (com a màxim ${issue.maximum})`;
      return `${field} ha de ser com a màxim ${issue.maximum}`;
    case 'invalid_value':
      return `${field} ha de ser un d'aquests valors: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return input === undefined ? `Falta ${field}, que és obligatori` : `${field} no té un format vàlid`;
    default:
      // Custom checks and formats carry their own Catalan message, 'ha de ser …' (records.ts).
      return `${field} ${issue.message}`;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map(describeIssue).join('; ');
}
