import type { PublicUser } from '@app/shared/users/schemas';
import type { BillingAddress } from '@app/shared/users/fiscal';
import { CheckCircle2, ImageOff, Info, Lightbulb, MessageSquare, Sparkles, Upload } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { LogoPicker } from '@/components/logo-picker';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { Label } from '@/components/ui/label';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { profileFr } from '@/features/profile/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useLogoChoice } from '@/lib/hooks/use-logo-choice';
import { logoSources } from '@/lib/api/logo-sources';
import { paths } from '@/lib/paths';
import { useLogoUrl } from '@/lib/hooks/use-logo-url';
import { useProfile } from '@/features/profile/api/get-profile';
import { useUploadMyLogo } from '@/features/profile/api/upload-my-logo';
import { EmailNotificationsCard } from '@/features/profile/components/email-notifications-card';
import { IconCard } from '@/features/profile/components/icon-card';
import { SessionsCard } from '@/features/profile/components/sessions-card';

const t = profileFr;

function ReadOnlyField({ id, label, value, empty }: { id: string; label: string; value: string; empty?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {/* A box that grows with its wrapped value: a long address is never cut. */}
      <Textarea
        id={id}
        value={value}
        placeholder={empty}
        readOnly
        rows={1}
        className="min-h-10 resize-none bg-zinc-50 text-zinc-800 field-sizing-content placeholder:text-zinc-500 placeholder:italic"
      />
    </div>
  );
}

/** The current logo, 'Aucun logo téléchargé' when there is none (a failed read counts as none, spec §8). */
function CurrentLogo() {
  const logo = useLogoUrl(logoSources.mine);
  const [failed, setFailed] = useState<string | null>(null);
  const url = logo.data ?? null;

  let body;
  if (logo.isPending) body = <Skeleton className="size-full rounded-none" />;
  else if (url && failed !== url)
    body = (
      <img
        src={url}
        alt={t.currentLogo}
        className="max-h-full max-w-full object-contain p-3"
        onError={() => setFailed(url)}
      />
    );
  else
    body = (
      <span className="flex flex-col items-center gap-2 px-3 text-center text-sm text-zinc-600">
        <ImageOff aria-hidden="true" className="size-6 text-zinc-400" />
        {t.noLogo}
      </span>
    );

  return (
    <figure className="grid justify-items-center gap-2">
      <div
        className="flex size-40 items-center justify-center overflow-hidden rounded-xl border border-zinc-200 bg-[conic-gradient(#f4f4f5_25%,#fff_0_50%,#f4f4f5_0_75%,#fff_0)] bg-[length:16px_16px]"
        data-testid="current-logo"
      >
        {body}
      </div>
      <figcaption className="text-xs text-zinc-600">{t.currentLogo}</figcaption>
    </figure>
  );
}

function LogoCard() {
  const upload = useUploadMyLogo();
  const logo = useLogoChoice((problem) => toast.error(problem));
  const [pickerKey, setPickerKey] = useState(0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: 'Veuillez sélectionner un logo' without a file; the image type was checked on choosing.
    if (!logo.file) {
      logo.setError(t.noFile);
      toast.error(t.noFile);
      return;
    }
    if (logo.error) {
      toast.error(logo.error);
      return;
    }
    upload.mutate(logo.file, {
      onSuccess: () => {
        toast.success(t.logoUploaded);
        logo.clear();
        setPickerKey((key) => key + 1);
      },
      onError: (cause) => {
        const detail = getErrorDetail(cause);
        toast.error(t.logoError, detail && detail !== t.logoError ? { description: detail } : undefined);
      },
    });
  };

  return (
    <Card className="p-5" role="region" aria-labelledby="profile-logo-title">
      <h2 id="profile-logo-title" className="text-base font-semibold text-zinc-900">
        {t.logoTitle}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t.logoDescription}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 grid items-start gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
        <CurrentLogo />
        <div className="grid gap-4">
          <LogoPicker
            key={pickerKey}
            id="profile-logo"
            hint={t.logoHint}
            {...logo.picker}
            disabled={upload.isPending}
          />
          <div>
            <BusyButton type="submit" busy={upload.isPending} icon={<Upload aria-hidden="true" />}>
              {upload.isPending ? t.uploading : t.upload}
            </BusyButton>
          </div>
        </div>
      </form>
    </Card>
  );
}

/** The billing address as printed on an invoice, one line per part. */
const billingLines = (address: BillingAddress | null) =>
  address ? [address.line1, address.line2, `${address.postcode} ${address.city}`.trim(), address.country_code].filter(Boolean).join('\n') : '';

/** The buyer's fiscal data of the invoices (issue 21), read only: administrators edit it. */
function FiscalCard({ user }: { user: Pick<PublicUser, 'siren' | 'vat_number' | 'billing_address'> }) {
  return (
    <Card className="p-5" role="region" aria-labelledby="profile-fiscal-title">
      <h2 id="profile-fiscal-title" className="text-base font-semibold text-zinc-900">
        {t.fiscalTitle}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t.fiscalDescription}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <ReadOnlyField id="profile-siren" label={t.siren} value={user.siren} empty={t.noPhone} />
        <ReadOnlyField id="profile-vat-number" label={t.vatNumber} value={user.vat_number} empty={t.noPhone} />
        <div className="sm:col-span-2">
          <ReadOnlyField
            id="profile-billing-address"
            label={t.billingAddress}
            value={billingLines(user.billing_address)}
            empty={t.billingSameAsAddress}
          />
        </div>
      </div>
    </Card>
  );
}

function TipsCard() {
  return (
    <IconCard id="profile-tips-title" icon={Lightbulb} tone="amber" title={t.tipsTitle}>
      <ul className="mt-4 grid gap-2.5">
        {t.tips.map((tip) => (
          <li key={tip} className="flex items-start gap-2 text-sm text-zinc-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {tip}
          </li>
        ))}
      </ul>
    </IconCard>
  );
}

function UsageCard() {
  return (
    <IconCard id="profile-usage-title" icon={Sparkles} tone="brand" title={t.usageTitle}>
      <ul className="mt-4 grid list-disc gap-2 pl-5 text-sm text-zinc-700 marker:text-zinc-400">
        {t.usage.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-5">
        <Link to={paths.imageGenerator}>
          <Sparkles aria-hidden="true" />
          {t.openGenerator}
        </Link>
      </Button>
    </IconCard>
  );
}

/**
 * Profile 'Mon Profil' (spec §2, §5, §8): read-only details and the personal logo. With
 * `twoFactor` (issue 36, the security feature's card, composed by app/), a client's second factor
 * comes before its sessions; with `myData` (issue 24), its 'Mes données' card follows them.
 */
export function ProfilePage({ myData, twoFactor }: { myData?: ReactNode; twoFactor?: ReactNode }) {
  const profile = useProfile();

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError && !profile.data) {
    return (
      <>
        <PageHeader title={fr.pages.profile} />
        <LoadErrorState title={fr.common.sessionLoadError} onRetry={() => void profile.refetch()} />
      </>
    );
  }
  const me = profile.data;

  return (
    <>
      <PageHeader title={fr.pages.profile} description={t.description} />
      {/* One column no wider than the screen on a phone: an implicit grid column grows to its widest card's content. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-1 gap-6">
          <Card className="p-5" role="region" aria-labelledby="profile-info-title">
            <h2 id="profile-info-title" className="text-base font-semibold text-zinc-900">
              {t.infoTitle}
            </h2>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <ReadOnlyField id="profile-first-name" label={t.firstName} value={me.first_name} />
              <ReadOnlyField id="profile-last-name" label={t.lastName} value={me.last_name} />
              <ReadOnlyField id="profile-email" label={t.email} value={me.email} />
              <ReadOnlyField id="profile-company" label={t.company} value={me.company_name} />
              <ReadOnlyField id="profile-phone" label={t.phone} value={me.phone.trim()} empty={t.noPhone} />
              <ReadOnlyField id="profile-address" label={t.address} value={me.address.trim()} empty={t.noAddress} />
            </div>
            <div className="mt-5 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center">
              <Info aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <p className="flex-1 text-sm text-brand-950">{t.readOnlyNote}</p>
              <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
                <Link to={paths.chat}>
                  <MessageSquare aria-hidden="true" />
                  {t.contactSupport}
                </Link>
              </Button>
            </div>
          </Card>
          {me.role === 'client' ? <FiscalCard user={me} /> : null}
          <LogoCard />
          {me.role === 'client' ? twoFactor : null}
          <SessionsCard />
          {me.role === 'client' ? myData : null}
        </div>
        <div className="grid grid-cols-1 gap-6">
          {me.role === 'client' && <EmailNotificationsCard enabled={me.email_notifications !== false} />}
          <TipsCard />
          <UsageCard />
        </div>
      </div>
    </>
  );
}
