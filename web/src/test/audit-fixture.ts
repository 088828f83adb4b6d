import type { AuditEntry } from '@app/shared/audit/schemas';

/** An audit entry as the API answers it, for component tests: Alice Martin approved a client, to be overridden. */
export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  at: '2026-11-21T10:00:00.000Z',
  action: 'client.approve',
  actor: { id: 'a1', name: 'Alice Martin' },
  order_id: null,
  client_id: 'c1',
  subject: "Garage d'Atelier",
  before: { status: 'pending' },
  after: { status: 'approved' },
  address: '203.0.113.7',
  ...overrides,
});
