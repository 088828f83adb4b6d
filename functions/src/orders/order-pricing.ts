import type { SelectedService, SelectedServiceInput } from '@app/shared/orders/schemas';
import { SELECTED_SERVICES_INVALID, SELECTED_SERVICES_MAX, selectedServiceInputSchema } from '@app/shared/orders/schemas';
import { AMOUNT_MAX } from '@app/shared/pricing/amount-schema';
import { orderTotal, priceService, type Discount } from '@app/shared/pricing/pricing';
import { discountsOf, loadCatalog } from '../price-list/price-list';
import { invalid } from '../lib/errors';

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;
type Category = Catalog[number];
type Service = Category['services'][number];

const INVALID = SELECTED_SERVICES_INVALID;
export const TOTAL_TOO_LARGE = 'Le total de la commande ne peut pas dépasser 999 999,99\u00a0€';
const MAX_SERVICES = SELECTED_SERVICES_MAX;

const norm = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('fr');
const byName = (services: readonly Service[], name: string) => services.find((s) => norm(s.name) === norm(name));

/** selected_services as sent: JSON text (multipart), an array (JSON body), or nothing. */
export function readSelection(raw: string | readonly unknown[] | null | undefined): SelectedServiceInput[] {
  if (raw === null || raw === undefined) return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return [];
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(INVALID);
    }
  }
  if (!Array.isArray(value) || value.length > MAX_SERVICES) throw invalid(INVALID);
  return value.map((entry) => {
    const parsed = selectedServiceInputSchema.safeParse(entry);
    if (!parsed.success) throw invalid(INVALID);
    return parsed.data;
  });
}

interface Match {
  category: Category;
  service: Service;
}

/**
 * Finds a selected service in the catalogue: by id within its category, else by name within
 * its category; a plain string (or an entry without category) by id then name across the
 * catalogue. Unknown -> 400 'Service inconnu : <name>'.
 */
export function matchService(catalog: Catalog, entry: SelectedServiceInput): Match {
  const unknown = (name: string) => invalid(`Service inconnu\u202f: ${name}`);
  if (typeof entry === 'string') {
    for (const category of catalog) {
      const service = byName(category.services, entry);
      if (service) return { category, service };
    }
    throw unknown(entry.trim());
  }
  const name = (entry.name ?? entry.service ?? '').trim();
  const id = entry.id === null || entry.id === undefined ? '' : String(entry.id);
  const label = name || id;
  if (!label) throw invalid(INVALID);
  const categoryId = entry.category_id === null || entry.category_id === undefined ? '' : String(entry.category_id);
  const categories = categoryId ? catalog.filter((c) => c.id === categoryId) : catalog;
  if (!categories.length) throw unknown(label);
  for (const category of categories) {
    const service = id ? category.services.find((s) => s.id === id) : undefined;
    if (service) return { category, service };
  }
  if (name) {
    for (const category of categories) {
      const service = byName(category.services, name);
      if (service) return { category, service };
    }
  }
  throw unknown(label);
}

/**
 * Prices what the client selected from the catalogue and its discounts (client prices ignored).
 * Each price is bounded, but up to MAX_SERVICES of them are added: a total above the amount
 * bound is refused (400), so that no order and no counter ever holds more.
 */
export function priceSelection(
  catalog: Catalog,
  discounts: readonly Discount[],
  selection: readonly SelectedServiceInput[],
): { services: SelectedService[]; total: number } {
  const seen = new Set<string>();
  const services: SelectedService[] = [];
  for (const entry of selection) {
    const { category, service } = matchService(catalog, entry);
    const key = `${category.id}/${service.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const priced = priceService(category.id, service.price, discounts);
    services.push({
      id: service.id,
      name: service.name,
      category_id: category.id,
      category_name: category.name,
      price: service.price,
      original_price: priced.original_price,
      discounted_price: priced.discounted_price,
    });
  }
  const total = orderTotal(services);
  if (!(total <= AMOUNT_MAX)) throw invalid(TOTAL_TOO_LARGE);
  return { services, total };
}

/** Loads the catalogue and the client's discounts, then prices its selection. */
export async function priceOrder(clientId: string, raw: string | readonly unknown[] | null | undefined) {
  const selection = readSelection(raw);
  if (!selection.length) return { services: [], total: 0 };
  const [catalog, discounts] = await Promise.all([loadCatalog(), discountsOf(clientId)]);
  return priceSelection(catalog, discounts, selection);
}
