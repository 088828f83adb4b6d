import { type FormEvent, useState } from 'react';
import type { PublicUser } from '@app/shared/users/schemas';
import { newPasswordSchema } from '@app/shared/auth/schemas';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authFr } from '@/features/auth/fr';
import { useChangeRequiredPassword } from '@/features/auth/api/login';
import { getErrorDetail } from '@/lib/api/api-error';
import { deferredToast as toast } from '@/lib/toast/deferred-toast';
import { StepButtons } from './step-buttons';

interface PasswordChangeStepProps {
  token: string;
  onBack: () => void;
  /** The account has a second factor: its code next. */
  onChallenge: (mfaToken: string) => void;
  onSignedIn: (user: PublicUser) => void;
}

/** 'Changer le mot de passe': a password someone else chose (the deployed first administrator's, one an administrator set) is replaced before any session. */
export function PasswordChangeStep({ token, onBack, onChallenge, onSignedIn }: PasswordChangeStepProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const change = useChangeRequiredPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(password);
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      confirmation: checked.success && password !== confirmation ? authFr.passwordsDiffer : undefined,
    };
    setErrors(next);
    if (next.password || next.confirmation) return;
    change.mutate(
      { password_token: token, new_password: password },
      {
        onSuccess: (answer) => {
          toast.success(authFr.passwordChanged);
          if ('mfa_required' in answer) onChallenge(answer.mfa_token);
          else onSignedIn(answer.user);
        },
        onError: (cause) => {
          const detail = getErrorDetail(cause) ?? authFr.loginError;
          setErrors({ password: detail });
          toast.error(detail);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={change.isPending}>
      <h2 className="text-base font-semibold text-zinc-900">{authFr.changePasswordTitle}</h2>
      <p className="text-sm text-zinc-600">{authFr.changePasswordText}</p>
      <FormField id="new-password" label={authFr.newPassword} error={errors.password} hint={authFr.passwordHint}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('new-password', errors.password, authFr.passwordHint)}
        />
      </FormField>
      <FormField id="confirm-password" label={authFr.confirmPassword} error={errors.confirmation}>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          aria-invalid={errors.confirmation ? true : undefined}
          aria-describedby={describedBy('confirm-password', errors.confirmation)}
        />
      </FormField>
      <StepButtons busy={change.isPending} submitLabel={authFr.submitNewPassword} onBack={onBack} />
    </form>
  );
}
