import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { aChangeSummary, anAnalysis, SHA_ORIGINAL, SHA_V1 } from '@/test/analysis-fixture';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { AdminOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { UploadAnalysis } from '@/features/orders/components/new-order/upload-analysis';
import type { OriginalUpload } from '@/features/orders/components/new-order/use-original-upload';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';

const uploaded_at = '2026-11-20T10:00:00.000Z';
const analysedOrder = (health: 'ok' | 'warning' | 'unreadable' = 'warning') =>
  anOrder({
    read_method: 'obd',
    files: {
      original: { filename: 'stock.bin', size: 2097152, uploaded_at, sha256: SHA_ORIGINAL, analysis: anAnalysis({ health }) },
      v1: { filename: 'stage1.bin', size: 2097152, uploaded_at, sha256: SHA_V1, changes: aChangeSummary() },
    },
  });

const upload = (status: OriginalUpload['status'], progress = 0): OriginalUpload => ({
  status,
  progress,
  track: () => undefined,
  keyOf: () => Promise.resolve('key'),
});

describe('the analysis on the new-order form', () => {
  it('shows the upload, then the analysis under way, then what was read; the warnings one per line', () => {
    // Needs no provider: drawn alone, so that rerender keeps the live region.
    const { rerender } = render(<UploadAnalysis upload={upload({ step: 'idle' })} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    rerender(<UploadAnalysis upload={upload({ step: 'uploading' }, 42)} />);
    expect(region).toHaveTextContent('Envoi du fichier…42 %');
    rerender(<UploadAnalysis upload={upload({ step: 'analysing' })} />);
    expect(region).toHaveTextContent('Analyse du fichier…');

    const analysis = anAnalysis({
      findings: [
        ...anAnalysis().findings,
        { code: 'unknown_size', message: 'Taille inhabituelle : 2 100 000 octets ne correspond à aucune famille connue', offset: null, length: null },
      ],
    });
    rerender(<UploadAnalysis upload={upload({ step: 'analysed', analysis })} />);
    expect(within(region).getByText('Analyse indicative')).toBeInTheDocument();
    expect(within(region).getByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000',
      '⚠ Taille inhabituelle : 2 100 000 octets ne correspond à aucune famille connue',
    ]);

    rerender(<UploadAnalysis upload={upload({ step: 'analysed', analysis: anAnalysis({ health: 'ok', findings: [] }) })} />);
    expect(within(region).getByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778 · lecture complète')).toBeInTheDocument();
    expect(within(region).queryByRole('listitem')).toBeNull();

    rerender(<UploadAnalysis upload={upload({ step: 'failed' })} />);
    expect(region).toHaveTextContent("L'envoi du fichier a échoué : il sera renvoyé à la création de la commande.");
  });
});

describe("the client's order details", () => {
  it("show the original's analysis, the read method, each version's SHA-256 (the copy button gives it whole) and its changes", async () => {
    const user = userEvent.setup();
    renderWithApi(
      <Dialog open>
        <OrderDetailsDialog order={analysedOrder()} />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778')).toBeInTheDocument();
    expect(within(dialog).getByText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000')).toBeInTheDocument();
    expect(within(dialog).getByText('OBD')).toBeInTheDocument();
    expect(within(dialog).getByText('a1b2c3d4…e5f6a7b8')).toHaveAttribute('title', SHA_ORIGINAL);
    expect(within(dialog).getByText('0f1e2d3c…4b5a6978')).toHaveAttribute('title', SHA_V1);
    // The garage reads what its version changed, as the administrator does (issue 37).
    expect(within(dialog).getAllByTestId('change-summary')).toHaveLength(1);
    expect(within(dialog).getByTestId('change-summary')).toHaveTextContent(/octets modifiés/);

    await user.click(within(dialog).getByRole('button', { name: 'Copier le SHA-256 (V1)' }));
    expect(await navigator.clipboard.readText()).toBe(SHA_V1);
    expect(await screen.findByText('SHA-256 copié')).toBeInTheDocument();
  });
});

describe("the administrator's order card", () => {
  it('carries a badge when the read is doubtful or unreadable, none when it is complete or not analysed', () => {
    const card = (order: ReturnType<typeof anOrder>) => {
      const view = renderWithApi(<AdminOrderCard order={order} onDelete={() => undefined} />);
      const text = screen.getByRole('article').textContent;
      view.unmount();
      return text;
    };
    expect(card(analysedOrder('warning'))).toContain('Lecture à vérifier');
    expect(card(analysedOrder('unreadable'))).toContain('Fichier illisible');
    const clean = card(analysedOrder('ok'));
    expect(clean).not.toContain('Lecture');
    expect(card(anOrder({ files: { original: { filename: 'stock.bin', size: 4, uploaded_at } } }))).not.toMatch(/Lecture|illisible/);
  });
});
