import { formatBRL, precoDeLista, reaisToCents, resumoDaVariacao, type Produto } from '@vitrine/shared';
import { Eye, EyeOff, GripVertical, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { MoveButtons } from '../../components/ui/MoveButtons';
import { Switch } from '../../components/ui/Switch';
import { TBody, TD, TH, THead, TR, Table } from '../../components/ui/Table';
import { cn } from '../../lib/cn';
import { useDragReorder } from '../../lib/reorder';
import { estoqueDaLista, gradeEsgotada } from './lista';

export interface ProdutoListProps {
  produtos: Produto[];
  nomeCategoria: (id: string | null) => string | null;
  /** The product whose 'Ocultar'/'Mostrar' is on its way to the server. */
  togglingId?: string;
  /** The product whose 'Esgotado' is on its way to the server. */
  esgotandoId?: string;
  /** Edit, hide/show and delete (onEdit, onToggle, onDelete): absent for a role that may change only Esgotado (the counter). */
  onEdit?: (produto: Produto) => void;
  onToggle?: (produto: Produto) => void;
  onToggleEsgotado: (produto: Produto) => void;
  onDelete?: (produto: Produto) => void;
  /** Moves a product in the owner's order; none while the list is filtered (a filtered list has no order of its own to change). */
  onMove?: (from: number, to: number) => void;
}

/**
 * The product table from `xl` up; below it, one card per product: beside the 288 px menu a 1024 px
 * screen leaves the table 670 px, where its five columns do not fit (1280 px leaves 926).
 */
export function ProdutoList(props: ProdutoListProps) {
  const { produtos, nomeCategoria, onMove } = props;
  const drag = useDragReorder((from, to) => onMove?.(from, to));
  const dragProps = (index: number) => (onMove ? drag.itemProps(index) : {});
  const dropStyle = (index: number) => drag.itemClass(index, 'outline-2 -outline-offset-2 outline-brand-500');

  return (
    <>
      {/*
        Five columns, so a 1280 px screen beside the menu shows every row's actions: the category under
        the name (as on the card), the status with the stock's badges. `fit`: a long value wraps, the
        table never scrolls sideways and hides the actions past the card's edge. The product column
        takes what the others leave (w-full with max-w-0: its name truncates instead of widening the table).
      */}
      <div className="hidden xl:block">
        <Table fit>
          <THead>
            <tr>
              {onMove && (
                <TH className="w-px">
                  <span className="sr-only">Ordem</span>
                </TH>
              )}
              <TH>Produto</TH>
              <TH>Preço</TH>
              <TH>Situação</TH>
              {props.onEdit && <TH className="text-right">Ações</TH>}
            </tr>
          </THead>
          <TBody>
            {produtos.map((produto, index) => (
              <TR key={produto.id} {...dragProps(index)} className={dropStyle(index)}>
                {onMove && (
                  <TD className="pr-0">
                    <div className="flex items-center">
                      <GripVertical className="size-4 shrink-0 cursor-grab text-slate-400" aria-hidden />
                      <MoveButtons nome={produto.nome} index={index} count={produtos.length} onMove={onMove} />
                    </div>
                  </TD>
                )}
                <TD className="w-full max-w-0">
                  <div className="flex items-center gap-3">
                    <Thumbnail url={produto.imagem_url} className="size-11" />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900" title={produto.nome}>
                        {produto.nome}
                      </p>
                      <p className="truncate text-xs">
                        <CategoriaName nome={nomeCategoria(produto.categoria_id)} />
                      </p>
                    </div>
                  </div>
                </TD>
                <TD>
                  <Preco produto={produto} stacked />
                </TD>
                <TD>
                  <div className="w-48 space-y-2">
                    <EstoqueBadges produto={produto}>
                      <StatusBadge ativo={produto.ativo} />
                    </EstoqueBadges>
                    <EsgotadoSwitch {...props} produto={produto} />
                  </div>
                </TD>
                {props.onEdit && (
                  <TD>
                    <Actions {...props} produto={produto} compact className="justify-end" />
                  </TD>
                )}
              </TR>
            ))}
          </TBody>
        </Table>
      </div>

      {/* grid-cols-1 is minmax(0, 1fr): a long name truncates inside its card instead of widening the page past the phone. */}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
        {produtos.map((produto, index) => (
          <li key={produto.id} {...dragProps(index)} className={cn('rounded-2xl', dropStyle(index))}>
            <Card className="max-sm:p-4">
              <div className="flex gap-3">
                <Thumbnail url={produto.imagem_url} className="size-16" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900" title={produto.nome}>
                    {produto.nome}
                  </p>
                  <Preco produto={produto} className="mt-0.5" />
                  <p className="mt-0.5 truncate text-sm">
                    <CategoriaName nome={nomeCategoria(produto.categoria_id)} />
                  </p>
                </div>
                {/* Up and down stacked at the card's edge, beside the picture: the actions' row below keeps its words on a 360 px phone. */}
                {onMove && (
                  <MoveButtons
                    nome={produto.nome}
                    index={index}
                    count={produtos.length}
                    onMove={onMove}
                    className="-my-1.5 -mr-2 shrink-0 flex-col"
                  />
                )}
              </div>
              <EstoqueBadges produto={produto} className="mt-3">
                <StatusBadge ativo={produto.ativo} />
              </EstoqueBadges>
              <EsgotadoSwitch {...props} produto={produto} className="mt-3" />
              <div className="-mx-1 mt-3 -mb-1 border-t border-slate-100 pt-2">
                <Actions {...props} produto={produto} />
              </div>
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

/**
 * The lowest price a customer can pay, as the catalogue's card says it ("a partir de" when choices
 * change it: a pizza priced by its flavours shows its cheapest one, never its base of R$ 0,00); in
 * promotion, the old one struck through before it (`stacked`: above it, for a narrow column).
 */
function Preco({ produto, stacked, className }: { produto: Produto; stacked?: boolean; className?: string }) {
  const { preco, promocional, variavel } = precoDeLista(produto);
  const porKg = produto.unidade === 'kg' ? '/kg' : '';
  return (
    <p className={cn('tabular-nums', stacked && 'whitespace-nowrap', className)}>
      {promocional !== null && (
        <>
          <s className={cn('text-sm text-slate-500', stacked ? 'block' : 'mr-1.5')}>{formatBRL(reaisToCents(preco))}</s>
          <span className="sr-only">por </span>
        </>
      )}
      {variavel && <span className={cn('text-sm text-slate-500', stacked ? 'block' : 'mr-1')}>a partir de</span>}
      <span className="font-semibold text-slate-900">
        {formatBRL(reaisToCents(promocional ?? preco))}
        {porKg}
      </span>
    </p>
  );
}

/**
 * What the owner checks at a glance: sold out, units (or weight, or a grade's sum) left, the grade's
 * values, in promotion, featured; after `children` (the card's status), or a dash when none.
 */
function EstoqueBadges({ produto, className, children }: { produto: Produto; className?: string; children?: ReactNode }) {
  const estoque = estoqueDaLista(produto);
  const esgotado = produto.esgotado || Boolean(estoque?.zerado) || gradeEsgotada(produto);
  const grade = resumoDaVariacao(produto.variacoes);
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {children}
      {esgotado && <Badge variant="red">Esgotado</Badge>}
      {estoque && <Badge variant={estoque.zerado ? 'red' : 'grey'}>Estoque: {estoque.texto}</Badge>}
      {grade && (
        // Up to 60 characters of values: cut to the card's width rather than widen it.
        <Badge variant="grey" className="block max-w-full truncate" title={grade}>
          Grade: {grade}
        </Badge>
      )}
      {produto.preco_promocional !== null && <Badge variant="blue">Promoção</Badge>}
      {produto.destaque && <Badge variant="yellow">Destaque</Badge>}
      {!children && !esgotado && !estoque && !grade && produto.preco_promocional === null && !produto.destaque && (
        <span className="text-sm text-slate-400">—</span>
      )}
    </div>
  );
}

/** One tap: the product stays in the catalogue, marked "Esgotado", and cannot be ordered. */
function EsgotadoSwitch({
  produto,
  esgotandoId,
  onToggleEsgotado,
  className,
}: ProdutoListProps & { produto: Produto; className?: string }) {
  return (
    <Switch
      // The product's name only in the accessible name: as text in the row it would be a second match for the name.
      label="Esgotado"
      aria-label={`Esgotado: ${produto.nome}`}
      checked={produto.esgotado}
      disabled={esgotandoId === produto.id}
      onChange={() => onToggleEsgotado(produto)}
      className={className}
    />
  );
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
  if (!onEdit || !onToggle || !onDelete) return null;
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
      <Button variant="ghost" size="sm" onClick={() => onDelete(produto)} aria-label={`Excluir ${produto.nome}`} title="Excluir">
        <Trash2 className="size-4 text-red-600" aria-hidden />
        {!compact && <span className="max-sm:sr-only">Excluir</span>}
      </Button>
    </div>
  );
}
