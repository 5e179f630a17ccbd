import type { Categoria } from '@vitrine/shared';
import { FolderTree, Tag } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '../../components/ui/Button';
import { Card, CardActions } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { IconTile } from '../../components/ui/IconTile';
import { MoveButtons } from '../../components/ui/MoveButtons';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton, SkeletonMedia } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { moveItem, useDragReorder } from '../../lib/reorder';
import { useCategorias, useDeleteCategoria, useOrdemCategorias, useProdutos } from './api';
import { CategoriaDialog } from './CategoriaDialog';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** /categorias: one card per category with how many products use it, and the create/edit modal. */
export function CategoriasPage() {
  const categorias = useCategorias();
  const { data: produtos = [] } = useProdutos();
  const remove = useDeleteCategoria();
  const ordem = useOrdemCategorias();
  const drag = useDragReorder(mover);
  const [confirmDelete, confirmDialog] = useConfirmDelete();
  // undefined: closed; {}: creating; {categoria}: editing.
  const [editing, setEditing] = useState<{ categoria?: Categoria }>();

  const quantos = (id: string) => produtos.filter((produto) => produto.categoria_id === id).length;

  /** Every id in the new order: the catalogue's category chips follow it. */
  function mover(from: number, to: number) {
    ordem.mutate(
      moveItem(categorias.data ?? [], from, to).map((categoria) => categoria.id),
      {
        onError: (error) =>
          toast.error('Não foi possível salvar a nova ordem', { description: errorMessage(error, 'A lista voltou à ordem de antes.') }),
      },
    );
  }

  const excluir = (categoria: Categoria) =>
    confirmDelete(
      {
        title: `Excluir “${categoria.nome}”`,
        description:
          'Tem certeza que deseja excluir esta categoria? Esta ação não pode ser desfeita. Os produtos desta categoria ficarão sem categoria.',
      },
      remove,
      categoria.id,
      { sucesso: 'Categoria excluída com sucesso!', erro: 'Erro ao excluir categoria' },
    );

  const novaCategoria = <AddButton onClick={() => setEditing({})}>Nova categoria</AddButton>;

  return (
    <section>
      <PageHeader
        title="Categorias"
        subtitle="Organize seus produtos em grupos para facilitar a busca. O catálogo mostra as categorias nesta ordem: arraste ou use as setas."
        actions={novaCategoria}
      />
      <CardList
        query={categorias}
        items={(data) => data}
        grid={GRID}
        skeleton={
          <Card className="space-y-4">
            <SkeletonMedia media="size-11" lines={['h-4 w-1/2', 'h-3 w-1/3']} className="gap-3" />
            <Skeleton className="h-9 w-full" />
          </Card>
        }
        skeletons={3}
        icon={FolderTree}
        errorTitle="Não foi possível carregar as categorias"
        empty={{
          title: 'Nenhuma categoria criada',
          text: 'Crie categorias como “Bolos” ou “Bebidas” para o cliente filtrar o seu catálogo.',
          action: novaCategoria,
        }}
      >
        {(categoria, index, todas) => {
          const total = quantos(categoria.id);
          return (
            <li
              key={categoria.id}
              {...drag.itemProps(index)}
              className={cn(
                'cursor-grab rounded-2xl active:cursor-grabbing',
                drag.itemClass(index, 'outline-2 outline-offset-2 outline-brand-500'),
              )}
            >
              <Card className="flex h-full flex-col gap-4">
                <div className="flex min-w-0 items-center gap-3">
                  <IconTile icon={Tag} />
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold text-slate-900">{categoria.nome}</h2>
                    <p className="text-sm text-slate-500">
                      {total} {total === 1 ? 'produto' : 'produtos'}
                    </p>
                  </div>
                  <MoveButtons nome={categoria.nome} index={index} count={todas.length} onMove={mover} className="ml-auto shrink-0" />
                </div>
                <CardActions nome={categoria.nome} onEdit={() => setEditing({ categoria })} onDelete={() => excluir(categoria)} />
              </Card>
            </li>
          );
        }}
      </CardList>
      {editing && <CategoriaDialog categoria={editing.categoria} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </section>
  );
}
