import type { Cupom } from '@vitrine/shared';
import { Pencil, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { AddButton, Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { PageHeader, SectionHeader } from '../../components/ui/PageHeader';
import { Switch } from '../../components/ui/Switch';
import { toast, toastError } from '../../components/ui/toast';
import { plural } from '@vitrine/shared/plural';
import { useCupons, useDeleteCupom, useUpdateCupom } from './api';
import { CupomDialog } from './CupomDialog';
import { FidelidadeCard } from '../owner-fidelidade';
import { beneficioDoCupom, condicoesDoCupom } from './descricao';
import { IconTile } from '../../components/ui/IconTile';

const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2';

/** /cupons (the owner and the managers): the loyalty card, then the shop's discount codes; create, pause, edit, delete. */
export function CuponsPage() {
  const cupons = useCupons();
  const update = useUpdateCupom();
  const remover = useDeleteCupom();
  const [confirmDelete, confirmDialog] = useConfirmDelete();
  const [editando, setEditando] = useState<Cupom | 'novo' | null>(null);

  function ativar(cupom: Cupom, ativo: boolean) {
    update.mutate(
      { id: cupom.id, ativo },
      {
        onSuccess: () => toast.success(ativo ? `Cupom ${cupom.codigo} ativado.` : `Cupom ${cupom.codigo} pausado.`),
        onError: toastError('Não foi possível mudar o cupom'),
      },
    );
  }

  const excluir = (cupom: Cupom) =>
    confirmDelete(
      {
        title: `Excluir o cupom ${cupom.codigo}`,
        description: 'Quem tiver o código não consegue mais usar. Os pedidos que já usaram continuam com o desconto.',
      },
      remover,
      cupom.id,
      { sucesso: 'Cupom excluído.', erro: 'Não foi possível excluir' },
    );

  const novo = <AddButton onClick={() => setEditando('novo')}>Novo cupom</AddButton>;

  return (
    <section>
      <PageHeader
        title="Cupons e fidelidade"
        subtitle="O cartão fidelidade que traz o cliente de volta e os códigos de desconto para divulgar no Instagram, no WhatsApp ou no balcão."
      />
      <FidelidadeCard />
      <SectionHeader title="Cupons" actions={cupons.isSuccess && cupons.data.cupons.length > 0 && novo} />
      <CardList
        query={cupons}
        items={(data) => data.cupons}
        grid={GRID}
        skeleton={<SkeletonCard lines={['h-6 w-1/3', 'h-4 w-1/2', 'h-3 w-2/3']} />}
        skeletons={2}
        icon={TicketPercent}
        errorTitle="Não foi possível carregar os cupons"
        empty={{
          title: 'Nenhum cupom ainda',
          text: 'Crie um código como BEMVINDO10 para a bio do Instagram ou o status do WhatsApp: o cliente digita no carrinho e o desconto entra no pedido.',
          action: novo,
        }}
      >
        {(cupom) => (
          <li key={cupom.id}>
            <Card className="flex h-full flex-col gap-4">
              <div className="flex min-w-0 items-start gap-3">
                <IconTile icon={TicketPercent} />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-mono text-lg font-semibold tracking-wide text-slate-900">{cupom.codigo}</h2>
                  <p className="text-sm font-medium text-slate-700">{beneficioDoCupom(cupom)}</p>
                </div>
                <Badge variant={cupom.ativo ? 'green' : 'grey'}>{cupom.ativo ? 'Ativo' : 'Pausado'}</Badge>
              </div>
              <ul className="space-y-1 text-sm text-slate-600">
                {condicoesDoCupom(cupom).map((condicao) => (
                  <li key={condicao}>{condicao}</li>
                ))}
                <li className="text-slate-500">
                  {cupom.usos === 0 ? 'Ainda não usado' : `Usado em ${plural(cupom.usos, 'pedido', 'pedidos')}`}
                </li>
              </ul>
              <Switch
                className="mt-auto border-t border-slate-100 pt-3"
                checked={cupom.ativo}
                onChange={(ativo) => ativar(cupom, ativo)}
                label="Aceitar este cupom"
                aria-label={`Aceitar este cupom: ${cupom.codigo}`}
              />
              <div className="flex gap-2">
                <Button variant="secondary" className="flex-1" onClick={() => setEditando(cupom)} aria-label={`Editar ${cupom.codigo}`}>
                  <Pencil className="size-4" aria-hidden />
                  Editar
                </Button>
                <Button variant="secondary" onClick={() => excluir(cupom)} aria-label={`Excluir ${cupom.codigo}`}>
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                  Excluir
                </Button>
              </div>
            </Card>
          </li>
        )}
      </CardList>
      {editando && <CupomDialog cupom={editando === 'novo' ? undefined : editando} onClose={() => setEditando(null)} />}
      {confirmDialog}
    </section>
  );
}
