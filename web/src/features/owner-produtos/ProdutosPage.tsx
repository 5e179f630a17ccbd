import type { Produto } from '@vitrine/shared';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { EmptyState, NoResults } from '../../components/ui/EmptyState';
import { SearchInput } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonRows } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { usePode } from '../../lib/owner-session';
import { moveItem } from '../../lib/reorder';
import { ProdutosPlanilha } from '../owner-produtos-csv/api';
import { useCategorias, useDeleteProduto, useOrdemProdutos, useProdutos, useToggleProduto } from './api';
import { ProdutoDialog } from './ProdutoDialog';
import { ProdutoList } from './ProdutoList';

/** /produtos: search, the product list with its row actions, and the create/edit modal. */
export function ProdutosPage() {
  const produtos = useProdutos();
  const { data: categorias = [] } = useCategorias();
  const toggle = useToggleProduto();
  const toggleEsgotado = useToggleProduto();
  const ordem = useOrdemProdutos();
  const remove = useDeleteProduto();
  const [confirmDelete, confirmDialog] = useConfirmDelete();
  // The counter (atendente) marks Esgotado; creating, editing, hiding, ordering and deleting are the catalogue's.
  const catalogo = usePode('catalogo');
  const [busca, setBusca] = useState('');
  // undefined: closed; {}: creating; {produto}: editing.
  const [editing, setEditing] = useState<{ produto?: Produto }>();

  const todos = produtos.data ?? [];
  const termo = busca.trim().toLowerCase();
  const encontrados = termo
    ? todos.filter((produto) => produto.nome.toLowerCase().includes(termo) || produto.descricao.toLowerCase().includes(termo))
    : todos;
  const nomeCategoria = (id: string | null) => categorias.find((categoria) => categoria.id === id)?.nome ?? null;

  function alternar(produto: Produto) {
    toggle.mutate(
      { id: produto.id, ativo: !produto.ativo },
      { onError: (error) => toast.error(errorMessage(error, 'Erro ao atualizar produto')) },
    );
  }

  function alternarEsgotado(produto: Produto) {
    toggleEsgotado.mutate(
      { id: produto.id, esgotado: !produto.esgotado },
      { onError: (error) => toast.error(errorMessage(error, 'Erro ao atualizar produto')) },
    );
  }

  /** The whole list's ids in the new order: the server sets the owner's order from it, the catalogue follows. */
  function mover(from: number, to: number) {
    ordem.mutate(
      moveItem(todos, from, to).map((produto) => produto.id),
      {
        onError: (error) =>
          toast.error('Não foi possível salvar a nova ordem', { description: errorMessage(error, 'A lista voltou à ordem de antes.') }),
      },
    );
  }

  const excluir = (produto: Produto) =>
    confirmDelete(
      {
        title: `Excluir “${produto.nome}”`,
        description: 'Tem certeza que deseja excluir este produto?',
      },
      remove,
      produto.id,
      { sucesso: 'Produto excluído com sucesso!', erro: 'Erro ao excluir produto' },
    );

  const novoProduto = <AddButton onClick={() => setEditing({})}>Novo produto</AddButton>;

  let content;
  if (produtos.isPending) {
    content = <SkeletonRows count={5} />;
  } else if (produtos.isError) {
    content = <LoadError icon={Package} title="Não foi possível carregar os produtos" error={produtos.error} onRetry={produtos.refetch} />;
  } else if (todos.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={Package}
          title="Nenhum produto cadastrado"
          text="Cadastre seu primeiro produto para ele aparecer no seu catálogo."
          action={catalogo ? novoProduto : undefined}
        />
      </Card>
    );
  } else {
    content = (
      <>
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            value={busca}
            onChange={(event) => setBusca(event.target.value)}
            placeholder="Buscar por nome ou descrição"
            aria-label="Buscar produtos"
            className="sm:w-80"
          />
          <p className="text-sm text-slate-500" aria-live="polite">
            {termo
              ? `${encontrados.length} de ${todos.length} produtos`
              : `${todos.length} ${todos.length === 1 ? 'produto' : 'produtos'} · o catálogo segue esta ordem`}
          </p>
        </div>
        {encontrados.length === 0 ? (
          <Card>
            <NoResults
              title="Nenhum produto encontrado"
              text={`Nenhum produto com “${busca.trim()}” no nome ou na descrição.`}
              clear="Limpar busca"
              onClear={() => setBusca('')}
            />
          </Card>
        ) : (
          <ProdutoList
            produtos={encontrados}
            nomeCategoria={nomeCategoria}
            togglingId={toggle.isPending ? toggle.variables.id : undefined}
            esgotandoId={toggleEsgotado.isPending ? toggleEsgotado.variables.id : undefined}
            onToggleEsgotado={alternarEsgotado}
            {...(catalogo && { onEdit: (produto: Produto) => setEditing({ produto }), onToggle: alternar, onDelete: excluir })}
            onMove={termo || !catalogo ? undefined : mover}
          />
        )}
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title="Produtos"
        subtitle={
          catalogo
            ? 'Cadastre, edite e escolha o que aparece no seu catálogo.'
            : 'Marque como esgotado o que acabou: o catálogo mostra na hora.'
        }
        actions={
          catalogo && (
            <>
              <ProdutosPlanilha />
              {novoProduto}
            </>
          )
        }
      />
      {content}
      {editing && <ProdutoDialog produto={editing.produto} onClose={() => setEditing(undefined)} />}
      {confirmDialog}
    </section>
  );
}
