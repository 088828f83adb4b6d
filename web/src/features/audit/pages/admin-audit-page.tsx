import { auditActions, auditFamilies } from '@app/shared/audit/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { call } from '@/lib/api/call';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { auditFr as t } from '@/features/audit/fr';
import { useAuditList, type AuditFilters } from '@/features/audit/api/audit-pages';
import { pagesState, stepOf, TimelineState } from '@/features/audit/components/audit-timeline';

const NO_FILTER: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The administrators to filter by (one page: a business has a few). */
const useAdministrators = () =>
  useQuery({
    queryKey: ['admin', 'users', 'admin', 'audit-filter'],
    queryFn: ({ signal }) => call('GET /api/admin/users', { query: { role: 'admin', limit: 100 }, signal }),
  });

function Filters({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const admins = useAdministrators();
  return (
    <form className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end" onSubmit={(e) => e.preventDefault()}>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-actor">{t.filters.actor}</Label>
        <NativeSelect id="audit-actor" value={value.actor} onChange={(e) => onChange({ ...value, actor: e.target.value })}>
          <option value="">{t.filters.anyActor}</option>
          {(admins.data ?? []).map((admin) => (
            <option key={admin.id} value={admin.id}>
              {`${admin.first_name} ${admin.last_name}`.trim() || admin.email}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">{t.filters.action}</Label>
        <NativeSelect
          id="audit-action"
          value={value.action}
          onChange={(e) => onChange({ ...value, action: e.target.value as AuditFilters['action'] })}
        >
          <option value="">{t.filters.anyAction}</option>
          {auditFamilies.map((family) => (
            <optgroup key={family} label={t.families[family]}>
              <option value={family}>{t.families[family]}</option>
              {auditActions
                .filter((action) => action.startsWith(`${family}.`))
                .map((action) => (
                  <option key={action} value={action}>
                    {t.actions[action]}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">{t.filters.from}</Label>
        <Input id="audit-from" type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">{t.filters.to}</Label>
        <Input id="audit-to" type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </div>
      <Button type="button" variant="ghost" onClick={() => onChange(NO_FILTER)}>
        {t.filters.reset}
      </Button>
    </form>
  );
}

/** 'Historique' (issue 22): every administrative change, newest first, by administrator, action and period. */
export function AdminAuditPage() {
  usePageTitle(t.pageTitle);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTER);
  const pages = useAuditList(filters);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader title={t.pageTitle} description={t.pageDescription} />
      <Filters value={filters} onChange={setFilters} />
      <div className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-6">
        <TimelineState
          steps={pages.entries.map((entry) => stepOf(entry, { subject: true }))}
          {...pagesState(pages)}
          emptyText={filtered ? t.emptyFiltered : t.empty}
        />
      </div>
    </>
  );
}
