import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from '@/lib/class-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
