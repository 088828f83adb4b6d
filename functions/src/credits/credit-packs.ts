import { randomUUID } from 'node:crypto';
import { creditMessages, PACKS_MAX, type CreditPack, type PackInput } from '@app/shared/credits/schemas';
import { toCents } from '@app/shared/pricing/amount-schema';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { allPacks, createPackWith, getPack, savePackAfter } from '../credit-data/credit-pack-repository';
import type { CreditPackRecord } from '../credit-data/credit-record';
import { nowIso } from '../lib/db/keys';
import { conflict, invalid, notFound } from '../lib/errors';

export { allPacks, getPack };

const euros = (cents: number) => cents / 100;

export const toPack = (pack: CreditPackRecord): CreditPack => ({
  id: pack.id,
  name: pack.name,
  price: euros(pack.price_cents),
  bonus: euros(pack.bonus_cents),
  credits: euros(pack.price_cents + pack.bonus_cents),
  active: pack.active,
});

export const activePacks = async () => (await allPacks()).filter((p) => p.active);

function checked(input: PackInput) {
  const price_cents = toCents(input.price);
  if (price_cents <= 0) throw invalid(creditMessages.packPriceZero);
  return { name: input.name, price_cents, bonus_cents: toCents(input.bonus), active: input.active };
}

const audited = (pack: CreditPackRecord) => ({ name: pack.name, price: euros(pack.price_cents), bonus: euros(pack.bonus_cents), active: pack.active });

/** POST /api/admin/credit-packs. */
export async function createPack(input: PackInput, context: AuditContext): Promise<CreditPack> {
  const fields = checked(input);
  if ((await allPacks()).length >= PACKS_MAX) throw conflict(creditMessages.packsFull);
  const now = nowIso();
  const pack: CreditPackRecord = { id: randomUUID(), ...fields, created_at: now, updated_at: now };
  await createPackWith(pack, auditWrites(context, { action: 'credits.pack.create', subject: pack.name, before: {}, after: audited(pack) }));
  return toPack(pack);
}

/** PUT /api/admin/credit-packs/{id}: changed as read, or 409. */
export async function updatePack(id: string, input: PackInput, context: AuditContext): Promise<CreditPack> {
  const seen = await getPack(id);
  if (!seen) throw notFound(creditMessages.packNotFound);
  const pack: CreditPackRecord = { ...seen, ...checked(input), updated_at: nowIso() };
  const audit = auditWrites(context, { action: 'credits.pack.edit', subject: pack.name, before: audited(seen), after: audited(pack) });
  await savePackAfter(pack, seen, audit, () => conflict(creditMessages.packChanged));
  return toPack(pack);
}
