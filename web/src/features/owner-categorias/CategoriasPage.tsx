import type { Categoria } from '@vitrine/shared';
import { FolderTree, Plus, RotateCw, Tag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card, CardActions } from '../../components/ui/Card';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useCategorias, useDeleteCategoria, useProdutos } from './api';
import { CategoriaDialog } from './CategoriaDialog';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** /categorias: one card per category with how many products use it, and the create/edit modal. */
export function CategoriasPage() {
  const categorias = useCategorias();
  const { data: produtos = [] } = useProdutos();
  const remove = useDeleteCategoria();
  const [confirm, confirmDialog] = useConfirm();
  // undefined: closed; {}: creating; {categoria}: editing.
  const [editing, setEditing] = useState<{ categoria?: Categoria }>();

  const quantos = (id: string) => produtos.filter((produto) => produto.categoria_id === id).length;

  async function excluir(categoria: Categoria) {
    const ok = await confirm({
      title: `Excluir “${categoria.nome}”`,
      description:
        'Tem certeza que deseja excluir esta categoria? Esta ação não pode ser desfeita. Os produtos desta categoria ficarão sem categoria.',
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(categoria.id, {
      onSuccess: () => toast.success('Categoria excluída com sucesso!'),
      onError: (error) => toast.error('Erro ao excluir categoria', { description: errorMessage(error, '') || undefined }),
    });
  }

  const novaCategoria = (
    <Button onClick={() => setEditing({})}>
      <Plus className="size-4" aria-hidden />
      Nova Categoria
    </Button>
  );

  let content;
  if (categorias.isPending) {
    content = (
      <div className={GRID} role="status">
        <span className="sr-only">Carregando...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="space-y-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-11 shrink-0" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-9 w-full" />
          </Card>
        ))}
      </div>
    );
  } else if (categorias.isError) {
    content = (
      <Card>
        <EmptyState
          icon={FolderTree}
          title="Não foi possível carregar as categorias"
          text={errorMessage(categorias.error, 'Erro ao carregar categorias')}
          action={
            <Button variant="secondary" onClick={() => categorias.refetch()}>
              <RotateCw className="size-4" aria-hidden />
              Tentar novamente
            </Button>
          }
        />
      </Card>
    );
  } else if (categorias.data.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={FolderTree}
          title="Nenhuma categoria criada"
          text="Crie categorias como “Bolos” ou “Bebidas” para o cliente filtrar o seu catálogo."
          action={novaCategoria}
        />
      </Card>
    );
  } else {
    content = (
      <ul className={GRID}>
        {categorias.data.map((categoria) => {
          const total = quantos(categoria.id);
          return (
            <li key={categoria.id}>
              <Card className="flex h-full flex-col gap-4">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Tag className="size-5" aria-hidden />
                  </span>
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold text-slate-900">{categoria.nome}</h2>
                    <p className="text-sm text-slate-500">
                      {total} {total === 1 ? 'produto' : 'produtos'}
                    </p>
                  </div>
                </div>
                <CardActions nome={categoria.nome} onEdit={() => setEditing({ categoria })} onDelete={() => excluir(categoria)} />
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section>
      <PageHeader title="Categorias" subtitle="Organize seus produtos em grupos para facilitar a busca." actions={novaCategoria} />
      {content}
      {editing && <CategoriaDialog categoria={editing.categoria} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </section>
  );
}
