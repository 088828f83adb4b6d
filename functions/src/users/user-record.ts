import * as z from 'zod/mini';
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
export const userRecordSchema = z.extend(publicUserSchema, {
  phone: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  solde: z._default(z.string(), '0€'),
  /** The carried-over balance in cents (users/opening-balance.ts); absent on older accounts. */
  opening_balance_cents: z.optional(z.number().check(z.int(), z.gte(0), z.lte(AMOUNT_MAX_CENTS))),
  logo_filename: z._default(z.nullable(z.string()), null),
  /** The S3 key of the account's logo (functions/src/logos), null without one. */
  logo_key: z._default(z.nullable(z.string()), null),
  locked_at: z._default(z.nullable(z.string()), null),
  password_hash: z.string(),
  failed_attempts: z._default(z.number(), 0),
  /** The end of the current lock (functions/src/auth/lockout.ts); locked while in the future. */
  locked_until: z._default(z.nullable(z.string()), null),
  /** E-mails of notifications (functions/src/email); absent means on. */
  email_notifications: z.optional(z.boolean()),
  /** The change feed (GET /api/changes): moved in the same write as what they count. */
  notifications_version: z._default(z.number(), 0),
  unread_notifications: z._default(z.number(), 0),
  messages_version: z._default(z.number(), 0),
  unread_messages: z._default(z.number(), 0),
  /** Sessions ended one by one lately, `{epoch seconds}:{family id}` (lib/auth/sessions.ts). */
  ended_sessions: z._default(z.array(z.string()), []),
  /** Moved by each change of the list above (its conditional writes). */
  sessions_version: z._default(z.number(), 0),
  /** The account's TOTP key (base32), once a code has proved it; never answered. */
  totp_secret: z._default(z.nullable(z.string()), null),
  /** When the key was proved (the security dashboard's 'since'); null without one or before it was kept. */
  totp_enabled_at: z._default(z.nullable(z.string()), null),
  /** A key shown for enrolment, not proved yet. */
  totp_pending_secret: z._default(z.nullable(z.string()), null),
  /** The time step of the last code accepted: a code is good once (lib/auth/totp.ts). */
  totp_last_step: z._default(z.number(), 0),
  /** The unused recovery codes, by hash: a map, so that using one is one conditional REMOVE. */
  recovery_codes: z._default(z.record(z.string(), z.literal(true)), {}),
  /** The terms and privacy notice accepted at registration (issue 24): when, and their versions. */
  terms_accepted_at: z.optional(z.string()),
  terms_version: z.optional(z.string()),
  notice_version: z.optional(z.string()),
  /** When the client asked for the erasure of its data. */
  erasure_requested_at: z.optional(z.string()),
  /** A password someone else chose (the deployed first administrator's, one an administrator set): changed at the next sign-in. */
  must_change_password: z.optional(z.boolean()),
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
    ...(user.totp_secret ? indexKeys.twoFactorUser(user.role, user.totp_enabled_at ?? '', user.id) : {}),
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
