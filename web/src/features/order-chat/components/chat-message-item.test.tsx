import type { OrderChatMessage } from '@app/shared/order-chat/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { ChatMessageItem } from './chat-message-item';

/** Issue 16, defect 12: an image in the chat shows as a thumbnail, its download link kept. */
const message = (id: string, filename: string): OrderChatMessage => ({
  id,
  order_id: 'o1',
  sender_id: 'c1',
  sender_role: 'client',
  sender_name: 'Jean Dupont',
  message: '',
  created_at: '2026-11-20T10:00:00.000Z',
  attachment_filename: filename,
  attachment_description: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('ChatMessageItem', () => {
  it('shows an image attachment as a thumbnail through its presigned link, and keeps the download', async () => {
    renderWithApi(
      <ul>
        <ChatMessageItem message={message('m1', 'Tableau de bord.JPG')} own={false} />
      </ul>,
      {
        api: createApiDouble().on('GET /api/orders/{id}/chat/{filename}', ({ params }) =>
          params.id === 'o1' && params.filename === 'm1'
            ? { body: { url: 'https://files.test/m1.jpg?sig=1', filename: 'Tableau de bord.JPG' } }
            : { status: 404, detail: 'Fichier introuvable' },
        ),
      },
    );
    const image = await screen.findByRole('img', { name: 'Aperçu de Tableau de bord.JPG' });
    expect(image).toHaveAttribute('src', 'https://files.test/m1.jpg?sig=1');
    expect(screen.getByRole('button', { name: 'Télécharger Tableau de bord.JPG' })).toBeInTheDocument();
  });

  it('shows other files as a link only, without asking for them', async () => {
    const { api } = renderWithApi(
      <ul>
        <ChatMessageItem message={message('m2', 'lecture.pdf')} own />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Télécharger lecture.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(api.calls).toEqual([]);
    expect(api.unhandled).toEqual([]);
  });
});
