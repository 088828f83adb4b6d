import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { type TermsBlock, parseTerms } from '@/lib/format/terms-format';
import { cn } from '@/lib/utils';

/** The id of the heading at `index` (table of contents links); `prefix` keeps two documents apart. */
export const termsHeadingId = (prefix: string, index: number) => `${prefix}-section-${index}`;

function Block({ block, id }: { block: TermsBlock; id: string }) {
  switch (block.kind) {
    case 'heading':
      return (
        <h2 id={id} className="mt-7 mb-2 scroll-mt-24 text-lg font-semibold tracking-tight text-zinc-900 first:mt-0">
          {block.text}
        </h2>
      );
    case 'highlight':
      return (
        <p className="my-3 flex gap-2.5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="min-w-0 break-words">{block.text}</span>
        </p>
      );
    case 'numbered':
      return (
        <p className="my-1.5 flex gap-2 pl-4 text-sm leading-relaxed text-zinc-700 sm:pl-6">
          <span className="min-w-5 shrink-0 font-semibold text-zinc-900 tabular-nums">{block.marker}</span>
          <span className="min-w-0 break-words">{block.text}</span>
        </p>
      );
    case 'paragraph':
      return <p className="my-2 text-sm leading-relaxed break-words text-zinc-700">{block.text}</p>;
    case 'break':
      return <div aria-hidden="true" className="h-3" />;
  }
}

export interface TermsDocumentProps {
  /** The raw terms text (spec §2 formatting rules). */
  text: string;
  /** Prefix of the heading ids. */
  idPrefix?: string;
  className?: string;
}

/** The terms text as React elements: headings, highlights, indented numbered lines, breaks, paragraphs. */
export function TermsDocument({ text, idPrefix = 'terms', className }: TermsDocumentProps) {
  const blocks = useMemo(() => parseTerms(text), [text]);
  return (
    <div className={cn('min-w-0', className)}>
      {blocks.map((block, index) =>
        // A heading brings its own space: the blank line before it adds none.
        block.kind === 'break' && blocks[index + 1]?.kind === 'heading' ? null : (
          <Block key={index} block={block} id={termsHeadingId(idPrefix, index)} />
        ),
      )}
    </div>
  );
}
