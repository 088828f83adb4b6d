import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@app/shared/auth/schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { TextFieldGrid, type TextFieldConfig } from '@/components/text-field-grid';
import { fr } from '@/i18n/fr';
import { getErrorDetail } from '@/lib/api-error';
import { useRegister } from '@/features/auth/api/register';
import { paths } from '@/lib/paths';

const fields: TextFieldConfig<keyof RegisterInput>[] = [
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
      <TextFieldGrid idPrefix="register" fields={fields} register={register} errors={errors} autoFocusFirst className="gap-5" />
      <BusyButton type="submit" size="lg" className="mt-1 w-full" busy={registration.isPending}>
        {fr.auth.submitRegister}
      </BusyButton>
    </form>
  );
}
