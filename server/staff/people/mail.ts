/**
 * The links' e-mails (issue 27 item 3), sent with nodemailer when the operator configured a mail
 * server (SMTP_URL, MAIL_FROM; docs/operations.md). Without one there is no mailer: the
 * administrator copies each link and hands it over, and nobody can ask for a reset by e-mail.
 * Plain text in Catalan; the link is the only address in it.
 */
import nodemailer from 'nodemailer';
import { MAGAZINE } from '../../../common/constants.js';
import { onMagazineDateTime } from '../../../common/dates.js';
import { ROLE_NAMES, type StaffRole } from '../../../common/staff/actor.js';
import { log } from '../../log/logger.js';

export interface LinkMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a message; false when the mail server did not take it (the caller still has the link). */
export interface Mailer {
  send(mail: LinkMail): Promise<boolean>;
}

export function smtpMailer(settings: { url: string; from: string }): Mailer {
  // A slow or absent mail server must not hold an administrator's click for minutes.
  const transport = nodemailer.createTransport(settings.url, { from: settings.from });
  transport.set('connectionTimeout', 10_000);
  return {
    send: async (mail) => {
      try {
        await transport.sendMail({ ...mail, from: settings.from });
        return true;
      } catch (error) {
        log.warn({ err: error }, 'No s’ha pogut enviar un correu d’enllaç');
        return false;
      }
    },
  };
}

/** `invitedBy`: the administrator's name (none for the operator's key, which is nobody). */
export function invitationMail(to: string, role: StaffRole, invitedBy: string | null, link: string, expiresAt: string): LinkMail {
  return {
    to,
    subject: `Invitació a la redacció de ${MAGAZINE.name}`,
    text: [
      'Hola,',
      '',
      `${invitedBy ? `${invitedBy} t’ha convidat` : 'T’han convidat'} a la redacció de ${MAGAZINE.name} amb el rol de ${ROLE_NAMES[role]}.`,
      '',
      'Obre aquest enllaç per posar-hi el teu nom i triar una contrasenya:',
      '',
      link,
      '',
      `L’enllaç val una sola vegada, fins ${onMagazineDateTime(expiresAt, 'a')}. Si no esperaves aquesta invitació, no cal que facis res.`,
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, link: string, expiresAt: string): LinkMail {
  return {
    to,
    subject: `Contrasenya nova per a la redacció de ${MAGAZINE.name}`,
    text: [
      `Hola, ${name}:`,
      '',
      'Per triar una contrasenya nova per a la redacció, obre aquest enllaç:',
      '',
      link,
      '',
      `L’enllaç val una sola vegada, fins ${onMagazineDateTime(expiresAt, 'a')}. Quan triïs la contrasenya nova es tancaran les altres sessions obertes.`,
      'Si no ho has demanat tu, no cal que facis res: la contrasenya d’ara continua valent.',
    ].join('\n'),
  };
}
