import { keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { creditPackEntity, type CreditPackRecord } from './credit-record';

/** Every pack, cheapest first (a few: one Query of one partition). */
export async function allPacks(): Promise<CreditPackRecord[]> {
  const items = await queryAll(keyConditions.beginsWith(keys.creditPack('').pk, keys.creditPack('').sk));
  return creditPackEntity.parseAll(items).sort((a, b) => a.price_cents - b.price_cents || a.name.localeCompare(b.name, 'fr'));
}

export const getPack = (id: string) => creditPackEntity.get(id);

/** Writes a new pack with `more` (its audit entry). */
export const createPackWith = async (pack: CreditPackRecord, more: readonly TransactionItem[]) => {
  await transact([creditPackEntity.createItem(pack), ...more]);
};

/** Saves a pack as changed from `seen` with `more`; `changed()` is thrown when another save came in between. */
export async function savePackAfter(pack: CreditPackRecord, seen: CreditPackRecord, more: readonly TransactionItem[], changed: () => Error) {
  const condition = { expression: 'updated_at = :seen_at', values: { ':seen_at': seen.updated_at } };
  const set = { name: pack.name, price_cents: pack.price_cents, bonus_cents: pack.bonus_cents, active: pack.active, updated_at: pack.updated_at };
  await transact([creditPackEntity.updateItem(creditPackEntity.keyOf(pack), { set, condition }, changed), ...more]);
}
