import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@app/shared/auth/schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '@/components/ui/busy-button';
import { TextFieldGrid, type TextFieldConfig } from '@/components/text-field-grid';
import { fr } from '@/i18n/fr';
import { authFr } from '@/features/auth/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useRegister } from '@/features/auth/api/register';
import { paths } from '@/lib/paths';
import { deferredToast as toast } from '@/lib/toast/deferred-toast';
import { AcceptTermsField } from './accept-terms-field';

const fields: TextFieldConfig<keyof RegisterInput>[] = [
  {
    name: 'first_name',
    label: authFr.firstName,
    placeholder: authFr.firstNamePlaceholder,
    autoComplete: 'given-name',
  },
  { name: 'last_name', label: authFr.lastName, placeholder: authFr.lastNamePlaceholder, autoComplete: 'family-name' },
  {
    name: 'company_name',
    label: authFr.companyName,
    placeholder: authFr.companyNamePlaceholder,
    autoComplete: 'organization',
    full: true,
  },
  {
    name: 'address',
    label: authFr.address,
    placeholder: authFr.addressPlaceholder,
    autoComplete: 'street-address',
    full: true,
  },
  { name: 'phone', label: authFr.phone, placeholder: authFr.phonePlaceholder, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: authFr.email, placeholder: authFr.emailPlaceholder, type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: authFr.password,
    placeholder: authFr.passwordPlaceholder,
    type: 'password',
    autoComplete: 'new-password',
    hint: authFr.passwordHint,
    full: true,
  },
];

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    control,
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
        toast.success(authFr.registerSuccess);
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        toast.error(getErrorDetail(error) ?? authFr.registerError);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={registration.isPending}>
      <p className="text-xs text-zinc-500">{fr.common.allFieldsRequired}</p>
      <TextFieldGrid idPrefix="register" fields={fields} register={register} errors={errors} autoFocusFirst className="gap-5" />
      <AcceptTermsField control={control} />
      <BusyButton type="submit" size="lg" className="mt-1 w-full" busy={registration.isPending}>
        {authFr.submitRegister}
      </BusyButton>
    </form>
  );
}
