import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '@app/shared/messaging/support-chat';
import { isSendKey, messagesOfPages } from './thread-pages';

const message = (id: string, minute: number): SupportMessage => ({
  id,
  sender_role: 'client',
  sender_name: 'Jean Dupont',
  content: id,
  created_at: `2024-01-15T10:${String(minute).padStart(2, '0')}:00.000Z`,
  target_client_id: null,
});

describe('messagesOfPages', () => {
  it('puts older pages first and keeps a message once', () => {
    const latest = { items: [message('c', 3), message('d', 4)], nextCursor: 'x' };
    const older = { items: [message('a', 1), message('b', 2), message('c', 3)], nextCursor: null };
    expect(messagesOfPages([latest, older]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(messagesOfPages(undefined)).toEqual([]);
  });
});

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
