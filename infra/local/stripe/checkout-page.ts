import type { CheckoutSession, LineItem } from './stripe-objects';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{width:100%;border-collapse:collapse}td{padding:.25rem 0}td:last-child{text-align:right}
form{display:inline}button{font:inherit;margin:.25rem .25rem 0 0;padding:.5rem .9rem;border-radius:.4rem;border:1px solid #9ca3af;background:#fff;cursor:pointer}
button.primary{background:#4f46e5;color:#fff;border-color:#4f46e5}p.note{color:#4b5563;font-size:.9rem}</style>
</head><body><main>${body}</main></body></html>`;

const button = (id: string, action: string, label: string, primary = false) =>
  `<form method="post" action="/checkout/${encodeURIComponent(id)}/${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

/** The emulator's hosted checkout page: the test buttons Stripe's test cards stand for. */
export function checkoutPage(session: CheckoutSession, items: LineItem[], notice = ''): string {
  if (session.status !== 'open') {
    return page('Paiement', `<h1>Session ${session.status === 'complete' ? 'terminée' : 'expirée'}</h1>`);
  }
  const rows = items.map((item) => `<tr><td>${escape(item.name)} × ${item.quantity}</td><td>${euros(item.unit_amount * item.quantity)}</td></tr>`).join('');
  const buttons = [
    session.payment_method_types.includes('card') && button(session.id, 'pay', 'Payer par carte', true),
    session.payment_method_types.includes('card') && button(session.id, 'decline', 'Carte refusée'),
    session.payment_method_types.includes('sepa_debit') && button(session.id, 'sepa', 'Payer par prélèvement SEPA'),
    session.cancel_url && button(session.id, 'cancel', 'Annuler'),
  ].filter(Boolean);
  return page(
    'Paiement',
    `<h1>Paiement de test</h1><p class="note">Émulateur Stripe local\u202f: aucune carte n'est débitée.</p>
<table>${rows}<tr><th scope="row" style="text-align:left">Total</th><td><strong>${euros(session.amount_total)}</strong></td></tr></table>
${notice ? `<p role="alert">${escape(notice)}</p>` : ''}<div>${buttons.join('')}</div>`,
  );
}

/** The emulator's own page listing SEPA debits waiting for their outcome. */
export function pendingDebitsPage(sessions: CheckoutSession[]): string {
  const rows = sessions
    .map(
      (s) =>
        `<li>${escape(s.id)} — ${euros(s.amount_total)} ${button(s.id, 'sepa-succeeded', 'Prélèvement réussi')}${button(s.id, 'sepa-failed', 'Prélèvement échoué')}</li>`,
    )
    .join('');
  return page('Prélèvements en attente', `<h1>Prélèvements SEPA en attente</h1>${rows ? `<ul>${rows}</ul>` : '<p>Aucun prélèvement en attente.</p>'}`);
}
