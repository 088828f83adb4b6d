import { useAnalysedUpload, type AnalysedUpload } from '@/features/orders/components/file-analysis/use-analysed-upload';

export type { UploadStep } from '@/features/orders/components/file-analysis/use-analysed-upload';

/**
 * The order's original, sent as soon as it is chosen so that its analysis shows before the
 * client submits (file-analysis/use-analysed-upload).
 */
export const useOriginalUpload = (): AnalysedUpload => useAnalysedUpload({ purpose: 'order' });

export type OriginalUpload = AnalysedUpload;
