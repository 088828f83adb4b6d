import type { Order } from '@app/shared/orders/schemas';

/** 'Peugeot 308' — the card and dialog title of an order. */
export function vehicleName(order: Pick<Order, 'vehicle_brand' | 'vehicle_model'>): string {
  return [order.vehicle_brand, order.vehicle_model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** 'Peugeot 308 (2019)' — the vehicle as quoted in confirmations. */
export function vehicleWithYear(order: Pick<Order, 'vehicle_brand' | 'vehicle_model' | 'vehicle_year'>): string {
  const year = order.vehicle_year.trim();
  return year ? `${vehicleName(order)} (${year})` : vehicleName(order);
}

/** 'Jean Dupont — Garage Dupont' (the company is left out when empty). */
export function clientWithCompany(order: Pick<Order, 'client_name' | 'client_company'>): string {
  const company = order.client_company.trim();
  return company ? `${order.client_name} — ${company}` : order.client_name;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Splits free text into plain parts and http(s) links (trailing punctuation stays text). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

