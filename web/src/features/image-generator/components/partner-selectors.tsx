import type { Partner } from '@app/shared/partners/schemas';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { LAYOUT } from '@/features/image-generator/lib/image-layout';

const t = imageGeneratorFr;

export interface PartnerSelectorsProps {
  partners: Partner[];
  selected: string[];
  onChoose: (slot: number, partnerId: string) => void;
}

/**
 * Up to 4 partner selectors (spec §2, §4): one per chosen partner, plus 'Ajouter un partenaire'
 * while there is room. Every selector lists every partner: choosing one placed elsewhere moves
 * it here; 'Aucun' removes the slot.
 */
export function PartnerSelectors({ partners, selected, onChoose }: PartnerSelectorsProps) {
  const slotOf = new Map(selected.map((id, index) => [id, index]));
  const options = (slot: number) =>
    partners.map((partner) => {
      const placed = slotOf.get(partner.id);
      const elsewhere = placed !== undefined && placed !== slot;
      return (
        <option key={partner.id} value={partner.id}>
          {elsewhere ? `${partner.name} (${t.partnerSlot(placed + 1).toLowerCase()})` : partner.name}
        </option>
      );
    });

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {selected.map((partnerId, slot) => (
        <div key={`${slot}-${partnerId}`} className="grid gap-1.5">
          <Label htmlFor={`generator-partner-${slot}`}>{t.partnerSlot(slot + 1)}</Label>
          <NativeSelect
            id={`generator-partner-${slot}`}
            value={partnerId}
            onChange={(event) => onChoose(slot, event.target.value)}
          >
            <option value="">{t.noPartnerOption}</option>
            {options(slot)}
          </NativeSelect>
        </div>
      ))}
      {selected.length < LAYOUT.partners.max ? (
        <div className="grid gap-1.5">
          <Label htmlFor="generator-partner-new">{t.addPartner}</Label>
          <NativeSelect
            id="generator-partner-new"
            value=""
            onChange={(event) => onChoose(selected.length, event.target.value)}
          >
            <option value="">{t.choosePartner}</option>
            {options(selected.length)}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}
