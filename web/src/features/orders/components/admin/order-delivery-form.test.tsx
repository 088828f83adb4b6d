import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aChangeSummary, anAnalysis } from '@/test/analysis-fixture';
import { createApiDouble } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { OrderDeliveryForm } from './order-delivery-form';

const uploaded_at = '2026-11-20T10:00:00.000Z';
const order = anOrder({ id: 'o1', files: { original: { filename: 'stock.bin', size: 2097152, uploaded_at } } });
const ticket = {
  key: 'uploads/admin/def/3/stage1.bin',
  url: 'https://s3.test/uploads/admin/def/3/stage1.bin?X-Amz-Signature=2',
  method: 'PUT' as const,
  headers: {},
  expires_in: 900,
  max_bytes: 33554432,
};
const changes = aChangeSummary({ bytes_changed: 2656, regions: 3, largest_region: { offset: 0x1c8000, length: 2048 } });
const delivered = anOrder({
  ...order,
  files: { ...order.files, v1: { filename: 'stage1.bin', size: 3, uploaded_at } },
});

function deliveryServer() {
  return createApiDouble()
    .on('POST /api/uploads', { body: ticket })
    .on('POST /api/uploads/analysis', { body: { ...anAnalysis({ health: 'ok', findings: [] }), changes } })
    .on('POST /api/admin/orders/{id}/deliver', { body: delivered });
}

const stage1 = () => new File([new Uint8Array([7, 8, 9])], 'stage1.bin', { type: 'application/octet-stream' });
const bodiesOf = (calls: { body: unknown }[]) => calls.map((call) => call.body);
const spaced = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');
const send = () => fireEvent.click(screen.getByText('Envoyer le fichier', { selector: 'button' }));

describe('the delivery form', () => {
  it('uploads the chosen file at once and shows its analysis and changes against the original before it is sent; sending uses that upload', async () => {
    const { api } = renderWithApi(<OrderDeliveryForm order={order} />, { api: deliveryServer() });
    const file = stage1();
    await userEvent.upload(screen.getByLabelText('Fichier modifié'), file);

    const status = screen.getByTestId('delivery-upload');
    const summary = await within(status).findByTestId('change-summary');
    expect(spaced(summary)).toBe(
      "Modifications par rapport à l'original : 2 656 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1C8000",
    );
    expect(
      within(status).getByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778 · lecture complète'),
    ).toBeInTheDocument();
    expect(within(summary).queryByText(/La taille diffère/)).toBeNull();
    expect(bodiesOf(api.callsTo('POST /api/uploads'))).toEqual([
      { filename: 'stage1.bin', size: 3, purpose: 'delivery' },
    ]);
    expect(api.uploads).toEqual([{ method: 'PUT', url: ticket.url, body: file }]);
    expect(bodiesOf(api.callsTo('POST /api/uploads/analysis'))).toEqual([{ upload_key: ticket.key, order_id: 'o1' }]);
    expect(api.callsTo('POST /api/admin/orders/{id}/deliver')).toEqual([]);

    send();
    expect(await screen.findByText('Fichier livré')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(1);
    expect(api.callsTo('POST /api/admin/orders/{id}/deliver').map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: 'o1' }, body: { upload_key: ticket.key, filename: 'stage1.bin', version: 'nouvelle' } },
    ]);
    // Delivered: the form is ready for the next file.
    await waitFor(() => expect(screen.getByTestId('delivery-upload')).toBeEmptyDOMElement());
  });

  it('warns when the size differs from the original, and the delivery goes on', async () => {
    const shorter = aChangeSummary({ size: 2096128, size_differs: true });
    const api = deliveryServer().on('POST /api/uploads/analysis', { body: { ...anAnalysis(), changes: shorter } });
    renderWithApi(<OrderDeliveryForm order={{ ...order, status: 'sav' }} />, { api });
    await userEvent.upload(screen.getByLabelText('Fichier modifié'), stage1());

    const summary = await screen.findByTestId('change-summary');
    expect(spaced(summary)).toContain(
      "La taille diffère de l'original (original 2 097 152 octets, version 2 096 128 octets)",
    );
    expect(screen.getByText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000')).toBeInTheDocument();
    send();
    expect(await screen.findByText('Fichier livré')).toBeInTheDocument();
    expect(bodiesOf(api.callsTo('POST /api/admin/orders/{id}/deliver'))).toEqual([
      { upload_key: ticket.key, filename: 'stage1.bin', version: 'sav' },
    ]);
  });

  it('sends the file again when its first upload failed, and delivers without an analysis', async () => {
    let tickets = 0;
    const api = deliveryServer()
      .on('POST /api/uploads', () => (++tickets === 1 ? { status: 409, detail: 'Réessayez' } : { body: ticket }))
      .on('POST /api/uploads/analysis', { status: 404, detail: 'Fichier envoyé introuvable' });
    renderWithApi(<OrderDeliveryForm order={order} />, { api });
    await userEvent.upload(screen.getByLabelText('Fichier modifié'), stage1());
    expect(
      await screen.findByText("L'envoi du fichier a échoué : il sera renvoyé avec « Envoyer le fichier »."),
    ).toBeInTheDocument();
    expect(api.uploads).toEqual([]);

    send();
    expect(await screen.findByText('Fichier livré')).toBeInTheDocument();
    expect(api.callsTo('POST /api/uploads')).toHaveLength(2);
    expect(api.uploads).toHaveLength(1);
    expect(bodiesOf(api.callsTo('POST /api/admin/orders/{id}/deliver'))).toEqual([
      { upload_key: ticket.key, filename: 'stage1.bin', version: 'nouvelle' },
    ]);
  });

  it('refuses a file of another format as soon as it is chosen, without uploading it', async () => {
    const { api } = renderWithApi(<OrderDeliveryForm order={order} />, { api: deliveryServer() });
    fireEvent.change(screen.getByLabelText('Fichier modifié'), { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(await screen.findByText(/^Format de fichier non accepté/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/uploads')).toEqual([]);
    send();
    expect(api.callsTo('POST /api/admin/orders/{id}/deliver')).toEqual([]);
  });
});
