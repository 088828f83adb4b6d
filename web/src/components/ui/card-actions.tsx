import { Pencil, Trash2 } from 'lucide-react';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

export type CardActionProps = Omit<ButtonProps, 'children' | 'size' | 'aria-label'> & {
  /** The accessible name, saying what is edited or deleted ('Supprimer Garage Dupont'). */
  label: string;
};

/** 'Modifier' with its pencil: the worded edit button of a card. */
export function EditButton({ label, variant = 'ghost', ...props }: CardActionProps) {
  return (
    <Button variant={variant} size="sm" aria-label={label} {...props}>
      <Pencil aria-hidden="true" />
      {fr.common.edit}
    </Button>
  );
}

/** 'Supprimer' with its trash, in red: the worded delete button of a card (the page asks before deleting). */
export function DeleteButton({ label, className, ...props }: CardActionProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('text-red-700 hover:bg-red-50 hover:text-red-700', className)}
      aria-label={label}
      {...props}
    >
      <Trash2 aria-hidden="true" />
      {fr.common.delete}
    </Button>
  );
}
