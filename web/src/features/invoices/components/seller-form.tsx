import { zodResolver } from '@hookform/resolvers/zod';
import { type SellerAnswer, VAT_RATES } from '@app/shared/invoices/schemas';
import { Building2, Landmark, MapPin, Percent, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/section-card';
import { TextFieldGrid, type TextFieldConfig } from '@/components/text-field-grid';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { invoicesFr } from '@/features/invoices/fr';
import { useSaveSeller } from '@/features/invoices/api/seller';
import {
  sellerFormOf,
  sellerFormSchema,
  sellerUpdateOf,
  type SellerFormValues,
} from '@/features/invoices/lib/seller-form';
import { getErrorDetail } from '@/lib/api/api-error';
import { SellerMissingNotice } from './seller-missing-notice';

const t = invoicesFr;
const f = invoicesFr.seller;
type Field = TextFieldConfig<keyof SellerFormValues>;

const company: Field[] = [
  { name: 'name', label: f.name, autoComplete: 'organization', full: true },
  { name: 'legal_form', label: f.legalForm, placeholder: f.legalFormPlaceholder, autoComplete: 'off' },
  { name: 'share_capital', label: f.shareCapital, placeholder: f.shareCapitalPlaceholder, autoComplete: 'off' },
  { name: 'siren', label: f.siren, placeholder: '123 456 789', autoComplete: 'off' },
  { name: 'siret', label: f.siret, placeholder: '123 456 789 00012', autoComplete: 'off' },
  { name: 'registration', label: f.registration, placeholder: f.registrationPlaceholder, autoComplete: 'off' },
  { name: 'vat_number', label: f.vatNumber, placeholder: 'FR12 123456789', autoComplete: 'off' },
  { name: 'email', label: f.email, type: 'email', autoComplete: 'email', optional: true },
  { name: 'phone', label: f.phone, type: 'tel', autoComplete: 'tel', optional: true },
];
const address: Field[] = [
  { name: 'address_line1', label: f.addressLine1, autoComplete: 'address-line1', full: true },
  { name: 'address_line2', label: f.addressLine2, autoComplete: 'address-line2', optional: true, full: true },
  { name: 'postcode', label: f.postcode, autoComplete: 'postal-code' },
  { name: 'city', label: f.city, autoComplete: 'address-level2' },
  { name: 'country_code', label: f.country, hint: f.countryHint, autoComplete: 'country' },
];
const bank: Field[] = [
  { name: 'iban', label: f.iban, placeholder: 'FR76 3000 6000 0112 3456 7890 189', autoComplete: 'off', full: true },
  { name: 'bic', label: f.bic, placeholder: 'AGRIFRPP', autoComplete: 'off' },
];
const terms: Field[] = [
  {
    name: 'payment_term_days',
    label: f.paymentTermDays,
    hint: f.paymentTermDaysHint,
    type: 'text',
    autoComplete: 'off',
  },
  {
    name: 'late_penalty_rate',
    label: f.latePenaltyRate,
    hint: f.latePenaltyRateHint,
    placeholder: '10',
    autoComplete: 'off',
  },
  {
    name: 'payment_terms',
    label: f.paymentTerms,
    hint: f.paymentTermsHint,
    autoComplete: 'off',
    optional: true,
    full: true,
  },
  { name: 'recovery_fee', label: f.recoveryFee, autoComplete: 'off', full: true },
];

function Section({
  icon,
  title,
  hint,
  children,
}: {
  icon: typeof Building2;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <SectionCard icon={icon} title={title} hint={hint}>
      <div className="grid gap-4 p-5">{children}</div>
    </SectionCard>
  );
}

/** The seller's identity printed on every invoice: four sections, one save. */
export function SellerForm({ seller }: { seller: SellerAnswer }) {
  const save = useSaveSeller();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SellerFormValues>({
    resolver: zodResolver(sellerFormSchema),
    mode: 'onTouched',
    defaultValues: sellerFormOf(seller),
  });
  const grid = (fields: Field[]) => (
    <TextFieldGrid idPrefix="seller" fields={fields} register={register} errors={errors} optionalSuffix={t.optional} />
  );

  const onSubmit = handleSubmit((values) =>
    save.mutate(sellerUpdateOf(values), {
      onSuccess: (saved) => {
        reset(sellerFormOf(saved));
        toast.success(t.saved);
      },
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.saveError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <SellerMissingNotice missing={save.data?.missing ?? seller.missing} />
      <Section icon={Building2} title={t.companySection} hint={t.companySectionHint}>
        {grid(company)}
      </Section>
      <Section icon={MapPin} title={t.addressSection} hint={t.addressSectionHint}>
        {grid(address)}
      </Section>
      <Section icon={Landmark} title={t.bankSection} hint={t.bankSectionHint}>
        {grid(bank)}
      </Section>
      <Section icon={Percent} title={t.termsSection} hint={t.termsSectionHint}>
        <FormField id="seller-default_vat_rate" label={f.vatRate} hint={f.vatRateHint} className="sm:max-w-xs">
          <NativeSelect
            id="seller-default_vat_rate"
            aria-describedby={describedBy('seller-default_vat_rate', undefined, f.vatRateHint)}
            {...register('default_vat_rate')}
          >
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t.vatRateOption(String(rate).replace('.', ','))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {grid(terms)}
        <label className="flex items-start gap-3 text-sm text-zinc-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            aria-describedby="seller-vat-on-debits-hint"
            {...register('vat_on_debits')}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{t.vatOnDebits}</span>
            <span id="seller-vat-on-debits-hint" className="text-xs text-zinc-500">
              {t.vatOnDebitsHint}
            </span>
          </span>
        </label>
        <FormField id="seller-footer" label={`${f.footer} (${t.optional})`} hint={f.footerHint}>
          <Textarea
            id="seller-footer"
            rows={2}
            aria-describedby={describedBy('seller-footer', undefined, f.footerHint)}
            {...register('footer')}
          />
        </FormField>
      </Section>

      <UnsavedChangesGuard
        dirty={isDirty && !save.isPending}
        texts={{ title: f.leaveTitle, text: f.leaveText, confirm: f.leaveConfirm }}
      />
      <div className="flex justify-end">
        <BusyButton type="submit" busy={save.isPending} icon={<Save aria-hidden="true" />}>
          {save.isPending ? t.saving : t.save}
        </BusyButton>
      </div>
    </form>
  );
}
