import { zodResolver } from '@hookform/resolvers/zod';
import { serviceInputSchema, type Category } from '@app/shared/catalog/schemas';
import { LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { describedBy } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fr } from '../../../i18n/fr';
import { getErrorDetail } from '../../../lib/api-client';
import { useCreateService } from '../api/create-service';
import { withEuroSign } from './price-text';

const t = fr.admin.catalog;

/** The inline 'add a service' row at the foot of a category. */
export function AddServiceForm({ category }: { category: Category }) {
  const mutation = useCreateService();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(serviceInputSchema), defaultValues: { name: '', price: '' } });
  const nameId = `service-name-${category.id}`;
  const priceId = `service-price-${category.id}`;
  const nameError = errors.name?.message;
  const priceError = errors.price?.message;

  const onSubmit = handleSubmit(({ name, price }) => {
    mutation.mutate(
      { categoryId: category.id, name, price: withEuroSign(price) },
      {
        onSuccess: () => {
          toast.success(t.serviceAdded);
          reset();
          setFocus('name');
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.addError),
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.addServiceTo(category.name)}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={nameId} className="text-xs text-zinc-600">
          {t.serviceName}
        </Label>
        <Input
          id={nameId}
          required
          autoComplete="off"
          placeholder={t.servicePlaceholder}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(nameId, nameError)}
          {...register('name')}
        />
        {nameError ? (
          <p id={`${nameId}-error`} role="alert" className="text-xs font-medium text-red-600">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={priceId} className="text-xs text-zinc-600">
          {t.servicePrice}
        </Label>
        <Input
          id={priceId}
          required
          autoComplete="off"
          inputMode="decimal"
          placeholder={t.pricePlaceholder}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={describedBy(priceId, priceError)}
          {...register('price')}
        />
        {priceError ? (
          <p id={`${priceId}-error`} role="alert" className="text-xs font-medium text-red-600">
            {priceError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" disabled={mutation.isPending} className="h-10 sm:mt-[1.375rem]">
        {mutation.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {t.addService}
      </Button>
    </form>
  );
}
