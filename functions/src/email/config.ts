import * as z from 'zod/mini';

const emailEnvSchema = z.object({
  AWS_REGION: z._default(z.string(), 'eu-west-3'),
  /** Local stack only: the aws-ses-v2-local emulator; in the cloud the region's SES endpoint. */
  SES_ENDPOINT: z.optional(z.url()),
  /** The sender: an address of the verified SES identity (CDK context sesFrom). */
  SES_FROM: z._default(z.string().check(z.minLength(3)), 'ProTune <no-reply@protune.local>'),
  /** The portal's address, for the links of the mails. */
  PUBLIC_URL: z._default(z.url(), 'http://localhost:3000'),
});
export type EmailEnv = z.infer<typeof emailEnvSchema>;

/** The e-mail settings, read at each drain (tests point SES_ENDPOINT elsewhere between drains). */
export function emailEnv(): EmailEnv {
  const parsed = emailEnvSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid e-mail environment: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return parsed.data;
}
