import type { AuditEntry } from '@app/shared/audit/schemas';
import { orderStatusLabels, paymentStatusLabels } from '@app/shared/orders/statuses';
import { accountStatusLabels } from '@app/shared/users/schemas';
import { formatDateTime, formatEuro } from '@/lib/format/format';
import { auditFr as t } from '@/features/audit/fr';

const LONG_TEXT = 60;

const labelOf = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : String(value);

/** One value in French: statuses by their labels, euros and dates fr-FR, long texts shortened. */
function formatValue(entry: Pick<AuditEntry, 'action'>, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (field === 'status') return labelOf(entry.action.startsWith('order.') ? orderStatusLabels : accountStatusLabels, value);
  if (field === 'payment_status') return labelOf(paymentStatusLabels, value);
  if ((field === 'total_price' || field === 'total_ttc') && typeof value === 'number') return formatEuro(value);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (field === 'locked_until') return formatDateTime(String(value));
  if (field === 'password') return t.passwordChanged;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text;
}

/** The lines of a change: 'Prix : 0,00 € → 150,00 €', one per field; 'Fichier : v1.bin' when there was none. */
export function describeChange(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return fields.map((field) => {
    const label = (entry.action === 'settings.invoicing' ? t.sellerFields[field] : undefined) ?? t.fields[field] ?? field;
    const [had, has] = [field in entry.before, field in entry.after];
    if (had && has) return `${label}\u202f: ${formatValue(entry, field, entry.before[field])} → ${formatValue(entry, field, entry.after[field])}`;
    return `${label}\u202f: ${formatValue(entry, field, had ? entry.before[field] : entry.after[field])}`;
  });
}
