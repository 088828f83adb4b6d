import type { OrderChatMessage } from '@app/shared/order-chat/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
      { stub: (url) => (url.pathname === '/api/orders/o1/chat/m1' ? { url: 'https://files.test/m1.jpg?sig=1', filename: 'Tableau de bord.JPG' } : undefined) },
    );
    const image = await screen.findByRole('img', { name: 'Aperçu de Tableau de bord.JPG' });
    expect(image).toHaveAttribute('src', 'https://files.test/m1.jpg?sig=1');
    expect(screen.getByRole('button', { name: 'Télécharger Tableau de bord.JPG' })).toBeInTheDocument();
  });

  it('shows other files as a link only, without asking for them', async () => {
    const { asked } = renderWithApi(
      <ul>
        <ChatMessageItem message={message('m2', 'lecture.pdf')} own />
      </ul>,
      { stub: () => undefined },
    );
    expect(screen.getByRole('button', { name: 'Télécharger lecture.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(asked).toEqual([]);
  });
});
