import { APP_TITLE } from '@app/shared/brand';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { Card } from '@/components/ui/card';
import { authFr } from '@/features/auth/fr';
import { paths } from '@/lib/paths';

export interface AuthLayoutProps {
  /** The page's <h1>. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider card for longer forms. */
  wide?: boolean;
}

const FOCUS_RING = 'focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** Centred card with the brand mark, used by the public screens and the pending screen. */
export function AuthLayout({ title, subtitle, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent"
      />
      <div className={wide ? 'w-full max-w-xl' : 'w-full max-w-md'}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12 rounded-xl" />
          <p className="text-lg font-semibold tracking-tight text-zinc-900">{APP_TITLE}</p>
        </div>
        <Card className="shadow-sm">
          <div className="flex flex-col gap-1.5 px-6 pt-6 sm:px-8 sm:pt-8">
            <h1 className="text-xl font-semibold tracking-tight text-zinc-900">{title}</h1>
            {subtitle ? <p className="text-sm text-zinc-600">{subtitle}</p> : null}
          </div>
          <div className="px-6 pt-6 pb-6 sm:px-8 sm:pb-8">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
        <p className="mt-4 text-center text-xs">
          <Link to={paths.privacy} className={`text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline ${FOCUS_RING}`}>
            {authFr.privacyLink}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A footer line such as "Pas encore de compte ? S'inscrire": the text, then a link to the other screen. */
export function AuthFooterLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <>
      {prompt}{' '}
      <Link
        to={to}
        className={`font-medium text-brand-700 underline-offset-4 hover:underline ${FOCUS_RING}`}
      >
        {label}
      </Link>
    </>
  );
}
