import { loginSchema } from '@app/shared/auth/schemas';
import { regexes } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { checkLogin, EMAIL, type LoginErrors } from './login-checks';

/** What the form showed with zodResolver(loginSchema): each field's first issue, or the parsed values. */
function bySchema(input: { email: string; password: string }) {
  const parsed = loginSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const emails = [
  '',
  '   ',
  'jean@garage-dupont.fr',
  '  Admin@Garage-Dupont.FR ',
  'pas-une-adresse',
  'jean@garage',
  'jean.@garage.fr',
  '.jean@garage.fr',
  'jean..dupont@garage.fr',
  "o'neil+atelier@garage-dupont.fr",
  'jean@-garage.fr',
  'jean@garage.f',
  'jean dupont@garage.fr',
  `${'a'.repeat(245)}@garage.fr`,
  `${'a'.repeat(246)}@garage.fr`,
  `  ${'a'.repeat(244)}@garage.fr  `,
];
const passwords = ['', ' ', 'secret-123', 'x'.repeat(200), 'x'.repeat(201)];

describe('checkLogin', () => {
  it('answers as the shared loginSchema does: the same values, the same first message per field', () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(checkLogin({ email, password }), JSON.stringify({ email, password })).toEqual(
          bySchema({ email, password }),
        );
      }
    }
  });

  it("matches addresses as zod's own pattern does", () => {
    for (const email of [...emails, 'a-b@c-d.fr', 'a+b@garage.fr', 'a_b@garage.co.uk', 'a@b-.fr', '-a@garage.fr']) {
      const address = email.trim().toLowerCase();
      expect(EMAIL.test(address), address).toBe(regexes.email.test(address));
    }
  });

  it('sends the address trimmed and in lower case', () => {
    expect(checkLogin({ email: '  Admin@Garage-Dupont.FR ', password: 'secret-123' })).toEqual({
      ok: true,
      values: { email: 'admin@garage-dupont.fr', password: 'secret-123' },
    });
  });
});
