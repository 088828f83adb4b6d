import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Classes of the wrapper (width, margins); `className` goes to the input. */
  wrapperClassName?: string;
};

/** A search box with a magnifier icon; give it an aria-label. */
export function SearchInput({ className, wrapperClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
