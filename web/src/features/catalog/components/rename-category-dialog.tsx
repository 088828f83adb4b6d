import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema, type Category } from '@app/shared/catalog/schemas';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { catalogFr } from '@/features/catalog/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useRenameCategory } from '@/features/catalog/api/rename-category';

const t = catalogFr;

function RenameCategoryForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const mutation = useRenameCategory();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category.name },
  });
  const nameError = errors.name?.message;

  const onSubmit = handleSubmit(({ name }) => {
    mutation.mutate(
      { categoryId: category.id, name },
      {
        onSuccess: () => {
          toast.success(t.categoryUpdated);
          onDone();
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.updateError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="rename-category-name" label={t.categoryName} error={nameError}>
        <Input
          id="rename-category-name"
          required
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy('rename-category-name', nameError)}
          {...register('name')}
        />
      </FormField>
      <FormDialogFooter busy={mutation.isPending} submitLabel={t.save} busyLabel={t.saving} />
    </form>
  );
}

/** 'Renommer la catégorie': the name (shared schema), saved with PUT. */
export function RenameCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  return (
    <FormDialog
      target={category}
      onClose={onClose}
      title={t.renameCategoryTitle}
      description={(renamed) => t.renameCategoryDescription(renamed.name)}
    >
      {(renamed) => <RenameCategoryForm category={renamed} onDone={onClose} />}
    </FormDialog>
  );
}
