import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@app/shared/users/schemas';
import { PageSpinner } from '@/components/page-spinner';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authFr } from '@/features/auth/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useLogin } from '@/features/auth/api/login';
import { useLoginFields } from '@/features/auth/hooks/use-login-fields';
import { paths } from '@/lib/paths';
import { deferredToast as toast } from '@/lib/toast/deferred-toast';
import { TwoFactorStep } from './two-factor-step';

// Only an account whose password someone else set sees it, and it validates with the shared zod schema: not in /login's first load.
const PasswordChangeStep = lazy(async () => ({ default: (await import('./password-change-step')).PasswordChangeStep }));

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const { field, errors, handleSubmit } = useLoginFields();
  /** The token of the second step, once the password was right for an administrator with a second factor. */
  const [challenge, setChallenge] = useState<string | null>(null);
  /** The token of the password change step, once a password that must change was right. */
  const [passwordStep, setPasswordStep] = useState<string | null>(null);

  const signedIn = (user: PublicUser) => {
    toast.success(authFr.loginSuccess);
    void navigate(user.role === 'admin' ? paths.admin.home : paths.home, { replace: true });
  };

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('password_change_required' in answer) setPasswordStep(answer.password_token);
        else if ('mfa_required' in answer) setChallenge(answer.mfa_token);
        else signedIn(answer.user);
      },
      onError: (error) => {
        toast.error(getErrorDetail(error) ?? authFr.loginError);
      },
    });
  });

  if (challenge) return <TwoFactorStep token={challenge} onBack={() => setChallenge(null)} onSignedIn={signedIn} />;
  if (passwordStep) {
    const onChallenge = (token: string) => {
      setPasswordStep(null);
      setChallenge(token);
    };
    return (
      <Suspense fallback={<PageSpinner />}>
        <PasswordChangeStep token={passwordStep} onBack={() => setPasswordStep(null)} onChallenge={onChallenge} onSignedIn={signedIn} />
      </Suspense>
    );
  }

  const emailError = errors.email;
  const passwordError = errors.password;

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
          {...field('email')}
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
          {...field('password')}
        />
      </FormField>
      <BusyButton type="submit" size="lg" className="mt-1 w-full" busy={login.isPending}>
        {authFr.submitLogin}
      </BusyButton>
    </form>
  );
}
