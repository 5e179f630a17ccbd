import type { AdminLojista, LojistaStatus } from '@vitrine/shared';
import type { BadgeVariant } from '../../components/ui/Badge';

export const STATUS: Record<LojistaStatus, { label: string; badge: BadgeVariant }> = {
  ativo: { label: 'Ativo', badge: 'green' },
  inativo: { label: 'Inativo', badge: 'red' },
  suspenso: { label: 'Suspenso', badge: 'yellow' },
};

/** Spec §2: a status the screen does not know gets a grey badge with the raw value. */
export const statusInfo = (status: AdminLojista['status']) => STATUS[status] ?? { label: status, badge: 'grey' as const };
