import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Merge class names, letting later Tailwind utilities win over earlier ones (a caller's className over a component's defaults). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
