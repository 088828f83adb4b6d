import { useState } from 'react';
import type { LogoSource } from '@/lib/api/logo-sources';
import { useLogoUrl } from '@/lib/hooks/use-logo-url';
import { cn } from '@/lib/utils';
import { Skeleton } from './ui/skeleton';

/** 'Garage du Centre' → 'GC'; one word → its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? (words[0] ?? '').slice(0, 2) : `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`;
  return letters.toUpperCase();
}

export interface LogoImageProps {
  /** Where the logo's URL is read; null when there is no logo. */
  source: LogoSource | null;
  /** The owner's name: the placeholder's initials. */
  name: string;
  /** Text of the image, and of the placeholder that stands in for it. */
  alt: string;
  className?: string;
  /** Classes of the <img> (e.g. object-contain and a padding). */
  imageClassName?: string;
}

function Placeholder({ name, label, className }: { name: string; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-brand-50 to-zinc-100 font-semibold tracking-wide text-brand-700 select-none',
        className,
      )}
    >
      <span aria-hidden="true" className="text-lg">
        {initialsOf(name)}
      </span>
    </div>
  );
}

/**
 * A logo through its short-lived presigned URL, or a placeholder with the owner's initials when
 * there is none, when it cannot be read (404, network) or when the image fails to load.
 */
export function LogoImage({ source, name, alt, className, imageClassName }: LogoImageProps) {
  const logo = useLogoUrl(source);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = logo.data ?? null;

  if (source !== null && logo.isPending) return <Skeleton className={cn('rounded-none', className)} />;
  if (!url || failedUrl === url) return <Placeholder name={name} label={alt} className={className} />;
  return (
    <div className={cn('flex items-center justify-center bg-white', className)}>
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('max-h-full max-w-full object-contain', imageClassName)}
        onError={() => setFailedUrl(url)}
      />
    </div>
  );
}
