import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { formatEuro } from '@/lib/format/format';
import { ClientCard } from './client-card';

const client: AdminUser = {
  id: 'c1',
  email: 'contact@garage-roux.fr',
  first_name: 'Léa',
  last_name: 'Roux',
  company_name: 'Garage Roux',
  phone: '',
  address: '',
  role: 'client',
  status: 'approved',
  solde: '150,50€',
  logo_filename: null,
  created_at: '2026-11-01T10:00:00.000Z',
  locked_at: null,
  siren: '',
  vat_number: '',
  billing_address: null,
  has_logo: false,
  orders_total: 1,
  unpaid_count: 1,
  balance_due: 160.5,
};

const noop = () => undefined;

describe('ClientCard: the carried-over balance', () => {
  it("shows the balance due with the carried-over part ('Solde reporté')", () => {
    renderWithApi(<ClientCard client={client} onEdit={noop} onLogo={noop} onDelete={noop} />);
    const stat = screen.getByText('Solde dû').closest('div') as HTMLElement;
    // Testing Library reads the no-break spaces of fr-FR euros as plain spaces.
    const euros = (n: number) => formatEuro(n).replace(/\s/g, ' ');
    expect(stat).toHaveTextContent(`Solde dû${euros(160.5)} TTCdont ${euros(150.5)} de solde reporté`);
  });

  it('says nothing of it when there is none', () => {
    renderWithApi(
      <ClientCard client={{ ...client, solde: '0€', balance_due: 10 }} onEdit={noop} onLogo={noop} onDelete={noop} />,
    );
    expect(screen.queryByText(/solde reporté/)).not.toBeInTheDocument();
  });
});

describe('ClientCard: personal data (issue 24)', () => {
  it("shows the client's erasure request and opens its exports", async () => {
    const exported: AdminUser[] = [];
    renderWithApi(
      <ClientCard
        client={{ ...client, erasureRequestedAt: '2026-11-24T09:00:00.000Z' }}
        onEdit={noop}
        onLogo={noop}
        onDelete={noop}
        onExport={(c) => exported.push(c)}
      />,
    );
    expect(screen.getByText('Effacement des données demandé le 24/11/2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter les données de Garage Roux' }));
    expect(exported.map((c) => c.id)).toEqual(['c1']);
  });

  it('has no badge without a request, and no export button when the page offers none', () => {
    renderWithApi(<ClientCard client={client} onEdit={noop} onLogo={noop} onDelete={noop} />);
    expect(screen.queryByText(/Effacement des données/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Exporter les données/ })).not.toBeInTheDocument();
  });
});

describe('ClientCard: its history (issue 22)', () => {
  it("opens the client's history when the page offers it, and shows no button otherwise", async () => {
    const opened: AdminUser[] = [];
    const { unmount } = renderWithApi(
      <ClientCard client={client} onEdit={noop} onLogo={noop} onDelete={noop} onHistory={(c) => opened.push(c)} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Historique de Garage Roux' }));
    expect(opened.map((c) => c.id)).toEqual(['c1']);
    unmount();
    renderWithApi(<ClientCard client={client} onEdit={noop} onLogo={noop} onDelete={noop} />);
    expect(screen.queryByRole('button', { name: /^Historique/ })).not.toBeInTheDocument();
  });
});
