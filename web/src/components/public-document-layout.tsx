import { APP_TITLE } from '@app/shared/brand';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { paths } from '@/lib/paths';

/** A public document (the privacy notice, the terms): the brand, a way back, the title and a card, no sign-in. */
export function PublicDocumentLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <BrandMark />
            <span className="text-sm font-semibold tracking-tight text-zinc-900 sm:text-base">{APP_TITLE}</span>
          </Link>
          <Link to={paths.home} className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {fr.publicDocument.backToApp}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        <Card className="p-4 sm:p-8">{children}</Card>
      </main>
    </div>
  );
}
