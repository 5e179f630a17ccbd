import { RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';

/**
 * A read that failed, on the owner's and the administrator's screens. An empty screen would read
 * as no data (an owner with no orders, an admin with no merchants), so this says the read failed,
 * why when the server said, and offers another try. `icon` is the screen's own.
 */
export function LoadError({
  title,
  error,
  onRetry,
  icon = TriangleAlert,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  icon?: LucideIcon;
}) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        text={errorMessage(error, 'Tente novamente em instantes.')}
        action={
          <Button variant="secondary" icon={RotateCw} onClick={() => onRetry()}>
            Tentar novamente
          </Button>
        }
      />
    </Card>
  );
}
