import type { CreditPack } from '@app/shared/credits/schemas';
import { Wallet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SectionCard } from '@/components/section-card';
import { BusyButton } from '@/components/ui/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminPacks, useSavePack } from '@/features/credits/api/credits';
import { creditsFr as t } from '@/features/credits/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatAmountInput } from '@/lib/format/format';
import { toast } from '@/lib/toast/toast';

interface Draft {
  name: string;
  price: string;
  bonus: string;
  active: boolean;
}

const blank: Draft = { name: '', price: '', bonus: '', active: true };
const draftOf = (pack: CreditPack): Draft => ({ name: pack.name, price: formatAmountInput(pack.price), bonus: formatAmountInput(pack.bonus), active: pack.active });

/** One pack's fields: saved as a whole (a new pack, or a change of one that exists). */
function PackForm({ pack }: { pack?: CreditPack }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(pack ? draftOf(pack) : blank);
  const save = useSavePack();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: pack?.id, body: { ...draft, bonus: draft.bonus || 0 } },
      {
        onSuccess: () => {
          toast.success(pack ? t.packSaved : t.packCreated);
          if (!pack) setDraft(blank);
        },
        onError: (error) => toast.error(getErrorDetail(error) ?? t.loadError),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={pack ? pack.name : t.newPack}
      className="grid gap-3 border-b border-zinc-100 pb-4 last:border-0 last:pb-0 sm:grid-cols-[1fr_8rem_8rem_auto_auto] sm:items-end"
    >
      <FormField id={`${id}-name`} label={t.packName}>
        <Input id={`${id}-name`} required maxLength={80} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </FormField>
      <FormField id={`${id}-price`} label={t.packPriceField}>
        <Input id={`${id}-price`} required inputMode="decimal" maxLength={20} value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
      </FormField>
      <FormField id={`${id}-bonus`} label={t.packBonusField}>
        <Input id={`${id}-bonus`} inputMode="decimal" maxLength={20} value={draft.bonus} onChange={(e) => setDraft({ ...draft, bonus: e.target.value })} />
      </FormField>
      <div className="flex h-9 items-center gap-2">
        <Checkbox id={`${id}-active`} checked={draft.active} onCheckedChange={(value) => setDraft({ ...draft, active: value === true })} />
        <Label htmlFor={`${id}-active`}>{t.packActive}</Label>
      </div>
      <BusyButton type="submit" variant={pack ? 'outline' : 'default'} busy={save.isPending}>
        {pack ? t.savePack : t.addPack}
      </BusyButton>
    </form>
  );
}

/** « Packs de crédits » (issue 40), in Paramètres › Facturation: the packs sold through Stripe Checkout. */
export function CreditPacksSettings() {
  const packs = useAdminPacks();
  let body;
  if (packs.isPending) body = <Skeleton className="m-5 h-24" />;
  else if (!packs.data) body = <LoadErrorState title={t.loadError} onRetry={() => void packs.refetch()} />;
  else
    body = (
      <div className="grid gap-4 p-5">
        {packs.data.map((pack) => (
          <PackForm key={`${pack.id}-${pack.name}-${pack.price}-${pack.bonus}-${pack.active}`} pack={pack} />
        ))}
        <PackForm />
      </div>
    );
  return (
    <SectionCard title={t.packsTitle} hint={t.packsDescription} icon={Wallet}>
      {body}
    </SectionCard>
  );
}
