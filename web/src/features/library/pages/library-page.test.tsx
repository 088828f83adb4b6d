import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryFile, LibraryHistory } from '@app/shared/library/schemas';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { LibraryFilePage } from './library-file-page';
import { LibraryPage } from './library-page';

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const REFERENCE = 'abcdef12-0000-4000-8000-000000000001';
const COPY = '1234abcd-0000-4000-8000-000000000002';

const file = (over: Partial<LibraryFile>): LibraryFile => ({
  order_id: REFERENCE,
  created_at: '2026-11-20T10:00:00.000Z',
  client_id: '00000000-0000-4000-8000-00000000000a',
  client_name: 'Garage Martin',
  vehicle: 'Volkswagen Golf (AB-123-CD)',
  engine: '2.0 TDI',
  status: 'termine',
  services: ['Stage 1'],
  original: { filename: 'lecture.bin', sha256: 'a'.repeat(64), family: 'EDC17', software_number: '1037541778', hardware_number: '0281017946', health: 'ok' },
  reusable: true,
  versions: [{ version: 'v1', filename: 'stage1.mod', sha256: 'b'.repeat(64), delivered_at: '2026-11-20T11:00:00.000Z', copied_from: null, revoked: false, reusable: true }],
  ...over,
});

describe('« Bibliothèque »', () => {
  it('searches by software number and lists the files found, each linking to its history', async () => {
    const api = createApiDouble().on('GET /api/admin/library', { body: [file({})] });
    renderWithApi(<LibraryPage />, { api, path: '/admin/library' });
    await userEvent.type(await screen.findByLabelText('Valeur recherchée'), '1037541778');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const link = await screen.findByRole('link', { name: "Ouvrir l'historique de la commande #ABCDEF12" });
    expect(link.getAttribute('href')).toBe(`/admin/library/${REFERENCE}`);
    const [search] = api.callsTo('GET /api/admin/library');
    expect(search?.query.get('by')).toBe('software');
    expect(search?.query.get('q')).toBe('1037541778');
  });

  it("shows a file's « Fichier connu » and its copies, and revokes a version as a reference", async () => {
    const history: LibraryHistory = {
      file: file({ order_id: COPY, versions: [{ ...file({}).versions[0]!, copied_from: { order_id: REFERENCE, version: 'v1' }, reusable: false }] }),
      known: { order_id: REFERENCE, version: 'v1', filename: 'stage1.mod', delivered_at: '2026-11-20T11:00:00.000Z' },
      same_bytes: [file({})],
      same_software: [],
    };
    const api = createApiDouble()
      .on('GET /api/admin/library/{id}', { body: history })
      .on('PUT /api/admin/library/{id}', { body: history });
    renderWithApi(<LibraryFilePage />, { api, path: `/admin/library/${COPY}`, route: '/admin/library/:id' });
    expect(nbsp((await screen.findByText('Fichier connu')).parentElement?.textContent ?? '')).toContain('Mêmes octets et mêmes services que la commande #ABCDEF12, livrée en V1.');
    expect(screen.getByText('(copie de la commande #ABCDEF12 v1)')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Révoquer comme référence' })[0]!);
    await vi.waitFor(() => expect(api.callsTo('PUT /api/admin/library/{id}')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/library/{id}')[0]).toMatchObject({ params: { id: COPY }, body: { revoke: 'v1' } });
    expect(await screen.findByText(/^Version révoquée/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
