import type { PushTopic } from '@app/shared/push/push-message';
import { PUSH_CHAT_TOPIC, PUSH_FIXED_TOPICS, PUSH_ORDER_TOPIC, PUSH_TOPIC_MAX } from '@app/shared/push/push-topics';

const isTopic = (value: unknown): value is PushTopic =>
  typeof value === 'string' &&
  ((PUSH_FIXED_TOPICS as readonly string[]).includes(value) || PUSH_ORDER_TOPIC.test(value) || PUSH_CHAT_TOPIC.test(value));

/**
 * The topics a socket message names, or null when it is not a push message: the check of
 * pushMessageSchema without zod, which would cost the signed-in pages its load and start-up
 * (decision 018; a unit test holds the two equal on a table of messages).
 */
export function pushMessageTopics(data: unknown): PushTopic[] | null {
  if (typeof data !== 'object' || data === null || !('moved' in data)) return null;
  const { moved } = data;
  if (!Array.isArray(moved) || moved.length < 1 || moved.length > PUSH_TOPIC_MAX || !moved.every(isTopic)) return null;
  return moved;
}
