import { formatTelefone } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { ChevronRight, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { AddButton } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { PageHeader } from '../../components/ui/PageHeader';
import { useFiados } from './api';
import { BarraDoLimite } from './BarraDoLimite';
import { FiadoDialog } from './FiadoDialog';

export const brl = (reais: number) => formatBRL(reaisToCents(reais));

/**
 * /fiado (issue 46; the owner, managers and attendants): the customers' tabs, most owed first, each
 * with its limit and a bar of how much is used; "Novo fiado" turns a phone's tab on; a tab opens its
 * statement.
 */
export function FiadoPage() {
  const fiados = useFiados();
  const [novo, setNovo] = useState(false);
  const botao = <AddButton onClick={() => setNovo(true)}>Novo fiado</AddButton>;
  const total = fiados.data?.clientes.reduce((soma, cliente) => soma + reaisToCents(cliente.saldo), 0) ?? 0;

  return (
    <section>
      <PageHeader
        title="Fiado"
        subtitle={
          fiados.isSuccess && fiados.data.clientes.length > 0
            ? `${formatBRL(total)} em aberto. Venda fiado no balcão ou na conta da mesa; receba os pagamentos aqui.`
            : 'O cliente de confiança compra agora e paga depois, até o limite que você der.'
        }
        actions={fiados.isSuccess && fiados.data.clientes.length > 0 ? botao : undefined}
      />
      <CardList
        query={fiados}
        items={(data) => data.clientes}
        grid="grid grid-cols-1 gap-3 lg:grid-cols-2"
        skeleton={<SkeletonCard lines={['h-5 w-1/2', 'h-2 w-full']} />}
        skeletons={3}
        icon={NotebookPen}
        errorTitle="Não foi possível carregar o fiado"
        empty={{
          title: 'Nenhum fiado ainda',
          text: 'Ligue o fiado de um cliente pelo telefone, com o limite que ele pode dever. Depois escolha "Fiado" ao receber no balcão ou na conta da mesa.',
          action: botao,
        }}
      >
        {(cliente) => (
          <li key={cliente.telefone}>
            <Link
              to={`/fiado/${cliente.telefone}`}
              className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              data-testid="fiado-cliente"
            >
              <Card className="space-y-3 transition-colors hover:bg-slate-50">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-semibold text-slate-900">{cliente.nome}</h2>
                    <p className="text-sm text-slate-500">{formatTelefone(cliente.telefone)}</p>
                  </div>
                  <div className="text-right">
                    <p className="font-semibold tabular-nums text-slate-900">{brl(cliente.saldo)}</p>
                    <p className="text-xs text-slate-500">em aberto</p>
                  </div>
                  <ChevronRight className="mt-1 size-5 shrink-0 text-slate-400" aria-hidden />
                </div>
                <BarraDoLimite saldo={cliente.saldo} limite={cliente.limite} />
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  {cliente.ativo ? (
                    <span>
                      Limite {brl(cliente.limite)} · disponível{' '}
                      <span className="font-medium text-slate-800">{brl(cliente.disponivel)}</span>
                    </span>
                  ) : (
                    <Badge variant="grey">Desligado: só recebe pagamentos</Badge>
                  )}
                  {cliente.saldo === 0 && <Badge variant="green">Quitado</Badge>}
                </div>
              </Card>
            </Link>
          </li>
        )}
      </CardList>
      {novo && <FiadoDialog onClose={() => setNovo(false)} />}
    </section>
  );
}
