import { formatTelefone, type AdminLojista, type LojistaStatus } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { Ban, CircleCheck, Download, ExternalLink, Mail, Pencil, Phone, Store, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { EmptyState, NoResults } from '../../components/ui/EmptyState';
import { SearchInput, Select } from '../../components/ui/Input';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonRows } from '../../components/ui/Skeleton';
import { TBody, TD, TH, THead, TR, Table } from '../../components/ui/Table';
import { toast, toastError } from '../../components/ui/toast';
import { LoadError } from '../../components/ui/LoadError';
import { usePlanos } from '../admin-planos/api';
import { useLojistas, useSetLojistaStatus } from './api';
import { downloadCsv, lojistasCsv, nomeArquivo } from './csv';
import { ExcluirLojista } from './ExcluirLojista';
import { LojistaDialog } from './LojistaDialog';
import { statusInfo } from './status';

type Filtro = 'todos' | LojistaStatus;

const FILTROS: Array<{ value: Filtro; label: string }> = [
  { value: 'todos', label: 'Todos os status' },
  { value: 'ativo', label: 'Ativos' },
  { value: 'inativo', label: 'Inativos' },
  { value: 'suspenso', label: 'Suspensos' },
];

/** /admin/lojistas: every merchant, searched and filtered on the client, with edit, suspend and export. */
export function LojistasPage() {
  const lojistas = useLojistas();
  // Loaded now so the edit modal's plan select is ready the moment it opens.
  usePlanos();
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<Filtro>('todos');
  const [editing, setEditing] = useState<AdminLojista>();

  const todos = lojistas.data ?? [];
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  const filtrados = todos.filter(
    (lojista) =>
      (filtro === 'todos' || lojista.status === filtro) &&
      (lojista.nome.toLocaleLowerCase('pt-BR').includes(termo) || lojista.email.toLocaleLowerCase('pt-BR').includes(termo)),
  );

  function limparFiltros() {
    setBusca('');
    setFiltro('todos');
  }

  let content;
  if (lojistas.isPending) {
    content = <SkeletonRows count={5} />;
  } else if (lojistas.isError) {
    content = <LoadError title="Não foi possível carregar os lojistas" error={lojistas.error} onRetry={lojistas.refetch} />;
  } else if (todos.length === 0) {
    content = (
      <Card>
        <EmptyState icon={Users} title="Nenhum lojista cadastrado" text="Os lojistas aparecem aqui depois do primeiro login com Google." />
      </Card>
    );
  } else if (filtrados.length === 0) {
    content = (
      <Card>
        <NoResults
          title="Nenhum lojista encontrado"
          text="Nenhum lojista corresponde à busca e ao status escolhidos."
          clear="Limpar filtros"
          onClear={limparFiltros}
        />
      </Card>
    );
  } else {
    content = (
      <>
        {/* Large screens: a table that fits its card (a laptop's 1280 px included). Phones and tablets: one card per merchant. */}
        <div className="hidden xl:block">
          <Table fit>
            <THead>
              <tr>
                <TH>Lojista</TH>
                <TH>Contato</TH>
                <TH>Status</TH>
                <TH>Plano</TH>
                <TH>Métricas</TH>
                <TH className="text-right">Ações</TH>
              </tr>
            </THead>
            <TBody>
              {filtrados.map((lojista) => (
                <TR key={lojista.id}>
                  <TD>
                    <p className="font-medium break-words text-slate-900">{lojista.nome}</p>
                    <div className="mt-1 max-w-56">
                      <Loja lojista={lojista} />
                    </div>
                    <p className="max-w-28 truncate font-mono text-xs text-slate-500" title={lojista.id}>
                      ID: {lojista.id}
                    </p>
                  </TD>
                  <TD>
                    {/* Long e-mails truncate (full text on hover) instead of pushing Ações off screen. */}
                    <div className="max-w-56">
                      <Contato lojista={lojista} />
                    </div>
                  </TD>
                  <TD>
                    <StatusBadge status={lojista.status} />
                  </TD>
                  <TD>
                    <Plano lojista={lojista} />
                  </TD>
                  <TD>
                    <Metricas lojista={lojista} />
                  </TD>
                  <TD>
                    <div className="flex flex-wrap justify-end gap-1">
                      <Acoes lojista={lojista} onEdit={() => setEditing(lojista)} compact />
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:hidden">
          {filtrados.map((lojista) => (
            <li key={lojista.id}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold text-slate-900">{lojista.nome}</h2>
                    <p className="truncate font-mono text-xs text-slate-500">ID: {lojista.id}</p>
                  </div>
                  <StatusBadge status={lojista.status} />
                </div>
                <Loja lojista={lojista} />
                <Contato lojista={lojista} />
                <div className="flex justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
                  <Plano lojista={lojista} />
                  <div className="text-right">
                    <Metricas lojista={lojista} />
                  </div>
                </div>
                <div className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-3">
                  <Acoes lojista={lojista} onEdit={() => setEditing(lojista)} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title="Gerenciar lojistas"
        subtitle="Visualize e gerencie todos os lojistas da plataforma"
        actions={
          <Button variant="secondary" disabled={filtrados.length === 0} onClick={() => downloadCsv(lojistasCsv(filtrados), nomeArquivo())}>
            <Download className="size-4" aria-hidden />
            Exportar
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            value={busca}
            onChange={(event) => setBusca(event.target.value)}
            placeholder="Buscar por nome ou e-mail..."
            aria-label="Buscar lojistas por nome ou e-mail"
            className="flex-1"
          />
          <Select
            value={filtro}
            onChange={(event) => setFiltro(event.target.value as Filtro)}
            aria-label="Filtrar por status"
            className="sm:w-52"
          >
            {FILTROS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <p className="mt-3 text-sm text-slate-500" aria-live="polite">
          {filtrados.length} de {todos.length} lojistas
        </p>
      </Card>
      {content}
      {editing && <LojistaDialog lojista={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function StatusBadge({ status }: { status: AdminLojista['status'] }) {
  const { label, badge } = statusInfo(status);
  return <Badge variant={badge}>{label}</Badge>;
}

/** The shop beside its owner: its name as customers see it, and its link (a new tab). */
function Loja({ lojista }: { lojista: AdminLojista }) {
  const url = window.location.origin + lojista.catalogo;
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      <p className="flex items-center gap-1.5 text-slate-700">
        <Store className="size-4 shrink-0 text-slate-400" aria-hidden />
        {lojista.nome_loja ? (
          <span className="min-w-0 truncate" title={lojista.nome_loja}>
            {lojista.nome_loja}
          </span>
        ) : (
          <span className="text-slate-500 italic">Loja ainda sem nome</span>
        )}
        {lojista.conta_id && (
          <Badge variant="blue" title="Outra loja da mesma conta: usa o plano da conta">
            Filial
          </Badge>
        )}
      </p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        title={url}
        className="block truncate pl-5.5 text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {lojista.catalogo}
      </a>
    </div>
  );
}

function Contato({ lojista }: { lojista: AdminLojista }) {
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      <p className="flex items-center gap-1.5 text-slate-700">
        <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
        <span className="min-w-0 truncate" title={lojista.email}>
          {lojista.email}
        </span>
      </p>
      <p className="flex items-center gap-1.5 text-slate-500">
        <Phone className="size-4 shrink-0 text-slate-400" aria-hidden />
        {lojista.telefone_whatsapp ? formatTelefone(lojista.telefone_whatsapp) : <span className="italic">WhatsApp não configurado</span>}
      </p>
    </div>
  );
}

// The server already defaults the plan name ('Básico') and the counters (0).
function Plano({ lojista }: { lojista: AdminLojista }) {
  return <p className="text-sm font-medium text-slate-900">{lojista.plano_nome}</p>;
}

function Metricas({ lojista }: { lojista: AdminLojista }) {
  return (
    <div className="text-sm whitespace-nowrap text-slate-700">
      <p>{plural(lojista.total_produtos, 'produto', 'produtos')}</p>
      <p>{plural(lojista.total_pedidos, 'pedido', 'pedidos')}</p>
    </div>
  );
}

/**
 * Editar, Suspender (ativo → suspenso) or Ativar (anything else → ativo), Ver Catálogo, Excluir. `compact`
 * (the table) shows Editar, Ver Catálogo and Excluir as icons with a tooltip so the row fits a laptop screen;
 * the status change keeps its word, since it is the one that takes a shop down.
 */
function Acoes({ lojista, onEdit, compact }: { lojista: AdminLojista; onEdit: () => void; compact?: boolean }) {
  const setStatus = useSetLojistaStatus();
  const [confirm, confirmDialog] = useConfirm();
  const novo: LojistaStatus = lojista.status === 'ativo' ? 'suspenso' : 'ativo';
  const acao = novo === 'ativo' ? 'Ativar' : 'Suspender';

  async function alternarStatus() {
    // Suspending takes a shop off the air at once: the admin confirms, with the shop named. Reactivating needs no second thought.
    if (
      novo === 'suspenso' &&
      !(await confirm({
        title: `Suspender “${lojista.nome}”?`,
        description:
          'O catálogo desta loja sai do ar para os clientes: ninguém consegue abrir o link nem fazer pedidos até você reativá-la. O lojista continua entrando no painel e vê um aviso da suspensão.',
        confirmLabel: 'Suspender loja',
        danger: true,
      }))
    ) {
      return;
    }
    setStatus.mutate(
      { id: lojista.id, status: novo },
      {
        onSuccess: () => toast.success(`Status do lojista atualizado para ${novo}`),
        onError: toastError('Erro ao atualizar status do lojista'),
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar ${lojista.nome}`} title={compact ? 'Editar' : undefined}>
        <Pencil className="size-4" aria-hidden />
        {!compact && 'Editar'}
      </Button>
      <Button variant="ghost" size="sm" onClick={alternarStatus} disabled={setStatus.isPending} aria-label={`${acao} ${lojista.nome}`}>
        {novo === 'ativo' ? (
          <CircleCheck className="size-4 text-emerald-600" aria-hidden />
        ) : (
          <Ban className="size-4 text-amber-600" aria-hidden />
        )}
        {acao}
      </Button>
      <a
        href={lojista.catalogo}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Ver Catálogo de ${lojista.nome} (abre em nova aba)`}
        title={compact ? 'Ver Catálogo' : undefined}
        className="inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ExternalLink className="size-4" aria-hidden />
        {!compact && 'Ver Catálogo'}
      </a>
      <ExcluirLojista lojista={lojista} compact={compact} />
      {confirmDialog}
    </>
  );
}
