import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const tones = {
  brand: 'bg-brand-50 text-brand-600',
  amber: 'bg-amber-50 text-amber-700',
} as const;

/** A side card of 'Mon Profil': a region named by its heading, with a tinted icon before it. */
export function IconCard({
  id,
  icon: Icon,
  tone,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5" role="region" aria-labelledby={id}>
      <div className="flex items-center gap-3">
        <span className={cn('flex size-9 items-center justify-center rounded-lg', tones[tone])}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <h2 id={id} className="text-base font-semibold text-zinc-900">
          {title}
        </h2>
      </div>
      {children}
    </Card>
  );
}
