import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping the falsy ones; when two set the same property the later one wins
 * ('p-5' then 'p-4' gives 'p-4'), whatever order the stylesheet puts them in. For the owner's and
 * the administrator's screens: the public app's code uses cx (./cx.ts), without tailwind-merge.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}
