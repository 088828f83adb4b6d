import { e2ePushControlPort } from './push-control';
/**
 * The SES emulator's mailbox of the e2e stack: serve-e2e.ts starts it on E2E_SES_PORT, by default
 * the e2e port + 10000, so the specs find it without being told.
 */
export const e2eMailboxPort = (): number =>
  Number(process.env.E2E_SES_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10_000);

export interface SentMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** The mails sent to one address so far (GET /store of aws-ses-v2-local). */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const res = await fetch(`http://127.0.0.1:${e2eMailboxPort()}/store`);
  const { emails } = (await res.json()) as { emails: SentMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

/** The mails sent to one address once the outbox is drained (the stack's own drain runs every 3 s, a send timed out on a busy machine waits for its retry). */
export async function mailsAfterDrain(address: string): Promise<SentMail[]> {
  const res = await fetch(`http://127.0.0.1:${e2ePushControlPort()}/outbox/drain`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`outbox drain: ${res.status}`);
  return mailsTo(address);
}
