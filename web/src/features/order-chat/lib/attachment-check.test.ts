import { describe, expect, it } from 'vitest';
import { CHAT_BAD_EXTENSION, CHAT_FILE_TOO_LARGE, MESSAGE_OR_FILE_REQUIRED } from '@app/shared/order-chat/schemas';
import { messageProblem } from './attachment-check';

describe('messageProblem', () => {
  it('needs text or a file', () => {
    expect(messageProblem('  \n ', null)).toBe(MESSAGE_OR_FILE_REQUIRED);
    expect(messageProblem('Bonjour', null)).toBeNull();
    expect(messageProblem('', { name: 'photo.JPG', size: 10 })).toBeNull();
  });

  it('refuses other file types and files over 32 MiB', () => {
    expect(messageProblem('', { name: 'setup.exe', size: 10 })).toBe(CHAT_BAD_EXTENSION);
    expect(messageProblem('', { name: '.bin', size: 10 })).toBe(CHAT_BAD_EXTENSION);
    expect(messageProblem('', { name: 'lecture.frf', size: 32 * 1024 * 1024 })).toBeNull();
    expect(messageProblem('', { name: 'lecture.bin', size: 32 * 1024 * 1024 + 1 })).toBe(CHAT_FILE_TOO_LARGE);
  });
});
