import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { errorMessage } from '../../lib/api';

/**
 * A read that failed. An empty screen would read as no data; an admin deciding on real merchants
 * must not mistake a failed load for zero, so this says so and offers another try.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Card>
      <EmptyState
        icon={TriangleAlert}
        title={title}
        text={errorMessage(error, 'Tente novamente em instantes.')}
        action={
          <Button variant="secondary" onClick={() => onRetry()}>
            <RotateCw className="size-4" aria-hidden />
            Tentar novamente
          </Button>
        }
      />
    </Card>
  );
}
