import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { QueryContent, type QueryContentProps } from './QueryContent';
import { Loading } from './Skeleton';

interface CardListProps<Data, Item> extends Omit<QueryContentProps<Data>, 'icon' | 'children'> {
  /** What the read holds to list; none shows `empty`. */
  items: (data: Data) => readonly Item[];
  /** The grid's classes, the same for the placeholders and the cards. */
  grid: string;
  /** One placeholder card, shown `skeletons` times while the read is on its way. */
  skeleton: ReactNode;
  skeletons: number;
  /** The screen's icon, for the empty state and the failed read. */
  icon: LucideIcon;
  empty: Pick<EmptyStateProps, 'title' | 'text' | 'action'>;
  /** One item's `<li>`, with its key. */
  children: (item: Item, index: number, items: readonly Item[]) => ReactNode;
}

/**
 * An owner's list screen below its header: placeholder cards while it loads, the failure with
 * another try, the empty state that says what the list is for, or one card per item.
 */
export function CardList<Data, Item>({ items, grid, skeleton, skeletons, empty, children, ...read }: CardListProps<Data, Item>) {
  return (
    <QueryContent
      {...read}
      loading={
        <Loading className={grid} count={skeletons}>
          {skeleton}
        </Loading>
      }
    >
      {(data) => {
        const list = items(data);
        if (list.length === 0) {
          return (
            <Card>
              <EmptyState icon={read.icon} {...empty} />
            </Card>
          );
        }
        return <ul className={grid}>{list.map((item, index) => children(item, index, list))}</ul>;
      }}
    </QueryContent>
  );
}
