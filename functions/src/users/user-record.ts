import * as z from 'zod';
import { publicUserSchema, type AccountStatus, type PublicUser, type Role } from '@app/shared/users/schemas';
import { AMOUNT_MAX_CENTS } from '@app/shared/pricing/amount-schema';
import { accountSearchText } from '@app/shared/users/search';
import { withEndedSessions } from '../lib/auth/sessions';
import { defineEntity } from '../lib/db/entity';
import type { Refusal } from '../lib/db/transaction';
import { keyConditions } from '../lib/db/key-conditions';
import { indexKeys, keys } from '../lib/db/keys';
import { openingBalanceCents, soldeText } from './opening-balance';

/** A user as stored: the public fields plus password material and lockout counters. */
export const userRecordSchema = publicUserSchema.extend({
  phone: z.string().default(''),
  address: z.string().default(''),
  solde: z.string().default('0€'),
  /** The carried-over balance in cents (users/opening-balance.ts); absent on older accounts. */
  opening_balance_cents: z.number().int().min(0).max(AMOUNT_MAX_CENTS).optional(),
  logo_filename: z.string().nullable().default(null),
  /** The S3 key of the account's logo (functions/src/logos), null without one. */
  logo_key: z.string().nullable().default(null),
  locked_at: z.string().nullable().default(null),
  password_hash: z.string(),
  failed_attempts: z.number().default(0),
  /** The end of the current lock (functions/src/auth/lockout.ts); locked while in the future. */
  locked_until: z.string().nullable().default(null),
  /** E-mails of notifications (functions/src/email); absent means on. */
  email_notifications: z.boolean().optional(),
  /** The change feed (GET /api/changes): moved in the same write as what they count. */
  notifications_version: z.number().default(0),
  unread_notifications: z.number().default(0),
  messages_version: z.number().default(0),
  unread_messages: z.number().default(0),
  /** Sessions ended one by one lately, `{epoch seconds}:{family id}` (lib/auth/sessions.ts). */
  ended_sessions: z.array(z.string()).default([]),
  /** Moved by each change of the list above (its conditional writes). */
  sessions_version: z.number().default(0),
  /** An administrator's TOTP key (base32), once a code has proved it; never answered. */
  totp_secret: z.string().nullable().default(null),
  /** When the key was proved (the security dashboard's 'since'); null without one or before it was kept. */
  totp_enabled_at: z.string().nullable().default(null),
  /** A key shown for enrolment, not proved yet. */
  totp_pending_secret: z.string().nullable().default(null),
  /** The time step of the last code accepted: a code is good once (lib/auth/totp.ts). */
  totp_last_step: z.number().default(0),
  /** The unused recovery codes, by hash: a map, so that using one is one conditional REMOVE. */
  recovery_codes: z.record(z.string(), z.literal(true)).default({}),
  /** The terms and privacy notice accepted at registration (issue 24): when, and their versions. */
  terms_accepted_at: z.string().optional(),
  terms_version: z.string().optional(),
  notice_version: z.string().optional(),
  /** When the client asked for the erasure of its data. */
  erasure_requested_at: z.string().optional(),
  /** A password someone else chose (the deployed first administrator's): changed at the next sign-in. */
  must_change_password: z.boolean().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userEntity = defineEntity({
  type: 'user',
  schema: userRecordSchema,
  key: (id: string) => keys.user(id),
  keyOf: (user) => keys.user(user.id),
  indexes: (user) => ({
    ...indexKeys.usersByRole(user.role, user.created_at, user.id),
    ...indexKeys.usersByStatus(user.role, user.status, user.created_at, user.id),
    ...(user.locked_until ? indexKeys.lockedUser(user.locked_until, user.id) : {}),
    search_text: accountSearchText(user),
  }),
});

/** The claim that makes an email unique: one item per address, pointing to its user. */
export const emailClaimEntity = defineEntity({
  type: 'email',
  schema: z.object({ email: z.string(), user_id: z.string() }),
  key: (email: string) => keys.email(email),
  keyOf: (claim) => keys.email(claim.email),
});

/** The change-feed counters of an account. */
export const feedCounters = ['notifications_version', 'unread_notifications', 'messages_version', 'unread_messages'] as const;
export type FeedCounter = (typeof feedCounters)[number];

/**
 * The transaction item moving an account's change-feed counters. `upsert`: written even when the
 * account was deleted a moment before (a bare counter item is left, which no entity reads), so
 * that an event is never refused for it; otherwise the account must exist, or `onConditionFailed`.
 */
export const feedCountersItem = <R = never>(
  userId: string,
  add: Partial<Record<FeedCounter, number>>,
  options: { upsert?: boolean; onConditionFailed?: Refusal<R> } = {},
) => userEntity.updateItem(userEntity.key(userId), { add, upsert: options.upsert }, options.onConditionFailed);

/** The public fields; `solde` is the text of the carried-over balance as stored in cents. */
export function toPublicUser(record: UserRecord): PublicUser {
  return publicUserSchema.parse({ ...record, solde: soldeText(openingBalanceCents(record)) });
}

/** The buyer's fiscal data (issue 21), set by an administrator after the account exists. */
type FiscalField = 'siren' | 'vat_number' | 'billing_address';
/** Sessions ended lately and the second factor: none on a new account. */
type SessionField =
  | 'ended_sessions'
  | 'sessions_version'
  | 'totp_secret'
  | 'totp_enabled_at'
  | 'totp_pending_secret'
  | 'totp_last_step'
  | 'recovery_codes';

export type NewUser = Omit<
  UserRecord,
  'id' | 'created_at' | 'locked_at' | 'locked_until' | 'failed_attempts' | 'logo_filename' | 'logo_key' | 'solde' | FeedCounter | FiscalField | SessionField
> &
  Partial<Pick<UserRecord, FiscalField>> & {
  role: Role;
  status: AccountStatus;
  solde?: string;
};

/** The accounts of a role (gsi1), the one query of users by role. */
export const usersOfRole = (role: Role) => keyConditions.partition(indexKeys.usersByRole(role, '', '').gsi1pk, 'gsi1');

/**
 * The transaction item recording ended sessions on the account (lib/auth/sessions.ts), kept
 * while their access tokens may live; conditional on the list not having moved since `user`
 * was read (`onConditionFailed`: read again and retry).
 */
export function endedSessionsItem<R>(user: UserRecord, families: readonly string[], keepSeconds: number, onConditionFailed: Refusal<R>) {
  const now = Math.floor(Date.now() / 1000);
  return userEntity.updateItem(
    userEntity.keyOf(user),
    {
      set: { ended_sessions: withEndedSessions(user.ended_sessions, families, now, keepSeconds) },
      add: { sessions_version: 1 },
      condition: {
        expression: 'attribute_not_exists(sessions_version) OR sessions_version = :seen_sessions',
        values: { ':seen_sessions': user.sessions_version },
      },
    },
    onConditionFailed,
  );
}
