import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema } from '@app/shared/catalog/schemas';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { describedBy, FieldMessages } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { catalogFr } from '@/features/catalog/fr';
import { useCreateCategory } from '@/features/catalog/api/create-category';
import { addFormCallbacks } from './add-form-callbacks';

const t = catalogFr;

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
    mutation.mutate(name, addFormCallbacks(t.categoryAdded, { reset, setFocus }));
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
          <BusyButton type="submit" busy={mutation.isPending} icon={<Plus aria-hidden="true" />} className="h-10">
            {t.addCategory}
          </BusyButton>
        </div>
        <FieldMessages id="new-category-name" error={error} />
      </form>
    </Card>
  );
}
