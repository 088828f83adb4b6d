import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

export type IconButtonProps = Omit<
  ButtonProps,
  'children' | 'variant' | 'size' | 'asChild' | 'aria-label' | 'title'
> & {
  icon: LucideIcon;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  /** Turns red on hover: for delete actions. */
  destructive?: boolean;
};

/** A small ghost button showing only an icon (row actions such as edit and delete). */
export function IconButton({ icon: Icon, label, destructive = false, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8 text-zinc-500', destructive && 'hover:bg-red-50 hover:text-red-600', className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

export interface EditDeleteActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** The edit (pencil) and delete (trash) icon buttons of a row or card. */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete, className }: EditDeleteActionsProps) {
  return (
    <div className={cn('flex gap-0.5', className)}>
      <IconButton icon={Pencil} label={editLabel} onClick={onEdit} />
      <IconButton icon={Trash2} label={deleteLabel} destructive onClick={onDelete} />
    </div>
  );
}
