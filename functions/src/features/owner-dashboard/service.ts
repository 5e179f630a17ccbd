import { centsToReais, selosValidos, type ClienteFiel, type DashboardStats } from '@vitrine/shared';
import { mesDaAvaliacao, type AvaliacoesRepository } from '../../model/avaliacoes.js';
import type { ClientesRepository } from '../../model/clientes.js';
import { fidelidadeOf, type Lojista } from '../../model/lojistas.js';
import type { OwnerDashboardRepository } from './repository.js';

const CLIENTES_FIEIS = 5;

/**
 * The dashboard's figures, exact at any moment: the counters on the owner's record plus the
 * deltas still in its shards (model/contadores.ts), and the month's reviews' sums. 12 reads at any catalogue size and traffic.
 */
export function dashboardService({
  dashboard,
  clientes,
  avaliacoes,
  now,
}: {
  dashboard: OwnerDashboardRepository;
  clientes: Pick<ClientesRepository, 'listFieis'>;
  /** The month's reviews (issue 47): one read of their sums. */
  avaliacoes: Pick<AvaliacoesRepository, 'doMes'>;
  now: () => Date;
}) {
  /**
   * The loyalty card's top customers: read by their stamps' count (a few more than shown, since
   * some may have expired), then by the stamps that count now. None while the card is off.
   */
  async function clientesFieis(lojaId: string, lojista: Lojista): Promise<ClienteFiel[]> {
    const cartao = fidelidadeOf(lojista);
    if (!cartao.ativo) return [];
    const registros = await clientes.listFieis(lojaId, CLIENTES_FIEIS * 2);
    return registros
      .map((registro) => ({
        nome: registro.nome ?? '',
        telefone: registro.telefone_final ? `•••• ${registro.telefone_final}` : '',
        selos: selosValidos(registro.selos, cartao, now()).length,
      }))
      .filter(({ selos }) => selos > 0)
      .sort((a, b) => b.selos - a.selos)
      .slice(0, CLIENTES_FIEIS);
  }

  return {
    async stats(lojaId: string): Promise<DashboardStats> {
      const [{ lojista, totais }, avaliacoesDoMes] = await Promise.all([
        dashboard.read(lojaId),
        avaliacoes.doMes(lojaId, mesDaAvaliacao(now())),
      ]);
      return {
        total_produtos: lojista.total_produtos ?? 0,
        total_pedidos: totais.pedidos,
        valor_total_pedidos: centsToReais(totais.valor_centavos),
        total_pedidos_aceitos: totais.pedidos_aceitos,
        receita_total: centsToReais(totais.receita_centavos),
        visitas_app: lojista.visitas_app ?? 0,
        clientes_fieis: await clientesFieis(lojaId, lojista),
        avaliacoes_do_mes: avaliacoesDoMes,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
