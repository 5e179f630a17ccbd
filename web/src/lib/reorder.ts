import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { api } from './api';

/** The list with the item at `from` moved to `to` (a new array; the same one when either is out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/**
 * Native HTML5 drag to reorder a list on desktop (products, categories, pictures). No library: a
 * mouse drag is all it needs to do, phones cannot start an HTML5 drag and use the move buttons
 * instead, and those buttons are also the keyboard's and the screen reader's way. `itemProps(index)`
 * goes on each draggable element; `itemClass(index, alvo)` is its look while a drag is on: dimmed
 * while it is the one dragged, `alvo` (an outline or a ring) where the dragged one would land.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function end() {
    setDragging(null);
    setOver(null);
  }

  const itemProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return; // a file or text dragged in from outside: not ours
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      if (dragging !== index) onMove(dragging, index);
      end();
    },
    onDragEnd: end,
  });

  const itemClass = (index: number, alvo: string) => (dragging === index ? 'opacity-40' : over === index ? alvo : undefined);

  return { itemProps, itemClass };
}

/**
 * Saves a list's new order (PUT …/ordem with every id) and shows it at once: the cached list is
 * reordered before the request and put back if the server refuses, so the caller only toasts.
 * Quick taps queue their requests (one scope per list): sent together, two orders could reach the
 * server in either order and the older one win. The list is read back after the last one only, so
 * an answer in between does not undo a move already on screen.
 */
export function useOrdemMutation<T extends { id: string }>(queryKey: QueryKey, path: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['ordem', path];
  return useMutation({
    mutationKey,
    scope: { id: path },
    mutationFn: (ids: string[]) => api<unknown>(path, { method: 'PUT', json: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const antes = queryClient.getQueryData<T[]>(queryKey);
      if (antes) {
        const posicao = new Map(ids.map((id, index) => [id, index]));
        queryClient.setQueryData<T[]>(
          queryKey,
          [...antes].sort((a, b) => (posicao.get(a.id) ?? ids.length) - (posicao.get(b.id) ?? ids.length)),
        );
      }
      return { antes };
    },
    onError: (_error, _ids, context) => context?.antes && queryClient.setQueryData(queryKey, context.antes),
    // This mutation still counts as running while it settles.
    onSettled: () => queryClient.isMutating({ mutationKey }) === 1 && queryClient.invalidateQueries({ queryKey }),
  });
}
