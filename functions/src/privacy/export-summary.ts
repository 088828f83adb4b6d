import { escapeHtml } from '../email/render';
import type { ExportData } from './export-data-repository';

const day = (iso: unknown) => (typeof iso === 'string' && iso ? new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) : '');
const text = (value: unknown) => escapeHtml(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const row = (cells: readonly unknown[]) => `<tr>${cells.map((c) => `<td>${text(c)}</td>`).join('')}</tr>`;

function accountRows(account: Record<string, unknown> | null): string {
  if (!account) return '<p>Aucun compte.</p>';
  const fields: [string, unknown][] = [
    ['Prénom', account.first_name],
    ['Nom', account.last_name],
    ['Entreprise', account.company_name],
    ['E-mail', account.email],
    ['Téléphone', account.phone],
    ['Adresse', account.address],
    ['Compte créé le', day(account.created_at)],
    ['Conditions acceptées le', day(account.terms_accepted_at)],
  ];
  return `<table>${fields.map(([label, value]) => `<tr><th>${label}</th><td>${text(value)}</td></tr>`).join('')}</table>`;
}

/** resume.html: a readable French summary of donnees.json (the JSON holds everything). */
export function exportSummaryHtml(data: ExportData): string {
  const counts: [string, number][] = [
    ['Commandes', data.orders.length],
    ['Messages des commandes', data.orderChats.reduce((n, chat) => n + chat.messages.length, 0)],
    ['Messages du support', data.supportMessages.length],
    ['Notifications', data.notifications.length],
    ['Factures et avoirs', data.invoices.length],
    ["Entrées du journal d'audit", data.auditEntries.length],
  ];
  const orders = data.orders.map((o) => row([day(o.created_at), `${String(o.vehicle_brand ?? "")} ${String(o.vehicle_model ?? "")}`, o.registration, o.status, o.total_price]));
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Vos données personnelles</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;margin-bottom:1.5rem}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style>
</head><body>
<h1>Vos données personnelles</h1>
<p>Export généré le ${day(data.generatedAt)}. Le fichier <code>donnees.json</code> contient l'ensemble des données\u202f; les liens vers les fichiers des commandes sont valables 7 jours.</p>
<h2>Compte</h2>
${accountRows(data.account)}
<h2>Contenu de l'export</h2>
<table>${counts.map(([label, n]) => `<tr><th>${label}</th><td>${n}</td></tr>`).join('')}</table>
<h2>Commandes</h2>
${orders.length ? `<table><tr><th>Date</th><th>Véhicule</th><th>Immatriculation</th><th>Statut</th><th>Total (€)</th></tr>${orders.join('')}</table>` : '<p>Aucune commande.</p>'}
</body></html>
`;
}
