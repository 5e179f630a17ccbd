import { formatBRL, reaisToCents, textoDaEquipe, textoDasLojas, type Plano } from '@vitrine/shared';
import { Check, Package, Store, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { AddButton } from '../../components/ui/Button';
import { CardActions, Card } from '../../components/ui/Card';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton, SkeletonLines } from '../../components/ui/Skeleton';
import { LoadError } from '../../components/ui/LoadError';
import { useDeletePlano, usePlanos } from './api';
import { PlanoDialog } from './PlanoDialog';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3';

const vantagensDe = (plano: Plano) =>
  plano.vantagens
    .split('\n')
    .map((linha) => linha.trim())
    .filter(Boolean);

/** /admin/planos: the subscription plans as cards, with the create/edit modal and delete. */
export function PlanosPage() {
  const planos = usePlanos();
  const remove = useDeletePlano();
  const [confirmDelete, confirmDialog] = useConfirmDelete();
  // undefined: closed; {}: creating; {plano}: editing.
  const [editing, setEditing] = useState<{ plano?: Plano }>();

  // A plan in use answers 409 with the reason, which is what the admin needs to read.
  const excluir = (plano: Plano) =>
    confirmDelete(
      {
        title: `Excluir “${plano.nome}”`,
        description: 'Tem certeza que deseja excluir este plano?',
      },
      remove,
      plano.id,
      { sucesso: 'Plano excluído com sucesso', erro: 'Erro ao excluir plano' },
    );

  const novoPlano = <AddButton onClick={() => setEditing({})}>Novo Plano</AddButton>;

  let content;
  if (planos.isPending) {
    content = (
      <div className={GRID} role="status">
        <span className="sr-only">Carregando...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="space-y-4">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-8 w-1/2" />
            <SkeletonLines className="space-y-2" lines={['h-3 w-4/5', 'h-3 w-3/5', 'h-3 w-2/3']} />
            <Skeleton className="h-9 w-full" />
          </Card>
        ))}
      </div>
    );
  } else if (planos.isError) {
    content = <LoadError title="Não foi possível carregar os planos" error={planos.error} onRetry={planos.refetch} />;
  } else if (planos.data.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={Package}
          title="Nenhum plano criado"
          text="Crie o primeiro plano de assinatura da plataforma."
          action={novoPlano}
        />
      </Card>
    );
  } else {
    content = (
      <ul className={GRID}>
        {planos.data.map((plano) => (
          <li key={plano.id}>
            <Card className="flex h-full flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold text-slate-900">{plano.nome}</h2>
                  <p className="mt-1">
                    <span className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
                      {formatBRL(reaisToCents(plano.preco))}
                    </span>
                    <span className="text-sm text-slate-500"> /mês</span>
                  </p>
                </div>
                <Badge variant="blue">
                  <Users className="size-3.5" aria-hidden />
                  {plano.total_lojistas} {plano.total_lojistas === 1 ? 'lojista' : 'lojistas'}
                </Badge>
              </div>
              {plano.descricao && <p className="text-sm text-slate-600">{plano.descricao}</p>}
              <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Package className="size-4 text-slate-400" aria-hidden />
                Até {plano.limite_produtos.toLocaleString('pt-BR')} produtos
              </p>
              <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <UserPlus className="size-4 text-slate-400" aria-hidden />
                {textoDaEquipe(plano.limite_membros)}
              </p>
              <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Store className="size-4 text-slate-400" aria-hidden />
                {textoDasLojas(plano.limite_lojas)}
              </p>
              {vantagensDe(plano).length > 0 && (
                <ul className="space-y-1.5 text-sm text-slate-700">
                  {vantagensDe(plano).map((vantagem, index) => (
                    <li key={index} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                      {vantagem}
                    </li>
                  ))}
                </ul>
              )}
              <CardActions nome={plano.nome} onEdit={() => setEditing({ plano })} onDelete={() => excluir(plano)} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <PageHeader title="Gerenciar Planos" subtitle="Configure os planos de assinatura da plataforma" actions={novoPlano} />
      {content}
      {editing && <PlanoDialog plano={editing.plano} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </section>
  );
}
