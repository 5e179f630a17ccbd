import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which the reads under `queryKey` are stale (a list an item joined or left): they are
 * read again, and the mutation settles once they are, so a dialog closes on the fresh list.
 */
export function useInvalidatingMutation<T, R>(queryKey: QueryKey, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

/**
 * A write whose answer is the read's new data (settings saved and normalized by the server): the
 * answer replaces the read under `queryKey`, with no second request.
 */
export function useReplacingMutation<T, R>(queryKey: QueryKey, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (data) => queryClient.setQueryData(queryKey, data) });
}
