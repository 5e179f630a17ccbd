import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/** A read, the screen's icon and the failure's title: what every screen built on QueryContent passes on to it. */
export interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** The screen's icon, for the failed read. */
  icon?: LucideIcon;
  /** E.g. 'Não foi possível carregar o atendimento'. */
  errorTitle: string;
  /**
   * A read that is read again while on screen (the room, a bill, a tab): a failed re-read keeps
   * the data it had, and only a first read that failed shows the failure.
   */
  keepData?: boolean;
  children: (data: Data) => ReactNode;
}

/**
 * What a screen shows for its read: `loading` (its placeholders) while the read is on its way, the
 * failure with another try, then `children` with the data.
 */
export function QueryContent<Data>({
  query,
  loading,
  icon,
  errorTitle,
  keepData = false,
  children,
}: QueryContentProps<Data> & { loading: ReactNode }) {
  if (query.isPending) return loading;
  if (query.isLoadingError || (query.isRefetchError && !keepData)) {
    return <LoadError icon={icon} title={errorTitle} error={query.error} onRetry={query.refetch} />;
  }
  return children(query.data);
}
