import { MAX_MESAS, type Mesa } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Download, ListPlus, Pencil, Plus, QrCode, RefreshCw, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { buttonClass, Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { PageHeader, SectionHeader } from '../../components/ui/PageHeader';
import { toast, toastError } from '../../components/ui/toast';
import { QRCODES_PDF, useDeleteMesa, useMesas, useNovoCodigo } from './api';
import { MesaDialog } from './MesaDialog';
import { MesasLoteDialog } from './MesasLoteDialog';
import { SalaoCard } from './SalaoCard';
import { IconTile } from '../../components/ui/IconTile';

// A card's two buttons need about 290 px: one column on phones and tablets, two beside the menu, three on wide screens.
const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3';

/**
 * /mesas (the owner and the managers, issue 44): the room's settings, then the tables: add one or
 * a range, rename, delete, give a new code (the printed QR stops working), and download the A4
 * sheet of QR codes to print and cut.
 */
export function MesasPage() {
  const mesas = useMesas();
  const remover = useDeleteMesa();
  const novoCodigo = useNovoCodigo();
  const [confirm, confirmDialog] = useConfirm();
  const [editando, setEditando] = useState<Mesa | 'nova' | 'lote' | null>(null);
  const total = mesas.data?.mesas.length ?? 0;

  async function excluir(mesa: Mesa) {
    const ok = await confirm({
      title: `Excluir a ${mesa.nome}`,
      description: 'O QR Code impresso desta mesa deixa de funcionar.',
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    remover.mutate(mesa.id, {
      onSuccess: () => toast.success(`${mesa.nome} excluída.`),
      onError: toastError('Não foi possível excluir'),
    });
  }

  async function trocarCodigo(mesa: Mesa) {
    const ok = await confirm({
      title: `Novo QR Code para a ${mesa.nome}`,
      description: 'O QR Code impresso agora deixa de funcionar: imprima o novo e troque na mesa. Use se o QR foi fotografado ou levado.',
      confirmLabel: 'Gerar novo código',
      danger: true,
    });
    if (!ok) return;
    novoCodigo.mutate(mesa.id, {
      onSuccess: () =>
        toast.success(`Novo QR Code da ${mesa.nome} gerado.`, { description: 'Baixe a folha de QR Codes e imprima o novo.' }),
      onError: toastError('Não foi possível gerar o novo código'),
    });
  }

  const cheia = total >= MAX_MESAS;
  const nova = (
    <Button onClick={() => setEditando('nova')} disabled={cheia}>
      <Plus className="size-4" aria-hidden />
      Nova mesa
    </Button>
  );
  const lote = (
    <Button variant="secondary" onClick={() => setEditando('lote')} disabled={cheia}>
      <ListPlus className="size-4" aria-hidden />
      Várias mesas
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="Mesas"
        subtitle="Cada mesa tem seu QR Code: o cliente aponta a câmera e vê o cardápio da loja. Imprima a folha, recorte e coloque nas mesas."
      />
      <SalaoCard />
      <SectionHeader
        title={
          <>
            Mesas
            {total > 0 && <span className="ml-2 text-sm font-normal text-slate-500">{plural(total, 'mesa', 'mesas')}</span>}
          </>
        }
        actions={
          total > 0 && (
            <div className="flex flex-wrap gap-2">
              <a href={QRCODES_PDF} download className={buttonClass({ variant: 'secondary' })}>
                <Download className="size-4" aria-hidden />
                Baixar QR Codes (PDF)
              </a>
              {lote}
              {nova}
            </div>
          )
        }
      />
      <CardList
        query={mesas}
        items={(data) => data.mesas}
        grid={GRID}
        skeleton={<SkeletonCard lines={['h-6 w-1/3', 'h-4 w-2/3', 'h-11 w-full']} />}
        skeletons={3}
        icon={UtensilsCrossed}
        errorTitle="Não foi possível carregar as mesas"
        empty={{
          title: 'Nenhuma mesa ainda',
          text: 'Crie as mesas do salão, de uma vez ("Mesa 1" a "Mesa 20") ou uma a uma, e imprima o QR Code de cada uma.',
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              {lote}
              {nova}
            </div>
          ),
        }}
      >
        {(mesa) => (
          <li key={mesa.id}>
            <Card className="flex h-full flex-col gap-4" data-testid="mesa">
              <div className="flex min-w-0 items-center gap-3">
                <IconTile icon={QrCode} />
                <h3 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{mesa.nome}</h3>
                {/* In the header, apart from the everyday buttons: two of them then fit a 360 px phone's row. */}
                <Button variant="ghost" onClick={() => excluir(mesa)} aria-label={`Excluir ${mesa.nome}`} title="Excluir mesa">
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                </Button>
              </div>
              <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3">
                <Button variant="secondary" className="flex-1" onClick={() => setEditando(mesa)} aria-label={`Renomear ${mesa.nome}`}>
                  <Pencil className="size-4" aria-hidden />
                  Renomear
                </Button>
                <Button variant="secondary" className="flex-1" onClick={() => trocarCodigo(mesa)} aria-label={`Novo código: ${mesa.nome}`}>
                  <RefreshCw className="size-4" aria-hidden />
                  Novo código
                </Button>
              </div>
            </Card>
          </li>
        )}
      </CardList>
      {editando === 'lote' && <MesasLoteDialog onClose={() => setEditando(null)} />}
      {(editando === 'nova' || (editando && typeof editando === 'object')) && (
        <MesaDialog mesa={editando === 'nova' ? undefined : editando} onClose={() => setEditando(null)} />
      )}
      {confirmDialog}
    </section>
  );
}
