import { describe, expect, it } from 'vitest';
import { keyConditions } from './key-conditions';

describe('keyConditions', () => {
  it('reads a partition of the table or of an index', () => {
    expect(keyConditions.partition('PARTNERS')).toEqual({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PARTNERS' } });
    expect(keyConditions.partition('ROLE#admin', 'gsi1')).toEqual({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ROLE#admin' },
    });
  });

  it('narrows the sort key by prefix or range', () => {
    expect(keyConditions.beginsWith('USER#1', 'NOTIF#')).toEqual({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'USER#1', ':sk': 'NOTIF#' },
    });
    expect(keyConditions.after('LOCKED', '2026', 'gsi3').KeyConditionExpression).toBe('gsi3pk = :pk AND gsi3sk > :sk');
    expect(keyConditions.from('SECLOG', '2026').KeyConditionExpression).toBe('pk = :pk AND sk >= :sk');
    expect(keyConditions.upTo('OUTBOX', '2026', 'gsi3').KeyConditionExpression).toBe('gsi3pk = :pk AND gsi3sk <= :sk');
    expect(keyConditions.between('INVOICES#invoice', '2026-01-01', '2026-01-31#~', 'gsi1')).toEqual({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :sk AND :skto',
      ExpressionAttributeValues: { ':pk': 'INVOICES#invoice', ':sk': '2026-01-01', ':skto': '2026-01-31#~' },
    });
  });
});
