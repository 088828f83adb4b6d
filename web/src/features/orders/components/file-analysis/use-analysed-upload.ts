import type { UploadAnalysis } from '@app/shared/files/file-analysis';
import { useEffect, useRef, useState } from 'react';
import { analyseUpload } from '@/features/orders/api/analyse-upload';
import { uploadOrderFile } from '@/features/orders/api/upload-file';

/** Where the chosen file stands: sent, then analysed (or not: the analysis never blocks). */
export type UploadStep =
  | { step: 'idle' }
  | { step: 'uploading' }
  | { step: 'analysing' }
  | { step: 'analysed'; analysis: UploadAnalysis }
  | { step: 'unanalysed' }
  | { step: 'failed' };

interface Upload {
  file: File;
  key: Promise<string>;
  controller: AbortController;
}

export interface AnalysedUploadOptions {
  /** 'order': a client's original; 'delivery': an administrator's modified file. */
  purpose: 'order' | 'delivery';
  /** A delivery's order: the analysis then adds the changes against its original. */
  orderId?: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A file is sent as soon as it is chosen (issue 18) so that its analysis shows before the form is
 * sent: a bad read can be redone before paying, a delivery checked against the original before
 * the client gets it. Sending the form waits for that upload (or sends the file again when it
 * failed); another file, or the form gone, stops it.
 */
export function useAnalysedUpload({ purpose, orderId }: AnalysedUploadOptions) {
  const [status, setStatus] = useState<UploadStep>({ step: 'idle' });
  const [progress, setProgress] = useState(0);
  const current = useRef<Upload | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  const analyse = async (upload: Upload, key: string) => {
    if (current.current !== upload) return;
    setStatus({ step: 'analysing' });
    try {
      const analysis = await analyseUpload(key, upload.controller.signal, orderId);
      if (current.current === upload) setStatus({ step: 'analysed', analysis });
    } catch (error) {
      if (current.current === upload && !isAbort(error)) setStatus({ step: 'unanalysed' });
    }
  };

  const start = (file: File): Promise<string> => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const key = uploadOrderFile(file, purpose, (p) => setProgress(p.percent), controller.signal);
    const upload: Upload = { file, key, controller };
    current.current = upload;
    setProgress(0);
    setStatus({ step: 'uploading' });
    key.then(
      (uploaded) => void analyse(upload, uploaded),
      (error: unknown) => {
        if (current.current !== upload || isAbort(error)) return;
        current.current = null;
        setStatus({ step: 'failed' });
      },
    );
    return key;
  };

  /** A valid file chosen starts its upload; none (or an invalid one) stops the one running. */
  const track = (file: File | null) => {
    if (file) {
      // Its failure is handled in start (the 'failed' step); sending the form sends it again.
      void start(file);
      return;
    }
    current.current?.controller.abort();
    current.current = null;
    setStatus({ step: 'idle' });
  };

  /** The storage key of `file`: its upload under way or done, else a new one. */
  const keyOf = (file: File): Promise<string> => (current.current?.file === file ? current.current.key : start(file));

  return { status, progress, track, keyOf };
}

export type AnalysedUpload = ReturnType<typeof useAnalysedUpload>;
