import { drainOutbox } from '@app/functions/email/drain';
import { startJobLoop } from './job-loop';

/**
 * The local stand-in for the cloud's every-minute send-emails job: drains the outbox every few
 * seconds (never two drains at once), so a mail reaches the local mailbox soon after its event.
 */
export const startOutboxDrain = (everyMs: number): (() => Promise<void>) => startJobLoop('outbox drain', drainOutbox, everyMs);
