import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@app/shared/auth/schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authFr } from '@/features/auth/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useLogin } from '@/features/auth/api/login';
import { paths } from '@/lib/paths';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success(authFr.loginSuccess);
        void navigate(user.role === 'admin' ? paths.admin.home : paths.home, { replace: true });
      },
      onError: (error) => {
        toast.error(getErrorDetail(error) ?? authFr.loginError);
      },
    });
  });

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={login.isPending}>
      <FormField id="login-email" label={authFr.email} error={emailError}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          placeholder={authFr.emailPlaceholder}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy('login-email', emailError)}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label={authFr.password} error={passwordError}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          placeholder={authFr.passwordPlaceholder}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy('login-password', passwordError)}
          {...register('password')}
        />
      </FormField>
      <BusyButton type="submit" size="lg" className="mt-1 w-full" busy={login.isPending}>
        {authFr.submitLogin}
      </BusyButton>
    </form>
  );
}
