import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatComposer } from './chat-composer';

function renderComposer() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatComposer orderId="o-1" />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Joindre un fichier') as HTMLInputElement;
}

describe('ChatComposer', () => {
  it('refuses a file of a wrong type as soon as it is picked: the French error shows and the file is not kept', async () => {
    const input = renderComposer();
    // applyAccept: false picks the file as a user choosing 'All files' in the dialog would.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Format de pièce jointe non accepté/);
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('refuses a file over 32 Mo when it is picked, and keeps a right file after it (the error goes)', async () => {
    const input = renderComposer();
    const user = userEvent.setup({ applyAccept: false });
    const big = new File(['x'], 'log.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 33 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier dépasse la taille maximale de 32 Mo');
    expect(screen.queryByText('log.pdf')).not.toBeInTheDocument();

    await user.upload(input, new File(['ok'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
