import { type FormEvent, useState } from 'react';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authFr } from '@/features/auth/fr';
import { useLoginWithCode } from '@/features/auth/api/login';
import { getErrorDetail } from '@/lib/api/api-error';
import { deferredToast as toast } from '@/lib/toast/deferred-toast';
import { StepButtons } from './step-buttons';
import type { PublicUser } from '@app/shared/users/schemas';

/** The sign-in's second step (issue 22): a code of the authenticator application, or a recovery code. */
export function TwoFactorStep({ token, onBack, onSignedIn }: { token: string; onBack: () => void; onSignedIn: (user: PublicUser) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useLoginWithCode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(authFr.codeRequired);
    setError(undefined);
    verify.mutate(
      { mfa_token: token, code },
      {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (cause) => {
          const detail = getErrorDetail(cause) ?? authFr.loginError;
          setError(detail);
          toast.error(detail);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={verify.isPending}>
      <h2 className="text-base font-semibold text-zinc-900">{authFr.codeTitle}</h2>
      <FormField id="login-code" label={authFr.codeLabel} error={error} hint={authFr.codeHint}>
        <Input
          id="login-code"
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={16}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('login-code', error, authFr.codeHint)}
        />
      </FormField>
      <StepButtons busy={verify.isPending} submitLabel={authFr.submitCode} onBack={onBack} />
    </form>
  );
}
