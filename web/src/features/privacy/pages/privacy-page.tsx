import type { PrivacyNotice } from '@app/shared/privacy/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PublicDocumentLayout } from '@/components/public-document-layout';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { privacyFr } from '@/features/privacy/fr';
import { formatDuration, retentionKeys, retentionUnits } from '@/lib/format/durations';
import { formatDate } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { usePrivacyNotice } from '@/features/privacy/api/get-privacy-notice';

const t = privacyFr;
const LINK = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-zinc-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Controller({ controller }: { controller: PrivacyNotice['controller'] }) {
  if (!controller.name.trim()) return <p>{t.controllerUnset}</p>;
  const lines: [string | null, string | undefined][] = [
    [t.siren, controller.siren],
    [t.email, controller.email],
    [t.phone, controller.phone],
  ];
  return (
    <address className="grid gap-1 not-italic">
      <span className="font-medium text-zinc-900">{controller.name}</span>
      {controller.address ? <span className="whitespace-pre-line">{controller.address}</span> : null}
      {lines.map(([label, value]) => (value ? <span key={label}>{`${label}\u202f: ${value}`}</span> : null))}
    </address>
  );
}

/** Each kept kind of data and its duration, written from the settings' values (never by hand). */
function RetentionTable({ retention }: { retention: PrivacyNotice['retention'] }) {
  const rows = retentionKeys.map((key) => {
    const row = t.retentionRows[key];
    return { key, data: row.data, duration: `${formatDuration(retention[key], retentionUnits[key])} ${row.after}`.trim() };
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-zinc-50 text-zinc-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t.dataColumn}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t.durationColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={row.key} data-retention={row.key}>
              <th scope="row" className="px-4 py-2 align-top font-normal text-zinc-800">
                {row.data}
              </th>
              <td className="px-4 py-2 align-top text-zinc-800">{row.duration}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-4 py-2 align-top font-normal text-zinc-800">
              {t.accountRow}
            </th>
            <td className="px-4 py-2 align-top text-zinc-800">{t.accountDuration}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function Notice({ notice }: { notice: PrivacyNotice }) {
  const controllerEmail = notice.controller.email;
  return (
    <div className="grid gap-8 text-sm leading-relaxed text-zinc-700">
      <p>{t.intro}</p>
      <Section id="privacy-controller" title={t.controllerTitle}>
        <Controller controller={notice.controller} />
      </Section>
      <Section id="privacy-purposes" title={t.purposesTitle}>
        <ul className="grid list-disc gap-1.5 pl-5 marker:text-zinc-400">
          {t.purposes.map((purpose) => (
            <li key={purpose.what}>
              {purpose.what} <span className="text-zinc-500">({purpose.basis})</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-retention" title={t.retentionTitle}>
        <p>{t.retentionIntro}</p>
        <RetentionTable retention={notice.retention} />
      </Section>
      <Section id="privacy-recipients" title={t.recipientsTitle}>
        <ul className="grid list-disc gap-1.5 pl-5 marker:text-zinc-400">
          {t.recipients.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="privacy-rights" title={t.rightsTitle}>
        <ul className="grid list-disc gap-1.5 pl-5 marker:text-zinc-400">
          {t.rights.map((right) => (
            <li key={right.name}>
              <span className="font-medium text-zinc-900">{right.name}</span>&#8239;: {right.text}
            </li>
          ))}
        </ul>
        <h3 className="mt-2 font-semibold text-zinc-900">{t.howTitle}</h3>
        <p>
          {t.howProfile}{' '}
          <Link to={paths.profile} className={LINK}>
            {t.myData.title}
          </Link>
        </p>
        <p>{controllerEmail ? t.howEmail(controllerEmail) : t.howContact}</p>
      </Section>
      <Section id="privacy-complaint" title={t.complaintTitle}>
        <p>
          {t.complaint}{' '}
          <a href="https://www.cnil.fr" target="_blank" rel="noreferrer" className={LINK}>
            {t.cnilLink}
          </a>
          .
        </p>
      </Section>
      <Section id="privacy-versions" title={t.versionsTitle}>
        <p>{t.noticeVersion(notice.noticeVersion, formatDate(notice.updatedAt))}</p>
        <p>{t.termsVersion(notice.termsVersion)}</p>
      </Section>
    </div>
  );
}

/** '/confidentialite' (issue 24): the privacy notice, public, read from GET /api/privacy. */
export function PrivacyPage() {
  const notice = usePrivacyNotice();

  let body;
  if (notice.isPending)
    body = (
      <SkeletonGroup>
        <SkeletonBars className="grid gap-3" bars={['h-4', 'h-4 w-5/6', 'mt-4 h-6 w-1/3', 'h-4', 'h-4 w-2/3', 'mt-4 h-32']} />
      </SkeletonGroup>
    );
  else if (notice.isError) body = <LoadErrorState title={t.loadError} onRetry={() => void notice.refetch()} />;
  else body = <Notice notice={notice.data} />;

  return <PublicDocumentLayout title={t.title}>{body}</PublicDocumentLayout>;
}
