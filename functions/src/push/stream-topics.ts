import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { NewOrder } from '../notifications/new-order-notifications';
import { PUSH_TOPIC_MAX, pushMessageSchema, pushTopicSchema, type PushTopic } from '@app/shared/push/push-message';

type Image = Record<string, AttributeValue> | undefined;

/** Who is told what, gathered over one stream batch. */
export interface BatchTopics {
  /** Topics per user id. */
  users: Map<string, Set<PushTopic>>;
  /** Topics for every administrator. */
  admins: Set<PushTopic>;
  /** Topics for every open connection (the workshop's status). */
  everyone: Set<PushTopic>;
  /** Orders whose chat moved: their client is told too, once found. */
  chats: Set<string>;
  /** The client of each order seen in the batch (saves reading it for its chat). */
  orderClients: Map<string, string>;
  /** Accounts that lost their approval (disabled, deleted): their open sockets are closed. */
  closed: Set<string>;
  /** Orders the batch created: every administrator gets its 'Nouvelle commande'. */
  newOrders: NewOrder[];
}

export const emptyBatchTopics = (): BatchTopics => ({ users: new Map(), admins: new Set(), everyone: new Set(), chats: new Set(), orderClients: new Map(), closed: new Set(), newOrders: [] });

const text = (image: Image, name: string) => image?.[name]?.S;
const number = (image: Image, name: string) => Number(image?.[name]?.N ?? 0);

/** A topic naming an id the protocol accepts; anything else is dropped rather than break the message. */
const topic = (value: string): PushTopic | undefined => (pushTopicSchema.safeParse(value).success ? (value as PushTopic) : undefined);

export function addUserTopic(batch: BatchTopics, userId: string, value: string): void {
  const t = topic(value);
  if (!t) return;
  const topics = batch.users.get(userId) ?? new Set<PushTopic>();
  batch.users.set(userId, topics.add(t));
}

const addAdminTopic = (batch: BatchTopics, value: string) => {
  const t = topic(value);
  if (t) batch.admins.add(t);
};

/**
 * What one stream record means for the push channel (decision 016): the versions each item kind
 * keeps (decision 007) are compared between the old and new images; an order moves whatever
 * changed in it. Every other item (notifications, messages, tickets, connections…) tells no one.
 */
export function addRecordTopics(batch: BatchTopics, record: DynamoDBRecord): void {
  const pk = record.dynamodb?.Keys?.pk?.S ?? '';
  const sk = record.dynamodb?.Keys?.sk?.S ?? '';
  const [before, after] = [record.dynamodb?.OldImage, record.dynamodb?.NewImage];
  const moved = (...names: string[]) => names.some((name) => number(before, name) !== number(after, name));
  const [kind, id = ''] = pk.split(/#(.*)/s);

  // A socket is opened by an approved account, or a pending client waiting for its approval
  // (socket-handler.ts); one that loses its approval or is disabled must not keep hearing what
  // moves, even as bare topic names. Any other move of the status is told to the account: the
  // pending screen becomes the portal at once (issue 37, decision 035).
  const [was, is] = [text(before, 'status'), text(after, 'status')];
  if (kind === 'USER' && sk === 'USER' && before && was !== is) {
    if (was === 'approved' || is === undefined || is === 'disabled') batch.closed.add(id);
    else addUserTopic(batch, id, 'account');
  }
  if (kind === 'USER' && sk === 'USER' && moved('notifications_version', 'messages_version')) addUserTopic(batch, id, 'changes');
  else if (kind === 'USER' && sk === 'COUNTERS' && moved('list_version')) addUserTopic(batch, id, 'orders');
  // Every movement of a client's credits raises its account's version (decision 039): its balance, ledger and invoices follow.
  else if (kind === 'USER' && sk === 'CREDITS' && moved('version')) addUserTopic(batch, id, 'credits');
  else if (pk === 'COUNTERS' && moved('list_version')) addAdminTopic(batch, 'orders');
  else if (kind === 'ORDER' && sk === 'ORDER') {
    const clientId = text(after, 'client_id') ?? text(before, 'client_id');
    if (clientId) {
      batch.orderClients.set(id, clientId);
      addUserTopic(batch, clientId, `order:${id}`);
    }
    addAdminTopic(batch, `order:${id}`);
    if (record.eventName === 'INSERT' && clientId) batch.newOrders.push(newOrderOf(id, clientId, after));
  } else if (pk === 'SETTINGS' && sk === 'WORKSHOP') {
    // The hours or the chosen status changed: every open page reads the status again (issue 42).
    batch.everyone.add('workshop');
  } else if (kind === 'ORDERCHAT' && sk === 'CHAT' && moved('client_messages', 'admin_messages')) {
    batch.chats.add(id);
    addAdminTopic(batch, `chat:${id}`);
  }
}

const newOrderOf = (id: string, clientId: string, image: Image): NewOrder => ({
  id,
  client_id: clientId,
  client_name: text(image, 'client_name') ?? '',
  client_company: text(image, 'client_company') ?? '',
  vehicle_brand: text(image, 'vehicle_brand') ?? '',
  vehicle_model: text(image, 'vehicle_model') ?? '',
  registration: text(image, 'registration') ?? '',
  created_at: text(image, 'created_at') ?? new Date().toISOString(),
});

/** The message of one connection; past what the protocol carries, its feed and lists instead of each order. */
export const pushMessageOf = (topics: Set<PushTopic>): string =>
  JSON.stringify(pushMessageSchema.parse({ moved: topics.size > PUSH_TOPIC_MAX ? ['changes', 'orders'] : [...topics] }));
