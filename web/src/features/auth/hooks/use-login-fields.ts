import type { LoginInput } from '@app/shared/auth/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { checkLogin, type LoginErrors } from '@/features/auth/lib/login-checks';

type Field = keyof LoginInput;

/**
 * The login form's own checks (no react-hook-form nor zod on /login), behaving as they did with
 * them: uncontrolled fields read when submitted, checked on submit and then again on every change,
 * the first wrong field focused.
 */
export function useLoginFields() {
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});

  const check = () => {
    const result = checkLogin({ email: refs.email.current?.value ?? '', password: refs.password.current?.value ?? '' });
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const field = (name: Field) => ({
    name,
    ref: refs[name],
    defaultValue: '',
    onChange: () => {
      if (submitted) check();
    },
  });

  const handleSubmit = (onValid: (values: LoginInput) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check();
    if (result.ok) onValid(result.values);
    else refs[result.errors.email ? 'email' : 'password'].current?.focus();
  };

  return { field, errors, handleSubmit };
}
