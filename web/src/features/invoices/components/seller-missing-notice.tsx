import { CircleAlert, CircleCheck } from 'lucide-react';
import { invoicesFr } from '@/features/invoices/fr';
import { frenchList } from '@/features/invoices/lib/seller-form';

const t = invoicesFr;

/** 'Renseignez … pour émettre des factures' while mandatory fields are missing, else that all is set. */
export function SellerMissingNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        {t.complete}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{t.missingTitle}</p>
        <p data-testid="seller-missing">{t.missing(frenchList(missing))}</p>
      </div>
    </div>
  );
}
