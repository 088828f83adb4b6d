import type { Partner } from '@app/shared/partners/schemas';
import { CircleCheck, ImageOff } from 'lucide-react';
import { LogoImage } from '@/components/logo-image';
import { Badge } from '@/components/ui/badge';
import { DeleteButton, EditButton } from '@/components/ui/card-actions';
import { Card } from '@/components/ui/card';
import { partnersFr } from '@/features/partners/fr';
import { logoSources } from '@/lib/api/logo-sources';

const t = partnersFr;

export interface PartnerCardProps {
  partner: Partner;
  onEdit: (partner: Partner) => void;
  onDelete: (partner: Partner) => void;
}

/** A partner: its logo (or initials), name, logo badge, and 'Modifier' / 'Supprimer'. */
export function PartnerCard({ partner, onEdit, onDelete }: PartnerCardProps) {
  return (
    <Card className="flex h-full overflow-hidden transition-shadow hover:shadow-md sm:flex-col">
      <LogoImage
        source={partner.has_logo ? logoSources.partner(partner.id) : null}
        name={partner.name}
        alt={t.logoOf(partner.name)}
        className="min-h-28 w-28 shrink-0 border-r border-zinc-100 sm:h-32 sm:min-h-0 sm:w-auto sm:border-r-0 sm:border-b"
        imageClassName="p-3 sm:p-5"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1.5">
          <h2 className="text-base font-semibold break-words text-zinc-900">{partner.name}</h2>
          {partner.has_logo ? (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              {t.hasLogo}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <ImageOff aria-hidden="true" />
              {t.noLogo}
            </Badge>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 border-t border-zinc-100 pt-3">
          <EditButton
            variant="outline"
            className="flex-1"
            label={t.editLabel(partner.name)}
            onClick={() => onEdit(partner)}
          />
          <DeleteButton className="flex-1" label={t.deleteLabel(partner.name)} onClick={() => onDelete(partner)} />
        </div>
      </div>
    </Card>
  );
}
