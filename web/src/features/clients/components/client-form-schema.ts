import { createUserSchema, updateUserSchema } from '@app/shared/users/admin-schemas';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import * as z from 'zod';

/**
 * The create and edit forms of a client, checked by the server's own rules
 * (shared/src/users/admin-schemas.ts); every field is a text box, so each rule reads a string.
 */
const shape = createUserSchema.shape;
/** A server rule that accepts anything (it turns null and undefined into ''), fed here from a text box. */
const fromText = <T>(schema: z.ZodType<T, unknown>) => schema as z.ZodType<T, string>;
const fields = {
  first_name: shape.first_name,
  last_name: shape.last_name,
  company_name: shape.company_name,
  email: shape.email,
  phone: fromText(shape.phone),
  address: fromText(shape.address),
  solde: fromText(shape.solde),
};

/** 'Créer un client': a password of at least 8 characters. */
export const createClientFormSchema = z.object({ ...fields, password: shape.password });
/** 'Modifier': the password box is the new password, kept when left blank. */
export const editClientFormSchema = z.object({
  ...fields,
  password: fromText(updateUserSchema.shape.new_password),
});

export type ClientFormValues = z.input<typeof editClientFormSchema>;
export type ClientFormOutput = z.output<typeof editClientFormSchema>;

export const emptyClientForm: ClientFormValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  phone: '',
  address: '',
  solde: '',
  password: '',
};

/** The form of an existing client: its fields, and a blank new password. */
export const clientFormOf = (client: AdminUser): ClientFormValues => ({
  first_name: client.first_name,
  last_name: client.last_name,
  company_name: client.company_name,
  email: client.email,
  phone: client.phone,
  address: client.address,
  solde: client.solde,
  password: '',
});
