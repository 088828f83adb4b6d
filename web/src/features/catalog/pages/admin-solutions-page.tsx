import type { Category, Service } from '@app/shared/catalog/schemas';
import { Layers } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { PageHeader } from '@/components/page-header';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { catalogFr } from '@/features/catalog/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useDeleteCategory } from '@/features/catalog/api/delete-category';
import { useDeleteService } from '@/features/catalog/api/delete-service';
import { useAdminCategories } from '@/features/catalog/api/get-admin-categories';
import { AddCategoryForm } from '@/features/catalog/components/add-category-form';
import { CategoryCard } from '@/features/catalog/components/category-card';
import { EditServiceDialog, type EditServiceTarget } from '@/features/catalog/components/edit-service-dialog';
import { RenameCategoryDialog } from '@/features/catalog/components/rename-category-dialog';

const t = catalogFr;

type Deletion = { kind: 'category'; category: Category } | { kind: 'service'; category: Category; service: Service };

function CatalogSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="rounded-xl border border-zinc-200 bg-white">
          <div className="border-b border-zinc-100 px-5 py-4">
            <Skeleton className="h-5 w-40" />
          </div>
          <SkeletonBars className="grid gap-3 p-5" bars={['h-5', 'h-5', 'h-5 w-2/3']} />
          <div className="border-t border-zinc-100 p-5">
            <Skeleton className="h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'Solutions & Catégories' (spec §2): categories (add, rename, delete) with their services (add, edit, delete). */
export function AdminSolutionsPage() {
  const categories = useAdminCategories();
  const deleteCategory = useDeleteCategory();
  const deleteService = useDeleteService();
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [editing, setEditing] = useState<EditServiceTarget | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);

  useEffect(() => {
    if (categories.isError) toast.error(t.loadError, { id: 'catalog-load-error' });
  }, [categories.isError]);

  const confirmDeletion = () => {
    if (!deletion) return;
    const done = {
      onError: (cause: unknown) => toast.error(getErrorDetail(cause) ?? t.deleteError),
    };
    if (deletion.kind === 'category') {
      deleteCategory.mutate(deletion.category.id, {
        ...done,
        onSuccess: () => {
          toast.success(t.categoryDeleted);
          setDeletion(null);
        },
      });
    } else {
      deleteService.mutate(
        { categoryId: deletion.category.id, serviceId: deletion.service.id },
        {
          ...done,
          onSuccess: () => {
            toast.success(t.serviceDeleted);
            setDeletion(null);
          },
        },
      );
    }
  };

  let body;
  if (categories.isPending) {
    body = <CatalogSkeleton />;
  } else if (categories.isError && !categories.data) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void categories.refetch()} />;
  } else if (categories.data.length === 0) {
    body = <EmptyState icon={Layers} title={t.empty} description={t.emptyHint} />;
  } else {
    body = (
      <div className="grid items-start gap-6 xl:grid-cols-2">
        {categories.data.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            onRenameCategory={(c) => setRenaming(c)}
            onDeleteCategory={(c) => setDeletion({ kind: 'category', category: c })}
            onEditService={(c, service) => setEditing({ category: c, service })}
            onDeleteService={(c, service) => setDeletion({ kind: 'service', category: c, service })}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={fr.pages.adminSolutions} description={t.description} />
      <div className="grid gap-6">
        <AddCategoryForm />
        {body}
      </div>
      <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
      <EditServiceDialog target={editing} onClose={() => setEditing(null)} />
      {/* Spec §5: a confirmation before every delete. */}
      <ConfirmDialog
        open={deletion !== null}
        onOpenChange={(open) => {
          if (!open) setDeletion(null);
        }}
        title={deletion?.kind === 'service' ? t.deleteServiceTitle : t.deleteCategoryTitle}
        description={
          deletion?.kind === 'service'
            ? t.deleteServiceText(deletion.service.name)
            : deletion
              ? t.deleteCategoryText(deletion.category.name)
              : ''
        }
        confirmLabel={fr.common.delete}
        busyLabel={t.deleting}
        busy={deleteCategory.isPending || deleteService.isPending}
        onConfirm={confirmDeletion}
        destructive
      />
    </>
  );
}
