import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { PushTopic } from '@app/shared/push/push-message';
import { logger } from '../lib/logger';
import { notifyNewOrders } from '../notifications/new-order-notifications';
import { adminConnectionIds, allConnectionIds, userConnectionIds } from './push-connection-query-repository';
import { deleteConnection } from './push-connection-removal-repository';
import { orderClientId } from './push-order-repository';
import { addRecordTopics, addUserTopic, emptyBatchTopics, pushMessageOf, type BatchTopics } from './stream-topics';

let client: ApiGatewayManagementApiClient | undefined;
const management = () => {
  const endpoint = process.env.PUSH_MANAGEMENT_ENDPOINT;
  if (!endpoint) throw new Error('PUSH_MANAGEMENT_ENDPOINT is not set');
  return (client ??= new ApiGatewayManagementApiClient({ endpoint }));
};

/** The client of each order whose chat moved: from the batch's own order images, else one read. */
async function addChatClients(batch: BatchTopics): Promise<void> {
  const chats = [...batch.chats];
  const clients = await Promise.all(chats.map((orderId) => batch.orderClients.get(orderId) ?? orderClientId(orderId)));
  chats.forEach((orderId, i) => {
    const clientId = clients[i];
    if (clientId) addUserTopic(batch, clientId, `chat:${orderId}`);
  });
}

/** The topics of each open connection concerned (administrators' connections read once). */
async function topicsPerConnection(batch: BatchTopics): Promise<Map<string, Set<PushTopic>>> {
  const out = new Map<string, Set<PushTopic>>();
  const add = (ids: string[], topics: Iterable<PushTopic>) => {
    for (const id of ids) {
      const held = out.get(id) ?? new Set<PushTopic>();
      for (const t of topics) held.add(t);
      out.set(id, held);
    }
  };
  const users = [...batch.users];
  const [everyone, admins, ...perUser] = await Promise.all([
    batch.everyone.size ? allConnectionIds() : Promise.resolve([]),
    batch.admins.size ? adminConnectionIds() : Promise.resolve([]),
    ...users.map(([userId]) => userConnectionIds(userId)),
  ]);
  add(everyone ?? [], batch.everyone);
  add(admins ?? [], batch.admins);
  users.forEach(([, topics], i) => add(perUser[i] ?? [], topics));
  return out;
}

const isGone = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'GoneException' || e?.$metadata?.httpStatusCode === 410;
};

async function post(connectionId: string, data: string): Promise<'sent' | 'gone' | 'failed'> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
    return 'sent';
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId).catch((e: unknown) => logger.warn('push: stale connection not removed', { connectionId, error: String(e) }));
      return 'gone';
    }
    logger.warn('push: post failed', { connectionId, error: (error as Error)?.name ?? String(error) });
    return 'failed';
  }
}

/** Closes every socket of the accounts that lost their approval, and forgets them. */
async function closeConnections(batch: BatchTopics): Promise<void> {
  const users = [...batch.closed];
  for (const userId of users) batch.users.delete(userId);
  const connectionIds = (await Promise.all(users.map(userConnectionIds))).flat();
  await Promise.all(connectionIds.map(close));
}

async function close(connectionId: string): Promise<void> {
  await management()
    .send(new DeleteConnectionCommand({ ConnectionId: connectionId }))
    .catch((error: unknown) => {
      if (!isGone(error)) logger.warn('push: connection not closed', { connectionId, error: (error as Error)?.name ?? String(error) });
    });
  await deleteConnection(connectionId);
}

/**
 * DynamoDB Streams (NEW_AND_OLD_IMAGES) → the administrators' notifications of the new orders,
 * then one PostToConnection per connection concerned by the batch, `{"moved":[…]}` (decision 016). A failed read of the table throws: the event source
 * retries the batch, then sends it to the DLQ. A failed post is logged and the others go on; a
 * connection API Gateway no longer knows (410) is forgotten.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const batch = emptyBatchTopics();
  for (const record of event.Records) addRecordTopics(batch, record);
  // Before any push: a failure throws, and the retried batch tells each administrator once still.
  await notifyNewOrders(batch.newOrders);
  await addChatClients(batch);
  await closeConnections(batch);
  if (!batch.users.size && !batch.admins.size && !batch.everyone.size) return;
  const connections = await topicsPerConnection(batch);
  const results = await Promise.all([...connections].map(([id, topics]) => post(id, pushMessageOf(topics))));
  const count = (outcome: string) => results.filter((r) => r === outcome).length;
  logger.debug('push batch', { records: event.Records.length, sent: count('sent'), gone: count('gone'), failed: count('failed') });
}
