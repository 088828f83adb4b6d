import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, FormDialogFooter } from './form-dialog';

interface Partner {
  name: string;
}

function Harness({ start, onClose }: { start: Partner | null; onClose: () => void }) {
  const [target, setTarget] = useState(start);
  return (
    <FormDialog
      target={target}
      onClose={() => {
        onClose();
        setTarget(null);
      }}
      title="Modifier le partenaire"
      description={(partner) => `Le partenaire ${partner.name}.`}
    >
      {(partner) => (
        <form>
          <input aria-label="Nom" defaultValue={partner.name} />
          <FormDialogFooter busy={false} submitLabel="Enregistrer" busyLabel="Enregistrement..." />
        </form>
      )}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is closed without a target', () => {
    render(<Harness start={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens for its target: the description and the form read it; Annuler asks to close', async () => {
    const onClose = vi.fn();
    render(<Harness start={{ name: 'Bosch' }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Modifier le partenaire' });
    expect(dialog).toHaveAccessibleDescription('Le partenaire Bosch.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Bosch');

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
