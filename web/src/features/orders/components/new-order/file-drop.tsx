import { FileUp } from 'lucide-react';
import { type ChangeEvent, type RefObject, useState } from 'react';
import { newOrderFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import { ORDER_FILE_ACCEPT } from '@/features/orders/components/order-file';
import { formatFileSize } from '@/lib/format/format';

const t = newOrderFr;

/** A file input shown as a drop zone, with the chosen file's name and size. */
export function FileDrop({
  id,
  inputRef,
  file,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };
  const chosen = file !== null && !invalid;
  return (
    <div
      onDragEnter={() => setDragging(true)}
      onDragLeave={() => setDragging(false)}
      onDrop={() => setDragging(false)}
      className={cn(
        'relative flex min-h-28 items-center justify-center rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20 hover:border-brand-300 hover:bg-brand-50/40',
        dragging ? 'border-brand-500 bg-brand-50' : invalid ? 'border-red-300 bg-red-50/40' : 'border-zinc-300',
        chosen ? 'border-solid border-brand-200 bg-brand-50/40' : undefined,
      )}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ORDER_FILE_ACCEPT}
        required
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={handleChange}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <div className="pointer-events-none flex flex-col items-center gap-2">
        <span
          className={cn(
            'flex size-10 items-center justify-center rounded-full',
            chosen ? 'bg-brand-600 text-white' : 'bg-white text-brand-600 ring-1 ring-zinc-200',
          )}
        >
          <FileUp aria-hidden="true" className="size-5" />
        </span>
        <FileDropLabel file={file} />
      </div>
    </div>
  );
}

function FileDropLabel({ file }: { file: File | null }) {
  if (!file) return <p className="text-sm font-medium text-zinc-700">{t.fileDrop}</p>;
  return (
    <>
      <p className="max-w-full text-sm font-medium break-all text-zinc-900">
        {file.name} <span className="font-normal text-zinc-500">({formatFileSize(file.size)})</span>
      </p>
      <p className="text-xs text-zinc-500">{t.fileChange}</p>
    </>
  );
}
