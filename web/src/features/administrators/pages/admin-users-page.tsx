import type { AdminUser } from '@app/shared/users/admin-schemas';
import type { PublicUser } from '@app/shared/users/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, ShieldUser, Trash2, UserPlus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { ListFooter } from '@/components/list-footer';
import { initialsOf } from '@/components/logo-image';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AccountDeleteDialog } from '@/components/account-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { administratorsFr } from '@/features/administrators/fr';
import { useDeleteAccount } from '@/lib/account/account-mutations';
import { useAccountPages } from '@/lib/account/account-pages';
import { formatDate } from '@/lib/format/format';
import { queryKeys } from '@/lib/api/query-keys';
import { sessionSubject } from '@/lib/api/tokens';
import { useConfirmedDelete, useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import {
  AdministratorFormDialog,
  type AdministratorDialogTarget,
} from '@/features/administrators/components/administrator-form-dialog';

const t = administratorsFr;

const nameOf = (admin: AdminUser) => `${admin.first_name} ${admin.last_name}`.trim() || admin.email;

/** The signed-in administrator's id (their own row has no delete button; the server refuses it anyway). */
function useOwnId(): string | null {
  const queryClient = useQueryClient();
  return queryClient.getQueryData<PublicUser>(queryKeys.me)?.id ?? sessionSubject();
}

function Avatar({ name, self }: { name: string; self: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={
        self
          ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white'
          : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700'
      }
    >
      {initialsOf(name)}
    </span>
  );
}

interface RowActionsProps {
  admin: AdminUser;
  self: boolean;
  onEdit: (admin: AdminUser) => void;
  onDelete: (admin: AdminUser) => void;
}

function RowActions({ admin, self, onEdit, onDelete }: RowActionsProps) {
  const name = nameOf(admin);
  return (
    <div className="flex justify-end gap-0.5">
      <IconButton icon={Pencil} label={t.editLabel(name)} onClick={() => onEdit(admin)} />
      {self ? (
        // Keeps the column aligned: one cannot delete one's own account.
        <span aria-hidden="true" className="size-8" />
      ) : (
        <IconButton icon={Trash2} label={t.deleteLabel(name)} destructive onClick={() => onDelete(admin)} />
      )}
    </div>
  );
}

function NameCell({ admin, self }: { admin: AdminUser; self: boolean }) {
  const name = nameOf(admin);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} self={self} />
      <span className="min-w-0 font-medium break-words text-zinc-900">{name}</span>
      {self ? <Badge variant="info">{t.you}</Badge> : null}
    </div>
  );
}

function AdministratorsSkeleton() {
  return (
    <Card className="overflow-hidden">
      <SkeletonGroup className="divide-y divide-zinc-100">
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonBars
            key={i}
            className="flex items-center gap-4 px-5 py-4"
            bars={['size-9 rounded-full', 'h-4 w-40', 'ml-auto hidden h-4 w-56 md:block', 'hidden h-4 w-24 md:block', 'h-8 w-16']}
          />
        ))}
      </SkeletonGroup>
    </Card>
  );
}

/** 'Administrateurs' (spec §2): table of name, email, creation date and actions; add, edit, delete. */
export function AdminUsersPage() {
  const pages = useAccountPages({ role: 'admin' });
  const query = pages.query;
  const ownId = useOwnId();
  const removal = useConfirmedDelete(useDeleteAccount('administrators'), (admin: AdminUser) => admin.id, t, () => addRef.current?.focus());
  const deleting = removal.target;
  const [dialog, setDialog] = useState<AdministratorDialogTarget | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useLoadErrorToast(query.isError, t.loadError, 'administrators-load-error');

  const edit = (admin: AdminUser) => setDialog({ mode: 'edit', admin });
  const admins = pages.accounts;
  let body: ReactNode;
  if (query.isPending) {
    body = <AdministratorsSkeleton />;
  } else if (!query.data) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  } else if (admins.length === 0) {
    body = <EmptyState icon={ShieldUser} title={t.empty} />;
  } else {
    body = (
      <>
        <Card className="overflow-hidden">
          {/* Wide screens: a table. */}
          <table className="hidden w-full text-sm md:table" aria-label={t.tableLabel}>
            <thead>
              <tr className="border-b border-zinc-100 bg-zinc-50/60 text-left text-xs text-zinc-500">
                <th scope="col" className="py-3 pl-5 font-medium">
                  {t.name}
                </th>
                <th scope="col" className="px-3 py-3 font-medium">
                  {t.email}
                </th>
                <th scope="col" className="px-3 py-3 font-medium whitespace-nowrap">
                  {t.createdAt}
                </th>
                <th scope="col" className="py-3 pr-5 text-right font-medium">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {admins.map((admin) => {
                const self = admin.id === ownId;
                return (
                  <tr key={admin.id} className="hover:bg-zinc-50/70">
                    <td className="max-w-72 py-3 pl-5">
                      <NameCell admin={admin} self={self} />
                    </td>
                    <td className="max-w-80 px-3 py-3 wrap-anywhere text-zinc-700">{admin.email}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-zinc-700 tabular-nums">
                      {formatDate(admin.created_at)}
                    </td>
                    <td className="w-px py-2 pr-4 whitespace-nowrap">
                      <RowActions admin={admin} self={self} onEdit={edit} onDelete={removal.ask} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {/* Phones: the same rows as stacked cards. */}
          <ul className="divide-y divide-zinc-100 md:hidden" aria-label={t.tableLabel}>
            {admins.map((admin) => {
              const self = admin.id === ownId;
              return (
                <li key={admin.id} className="flex items-start gap-3 px-4 py-4">
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <NameCell admin={admin} self={self} />
                    <dl className="grid gap-0.5 pl-12 text-sm">
                      <dt className="sr-only">{t.email}</dt>
                      <dd className="wrap-anywhere text-zinc-700">{admin.email}</dd>
                      <dt className="sr-only">{t.createdAt}</dt>
                      <dd className="text-xs text-zinc-500">
                        {t.createdAt} {formatDate(admin.created_at)}
                      </dd>
                    </dl>
                  </div>
                  <RowActions admin={admin} self={self} onEdit={edit} onDelete={removal.ask} />
                </li>
              );
            })}
          </ul>
        </Card>
        <ListFooter {...pages} texts={fr.accountPages} shown={admins.length} className="mt-6" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={fr.pages.adminUsers}
        description={t.description}
        actions={
          <Button ref={addRef} onClick={() => setDialog({ mode: 'add' })}>
            <UserPlus aria-hidden="true" />
            {t.add}
          </Button>
        }
      />
      {body}
      <AdministratorFormDialog target={dialog} onClose={() => setDialog(null)} />
      {/* Spec §5: a confirmation before the delete. */}
      <AccountDeleteDialog dialog={removal.dialog} texts={t} name={deleting ? nameOf(deleting) : null} />
    </>
  );
}
