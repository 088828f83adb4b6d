import { RefreshCw, TriangleAlert } from 'lucide-react';
import { fr } from '@/i18n/fr';
import { Button, type ButtonProps } from './button';
import { EmptyState } from './empty-state';

/** 'Réessayer' with its icon; outline unless told otherwise. */
export function RetryButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'children' | 'asChild'>) {
  return (
    <Button variant={variant} {...props}>
      <RefreshCw aria-hidden="true" />
      {fr.common.retry}
    </Button>
  );
}

export interface LoadErrorStateProps {
  title: string;
  onRetry: () => void;
}

/** What a page shows when its data could not be loaded: the message and 'Réessayer'. */
export function LoadErrorState({ title, onRetry }: LoadErrorStateProps) {
  return <EmptyState icon={TriangleAlert} title={title} action={<RetryButton onClick={onRetry} />} />;
}
