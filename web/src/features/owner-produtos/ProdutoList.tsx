import { formatBRL, reaisToCents, type Produto } from '@vitrine/shared';
import { Eye, EyeOff, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TBody, TD, TH, THead, TR, Table } from '../../components/ui/Table';
import { cn } from '../../lib/cn';

export interface ProdutoListProps {
  produtos: Produto[];
  nomeCategoria: (id: string | null) => string | null;
  /** The product whose 'Ocultar'/'Mostrar' is on its way to the server. */
  togglingId?: string;
  onEdit: (produto: Produto) => void;
  onToggle: (produto: Produto) => void;
  onDelete: (produto: Produto) => void;
}

/** The product table from `lg` up; below it, one card per product (five columns do not fit a phone). */
export function ProdutoList(props: ProdutoListProps) {
  const { produtos, nomeCategoria } = props;
  return (
    <>
      <div className="hidden lg:block">
        <Table>
          <THead>
            <tr>
              <TH>Produto</TH>
              <TH>Categoria</TH>
              <TH>Preço</TH>
              <TH>Status</TH>
              <TH className="text-right">Ações</TH>
            </tr>
          </THead>
          <TBody>
            {produtos.map((produto) => (
              <TR key={produto.id}>
                <TD>
                  <div className="flex items-center gap-3">
                    <Thumbnail url={produto.imagem_url} className="size-11" />
                    <div className="max-w-64 min-w-0">
                      <p className="truncate font-medium text-slate-900">{produto.nome}</p>
                      {produto.descricao && <p className="truncate text-xs text-slate-500">{produto.descricao}</p>}
                    </div>
                  </div>
                </TD>
                <TD>
                  <CategoriaName nome={nomeCategoria(produto.categoria_id)} />
                </TD>
                <TD className="font-medium text-slate-900 tabular-nums">{formatBRL(reaisToCents(produto.preco))}</TD>
                <TD>
                  <StatusBadge ativo={produto.ativo} />
                </TD>
                <TD>
                  <Actions {...props} produto={produto} compact className="justify-end" />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>

      {/* grid-cols-1 is minmax(0, 1fr): a long name truncates inside its card instead of widening the page past the phone. */}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden">
        {produtos.map((produto) => (
          <li key={produto.id}>
            <Card>
              <div className="flex gap-3">
                <Thumbnail url={produto.imagem_url} className="size-16" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <p className="min-w-0 truncate font-semibold text-slate-900" title={produto.nome}>
                      {produto.nome}
                    </p>
                    <StatusBadge ativo={produto.ativo} />
                  </div>
                  <p className="mt-0.5 font-semibold break-words text-slate-900 tabular-nums">{formatBRL(reaisToCents(produto.preco))}</p>
                  <p className="mt-0.5 truncate text-sm">
                    <CategoriaName nome={nomeCategoria(produto.categoria_id)} />
                  </p>
                </div>
              </div>
              <Actions {...props} produto={produto} className="-mx-1 mt-3 -mb-1 border-t border-slate-100 pt-2" />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function Thumbnail({ url, className }: { url: string; className: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={cn('shrink-0 rounded-lg border border-slate-200 object-cover', className)} />
  ) : (
    <span className={cn('flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400', className)}>
      <ImageIcon className="size-5" aria-hidden />
    </span>
  );
}

function CategoriaName({ nome }: { nome: string | null }) {
  return nome ? <span className="text-slate-700">{nome}</span> : <span className="text-slate-400">Sem categoria</span>;
}

function StatusBadge({ ativo }: { ativo: boolean }) {
  return <Badge variant={ativo ? 'green' : 'grey'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}

/** Edit, hide/show, delete; `compact` (the table) keeps only the toggle's word, the others are icons with a tooltip. */
function Actions({
  produto,
  togglingId,
  onEdit,
  onToggle,
  onDelete,
  compact,
  className,
}: ProdutoListProps & { produto: Produto; compact?: boolean; className?: string }) {
  return (
    <div className={cn('flex gap-1', className)}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(produto)}
        aria-label={`Editar ${produto.nome}`}
        title={compact ? 'Editar' : undefined}
      >
        <Pencil className="size-4" aria-hidden />
        {!compact && 'Editar'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={togglingId === produto.id}
        onClick={() => onToggle(produto)}
        aria-label={`${produto.ativo ? 'Ocultar' : 'Mostrar'} ${produto.nome}`}
      >
        {produto.ativo ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        {produto.ativo ? 'Ocultar' : 'Mostrar'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(produto)}
        aria-label={`Excluir ${produto.nome}`}
        title={compact ? 'Excluir' : undefined}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden />
        {!compact && 'Excluir'}
      </Button>
    </div>
  );
}
