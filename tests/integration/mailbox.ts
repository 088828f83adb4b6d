import { expect, inject } from 'vitest';
import { drainOutbox } from '@app/functions/email/drain';

/** A mail as the aws-ses-v2-local emulator's store answers it. */
export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The mails the emulator holds for an address (of one subject). */
export async function mailsTo(address: string, subject?: string): Promise<SentMail[]> {
  const res = await fetch(`${inject('mailboxUrl')}/store`);
  expect(res.status).toBe(200);
  const { emails } = (await res.json()) as { emails: SentMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address) && (!subject || mail.subject === subject));
}

/** Drains until nothing is due: earlier test files leave a backlog of queued mails, oldest first. */
export async function drainAll(): Promise<void> {
  for (;;) {
    const run = await drainOutbox();
    if (run.sent + run.skipped + run.retried + run.failed === 0) return;
  }
}
