import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    render(<EmptyState title="Aucune commande" description="Créez votre première commande." action={<button>Nouvelle commande</button>} />);
    expect(screen.getByText('Aucune commande')).toBeInTheDocument();
    expect(screen.getByText('Créez votre première commande.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle commande' })).toBeInTheDocument();
  });
});
