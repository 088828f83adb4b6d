import { describe, expect, it } from 'vitest';
import { auditWrites, changedFields, recordsChange } from './audit-item';

const context = { actor: { id: 'admin-1', name: 'Alice Admin' }, address: '203.0.113.7' };

describe('the empty-change rule of the audit entries (issue 36)', () => {
  it('a change of values whose before and after are equal records nothing, at any depth and in any key order', () => {
    expect(recordsChange({ action: 'settings.update', before: {}, after: {} })).toBe(false);
    expect(recordsChange({ action: 'settings.invoicing', before: { a: 1, b: { c: [1, 2] } }, after: { b: { c: [1, 2] }, a: 1 } })).toBe(false);
    expect(recordsChange({ action: 'settings.update', before: { opening_hours: '9 h' }, after: { opening_hours: '10 h' } })).toBe(true);
    expect(recordsChange({ action: 'partner.create', before: {}, after: { name: 'Bosch' } })).toBe(true);
    expect(recordsChange({ action: 'client.edit', before: { total: 1 }, after: { total: '1' } })).toBe(true);
  });

  it('an act is recorded even when its values read the same', () => {
    expect(recordsChange({ action: 'account.sessions', before: {}, after: {} })).toBe(true);
    expect(recordsChange({ action: 'account.unlock', before: { locked_until: null }, after: { locked_until: null } })).toBe(true);
    expect(recordsChange({ action: 'client.logo', before: { logo_filename: 'logo.png' }, after: { logo_filename: 'logo.png' } })).toBe(true);
    expect(recordsChange({ action: 'order.delivery', before: { version: 'v1', filename: 'a.bin' }, after: { version: 'v1', filename: 'a.bin' } })).toBe(true);
  });

  it('auditWrites gives no item for an unchanged save, one entry item with the diff otherwise', () => {
    const same = { opening_hours: '9 h', client_message: '' };
    expect(auditWrites(context, { action: 'settings.update', subject: 'Paramètres', ...changedFields(same, { ...same }, ['opening_hours', 'client_message']) })).toEqual([]);
    const items = auditWrites(context, {
      action: 'settings.update',
      subject: 'Paramètres',
      ...changedFields(same, { ...same, opening_hours: '10 h' }, ['opening_hours', 'client_message']),
    });
    expect(items).toHaveLength(1);
    expect(items[0]!.write.Put?.Item).toMatchObject({
      action: 'settings.update',
      actor_id: 'admin-1',
      before: { opening_hours: '9 h' },
      after: { opening_hours: '10 h' },
    });
  });
});
