import { APP_TITLE, PRODUCT_NAME } from '@app/shared/brand';
import type { EmailKind } from './outbox-record';

/** The three mails' subjects, as the product names them. */
export const EMAIL_SUBJECTS: Record<EmailKind, string> = {
  file_ready: 'Votre fichier est prêt',
  admin_reply: "Nouveau message de l'équipe",
  account_approved: 'Compte validé',
  data_export: 'Votre export de données est prêt',
  credits_purchased: 'Achat de crédits confirmé',
};

export interface MailInput {
  kind: EmailKind;
  firstName: string;
  /** The notification's own words (a delivered version, a reply); may be empty. */
  message: string;
  orderId: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

interface Body {
  /** Paragraphs of plain text. */
  lines: string[];
  /** Where the button leads, inside the portal. */
  path: string;
  action: string;
}

/** The order's details and chat on /orders (docs/spec-deviations.md, row 55), else the list. */
const ordersPath = (orderId: string | null) => (orderId ? `/orders?order=${encodeURIComponent(orderId)}` : '/orders');

function bodyOf(input: MailInput): Body {
  const said = input.message.trim();
  switch (input.kind) {
    case 'file_ready':
      return {
        // The message names a version or a finished order: the next line refers to neither.
        lines: [said || 'Un fichier de votre commande est disponible.', `Vous pouvez télécharger vos fichiers depuis votre espace ${PRODUCT_NAME}.`],
        path: ordersPath(input.orderId),
        action: input.orderId ? 'Voir la commande' : 'Voir mes commandes',
      };
    case 'admin_reply':
      return {
        lines: [`L'équipe ${PRODUCT_NAME} vous a envoyé un message.`, ...(said ? [`«\u202f${said}\u202f»`] : [])],
        path: input.orderId ? ordersPath(input.orderId) : '/chat',
        action: 'Lire le message',
      };
    case 'account_approved':
      return {
        lines: [`Votre compte ${APP_TITLE} a été validé par notre équipe.`, 'Vous pouvez dès maintenant vous connecter et passer vos commandes.'],
        path: '/login',
        action: 'Se connecter',
      };
    case 'data_export':
      return {
        lines: ["L'export de vos données personnelles est prêt.", 'Téléchargez-le depuis Mon Profil avant son expiration.'],
        path: '/profile',
        action: "Télécharger l'export",
      };
    case 'credits_purchased':
      return {
        // The message names the pack, the credits, the amount paid and the invoice's number (issue 40).
        lines: [said || 'Votre paiement est confirmé et vos crédits sont disponibles.', 'Vos prochaines commandes seront réglées sur ce solde.'],
        path: '/credits',
        action: 'Voir mes crédits',
      };
  }
}

const footerText = (profileUrl: string) =>
  `Vous recevez cet e-mail car les notifications par e-mail sont activées sur votre compte. ` +
  `Pour ne plus les recevoir, désactivez «\u202fNotifications par e-mail\u202f» dans Mon Profil\u202f: ${profileUrl}`;

/** The mail of one outbox item, in text and simple inline-styled HTML. Pure. */
export function renderMail(input: MailInput, publicUrl: string): RenderedMail {
  const base = publicUrl.replace(/\/+$/, '');
  const subject = EMAIL_SUBJECTS[input.kind];
  const { lines, path, action } = bodyOf(input);
  const link = `${base}${path}`;
  const profile = `${base}/profile`;
  const greeting = input.firstName.trim() ? `Bonjour ${input.firstName.trim()},` : 'Bonjour,';

  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), `${action}\u202f: ${link}`, '', `— L'équipe ${PRODUCT_NAME}`, '', footerText(profile)].join('\n');

  const e = escapeHtml;
  const paragraph = (line: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#27272a">${e(line)}</p>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e4e4e7">
<div style="background:#4f46e5;padding:16px 24px;color:#ffffff;font-size:18px;font-weight:bold">${e(APP_TITLE)}</div>
<div style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#18181b">${e(subject)}</h1>
${paragraph(greeting)}
${lines.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:bold">${e(action)}</a></p>
${paragraph(`— L'équipe ${PRODUCT_NAME}`)}
</div>
<div style="padding:16px 24px;background:#fafafa;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:#52525b">
Vous recevez cet e-mail car les notifications par e-mail sont activées sur votre compte. Pour ne plus les recevoir, désactivez «\u202fNotifications par e-mail\u202f» dans <a href="${e(profile)}" style="color:#4f46e5">Mon Profil</a>.
</div>
</div>
</body></html>`;
  return { subject, text, html };
}

/** 'j***@garage.test': enough to recognise a recipient in a log line, not to reuse the address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
