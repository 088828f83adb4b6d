import type { FileHealth } from '@app/shared/files/file-analysis';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { fileAnalysisFr } from '@/features/orders/fr';

const variant = { ok: 'success', warning: 'warning', unreadable: 'danger' } as const;

/** 'Lecture complète', 'Lecture à vérifier' or 'Fichier illisible'; `onlyProblems` shows nothing for a good read. */
export function AnalysisHealthBadge({ health, onlyProblems = false }: { health: FileHealth; onlyProblems?: boolean }) {
  if (onlyProblems && health === 'ok') return null;
  return (
    <Badge variant={variant[health]}>
      {health === 'ok' ? null : <TriangleAlert aria-hidden="true" />}
      {fileAnalysisFr.healthLabels[health]}
    </Badge>
  );
}
