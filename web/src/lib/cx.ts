/**
 * Joins class names, skipping the falsy ones, and resolves no conflicts: for the code the public
 * app loads (its pages and the components/ui pieces they share), where tailwind-merge's 8 KB gzip
 * would weigh on the customer's first load. Its callers pass no class that sets what the
 * component's own classes already set (a size, a padding): give such a component a variant or
 * leave that class to the caller.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
