import type { InvoiceKind } from '@app/shared/invoices/schemas';
import { Card } from '@/components/ui/card';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { invoicesFr } from '@/features/invoices/fr';
import type { Period } from '@/features/invoices/lib/period';

const t = invoicesFr;

export interface InvoiceFilterValues extends Period {
  /** The search as typed (sent once typing pauses). */
  search: string;
  kind: InvoiceKind | '';
}

interface InvoiceFiltersProps {
  value: InvoiceFilterValues;
  onChange: (next: InvoiceFilterValues) => void;
  /** What is wrong with the period, shown under it. */
  periodError?: string;
}

/** The search (number or client name), the period (du/au) and the kind of 'Factures'. */
export function InvoiceFilters({ value, onChange, periodError }: InvoiceFiltersProps) {
  const set = (patch: Partial<InvoiceFilterValues>) => onChange({ ...value, ...patch });
  const dateProps = (name: 'from' | 'to') => ({
    id: `invoices-${name}`,
    type: 'date',
    value: value[name],
    required: true,
    'aria-invalid': periodError ? true : undefined,
    'aria-describedby': describedBy('invoices-period', periodError),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  return (
    <Card className="mb-4 grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
      <FormField id="invoices-search" label={t.searchLabel}>
        <SearchInput
          id="invoices-search"
          value={value.search}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          onChange={(event) => set({ search: event.target.value })}
        />
      </FormField>
      <div className="grid gap-1.5">
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[10rem_10rem_9rem]">
          <legend className="sr-only">{t.periodLabel}</legend>
          <FormField id="invoices-from" label={t.from}>
            <Input {...dateProps('from')} />
          </FormField>
          <FormField id="invoices-to" label={t.to}>
            <Input {...dateProps('to')} />
          </FormField>
          <FormField id="invoices-kind" label={t.kindFilter} className="col-span-2 sm:col-span-1">
            <NativeSelect
              id="invoices-kind"
              value={value.kind}
              onChange={(event) => set({ kind: event.target.value as InvoiceKind | '' })}
            >
              <option value="">{t.kindAll}</option>
              <option value="invoice">{t.kindInvoices}</option>
              <option value="credit_note">{t.kindCreditNotes}</option>
            </NativeSelect>
          </FormField>
        </fieldset>
        {periodError ? (
          <p id="invoices-period-error" role="alert" className="text-xs font-medium text-red-600">
            {periodError}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
