import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from '@app/shared/auth/schemas';
import { defineRouter } from './route-handler';

const { createDomainHandler } = defineRouter(async () => null as never);
const authActions = (registerBody: z.ZodType) => ({
  'POST /api/auth/register': { body: registerBody, handler: async () => ({ statusCode: 201 }) },
  'POST /api/auth/login': { body: loginSchema, handler: async () => ({ statusCode: 200 }) },
  'POST /api/auth/refresh': { handler: async () => ({ statusCode: 200 }) },
  'GET /api/auth/me': { handler: async () => ({ statusCode: 200 }) },
});

describe('createDomainHandler', () => {
  it("takes actions that validate with the contract's body schemas", () => {
    expect(() => createDomainHandler('auth', authActions(registerSchema) as never)).not.toThrow();
  });

  it('refuses an action whose body schema is not the contract one, even an equal copy', () => {
    const copy = registerSchema.extend({});
    expect(() => createDomainHandler('auth', authActions(copy) as never)).toThrow(/not the contract's/);
  });
});
