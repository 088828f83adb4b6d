import { describe, expect, it } from 'vitest';
import { isSecurityAlert } from './get-security-alerts';

describe('isSecurityAlert', () => {
  it("keeps security_alert notifications and titles naming 'Sécurité'", () => {
    expect(isSecurityAlert({ type: 'security_alert', title: 'Compte verrouillé' })).toBe(true);
    expect(isSecurityAlert({ type: 'client_message', title: 'Sécurité : connexion suspecte' })).toBe(true);
    expect(isSecurityAlert({ type: 'new_order', title: 'Nouvelle commande' })).toBe(false);
  });
});
