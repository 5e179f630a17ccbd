import { formatBRL, reaisToCents, textoDaEquipe, textoDasLojas, type Plano } from '@vitrine/shared';
import { Check, Package, Store, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { AddButton } from '../../components/ui/Button';
import { CardActions, Card } from '../../components/ui/Card';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { CardList } from '../../components/ui/CardList';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton, SkeletonLines } from '../../components/ui/Skeleton';
import { useDeletePlano, usePlanos } from './api';
import { PlanoDialog } from './PlanoDialog';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3';

const vantagensDe = (plano: Plano) =>
  plano.vantagens
    .split('\n')
    .map((linha) => linha.trim())
    .filter(Boolean);

/** What a plan allows, each with its icon: products, the team, the shops. */
const limitesDo = (plano: Plano): [LucideIcon, string][] => [
  [Package, `Até ${plano.limite_produtos.toLocaleString('pt-BR')} produtos`],
  [UserPlus, textoDaEquipe(plano.limite_membros)],
  [Store, textoDasLojas(plano.limite_lojas)],
];

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

  const lista = (
    <CardList
      query={planos}
      items={(data) => data}
      grid={GRID}
      skeleton={
        <Card className="space-y-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-8 w-1/2" />
          <SkeletonLines className="space-y-2" lines={['h-3 w-4/5', 'h-3 w-3/5', 'h-3 w-2/3']} />
          <Skeleton className="h-9 w-full" />
        </Card>
      }
      skeletons={3}
      icon={Package}
      errorTitle="Não foi possível carregar os planos"
      empty={{ title: 'Nenhum plano criado', text: 'Crie o primeiro plano de assinatura da plataforma.', action: novoPlano }}
    >
      {(plano) => (
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
            {limitesDo(plano).map(([Icone, texto]) => (
              <p key={texto} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Icone className="size-4 text-slate-400" aria-hidden />
                {texto}
              </p>
            ))}
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
      )}
    </CardList>
  );

  return (
    <section>
      <PageHeader title="Gerenciar Planos" subtitle="Configure os planos de assinatura da plataforma" actions={novoPlano} />
      {lista}
      {editing && <PlanoDialog plano={editing.plano} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </section>
  );
}
