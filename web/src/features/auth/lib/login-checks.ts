import type { LoginInput } from '@app/shared/auth/schemas';
import { authFr } from '@/features/auth/fr';

// zod's `z.email()` pattern (zod/v4/core regexes.email), copied: that module would be a chunk of its own.
export const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

export type LoginCheck = { ok: true; values: LoginInput } | { ok: false; errors: LoginErrors };

function emailError(email: string): string | undefined {
  if (email.length === 0) return authFr.emailRequired;
  if (email.length > 254) return authFr.emailTooLong;
  if (!EMAIL.test(email)) return authFr.emailInvalid;
  return undefined;
}

function passwordError(password: string): string | undefined {
  if (password.length === 0) return authFr.passwordRequired;
  if (password.length > 200) return authFr.passwordTooLong;
  return undefined;
}

/**
 * The shared loginSchema's checks and first messages, without zod's 87 KB in the login route:
 * the address trimmed and lower-cased, then required, at most 254 characters, an address.
 */
export function checkLogin(input: LoginInput): LoginCheck {
  const email = input.email.trim().toLowerCase();
  const found = { email: emailError(email), password: passwordError(input.password) };
  const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as LoginErrors;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { email, password: input.password } };
}
