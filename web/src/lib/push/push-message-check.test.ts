import { pushMessageSchema } from '@app/shared/push/push-message';
import { PUSH_TOPIC_MAX } from '@app/shared/push/push-topics';
import { describe, expect, it } from 'vitest';
import { pushMessageTopics } from './push-message-check';

const messages: unknown[] = [
  { moved: ['orders'] },
  { moved: ['credits', 'account'] },
  { moved: ['changes', 'orders', 'order:0f3c-9a', 'chat:ab12'] },
  { moved: ['order:' + 'a'.repeat(64)] },
  { moved: ['order:' + 'a'.repeat(65)] },
  { moved: ['order:'] },
  { moved: ['chat:a_b'] },
  { moved: ['order:abc', 'unknown'] },
  { moved: ['Orders'] },
  { moved: [' orders'] },
  { moved: ['orders\n'] },
  { moved: [] },
  { moved: Array.from({ length: PUSH_TOPIC_MAX }, (_, i) => `order:o${i}`) },
  { moved: Array.from({ length: PUSH_TOPIC_MAX + 1 }, (_, i) => `order:o${i}`) },
  { moved: [42] },
  { moved: 'orders' },
  { moved: ['orders'], extra: true },
  { other: ['orders'] },
  ['orders'],
  'orders',
  null,
  42,
];

describe('pushMessageTopics', () => {
  it.each(messages.map((message) => [JSON.stringify(message), message]))('reads %s as pushMessageSchema does', (_, message) => {
    const parsed = pushMessageSchema.safeParse(message);
    expect(pushMessageTopics(message)).toEqual(parsed.success ? parsed.data.moved : null);
  });
});
