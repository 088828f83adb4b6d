import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@app/shared/auth/schemas';
import type { HTMLInputTypeAttribute } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fr } from '@/i18n/fr';
import { getErrorDetail } from '@/lib/api-error';
import { useRegister } from '@/features/auth/api/register';
import { paths } from '@/lib/paths';

interface FieldConfig {
  name: keyof RegisterInput;
  label: string;
  placeholder: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  hint?: string;
  /** Spans both columns on wide screens. */
  full?: boolean;
}

const fields: FieldConfig[] = [
  {
    name: 'first_name',
    label: fr.auth.firstName,
    placeholder: fr.auth.firstNamePlaceholder,
    autoComplete: 'given-name',
  },
  { name: 'last_name', label: fr.auth.lastName, placeholder: fr.auth.lastNamePlaceholder, autoComplete: 'family-name' },
  {
    name: 'company_name',
    label: fr.auth.companyName,
    placeholder: fr.auth.companyNamePlaceholder,
    autoComplete: 'organization',
    full: true,
  },
  {
    name: 'address',
    label: fr.auth.address,
    placeholder: fr.auth.addressPlaceholder,
    autoComplete: 'street-address',
    full: true,
  },
  { name: 'phone', label: fr.auth.phone, placeholder: fr.auth.phonePlaceholder, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: fr.auth.email, placeholder: fr.auth.emailPlaceholder, type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: fr.auth.password,
    placeholder: fr.auth.passwordPlaceholder,
    type: 'password',
    autoComplete: 'new-password',
    hint: fr.auth.passwordHint,
    full: true,
  },
];

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      company_name: '',
      address: '',
      phone: '',
      email: '',
      password: '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: () => {
        toast.success(fr.auth.registerSuccess);
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        toast.error(getErrorDetail(error) ?? fr.auth.registerError);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={registration.isPending}>
      <p className="text-xs text-zinc-500">{fr.common.allFieldsRequired}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field, index) => {
          const id = `register-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <FormField
              key={field.name}
              id={id}
              label={field.label}
              error={error}
              hint={field.hint}
              className={field.full ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={id}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required
                autoFocus={index === 0}
                placeholder={field.placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error, field.hint)}
                {...register(field.name)}
              />
            </FormField>
          );
        })}
      </div>
      <BusyButton type="submit" size="lg" className="mt-1 w-full" busy={registration.isPending}>
        {fr.auth.submitRegister}
      </BusyButton>
    </form>
  );
}
