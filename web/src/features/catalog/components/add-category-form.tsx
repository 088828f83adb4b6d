import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema } from '@app/shared/catalog/schemas';
import { LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fr } from '../../../i18n/fr';
import { getErrorDetail } from '../../../lib/api-client';
import { useCreateCategory } from '../api/create-category';

const t = fr.admin.catalog;

/** 'Nouvelle catégorie': a name required after trim (shared schema). */
export function AddCategoryForm() {
  const mutation = useCreateCategory();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(categoryInputSchema), defaultValues: { name: '' } });
  const error = errors.name?.message;

  const onSubmit = handleSubmit(({ name }) => {
    mutation.mutate(name, {
      onSuccess: () => {
        toast.success(t.categoryAdded);
        reset();
        setFocus('name');
      },
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.addError),
    });
  });

  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <Label htmlFor="new-category-name">{t.newCategory}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="new-category-name"
            required
            autoComplete="off"
            placeholder={t.categoryPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('new-category-name', error)}
            {...register('name')}
          />
          <Button type="submit" disabled={mutation.isPending} className="h-10">
            {mutation.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {t.addCategory}
          </Button>
        </div>
        {error ? (
          <p id="new-category-name-error" role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
