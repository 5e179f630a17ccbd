import type { Firestore } from 'firebase-admin/firestore';
import { fecharCaixa, FORMAS_DE_RECEBIMENTO, porFormaZerado, type FormaDeRecebimento } from '@vitrine/shared';
import { caixasRepository, type LancamentoNoCaixa } from '../../functions/src/model/caixas.js';
import { uidDoDono } from '../../functions/src/model/lojistas.js';
import { createRunTransaction } from '../../functions/src/model/transaction.js';

const MINUTO_MS = 60_000;

type Lancado =
  | { minuto: number; forma: FormaDeRecebimento; valor: number; troco?: number; origem: LancamentoNoCaixa['origem'] }
  | { minuto: number; tipo: 'sangria' | 'suprimento'; valor: number; motivo: string };

/**
 * The demo pizzeria's till (issue 46): yesterday evening's, closed, with a payment of every form, a
 * suprimento, a sangria and R$ 0,50 missing from the drawer; and today's, open with R$ 100,00, which
 * the open table's payment lands on (demo-salao.ts). Minutes from the evening's opening; cents whole.
 */
export const DEMO_CAIXA_FECHADO = {
  valor_inicial: 15_000,
  duracao_minutos: 330,
  falta_no_dinheiro: 50,
  lancados: [
    { minuto: 65, forma: 'dinheiro', valor: 8_750, troco: 1_250, origem: { tipo: 'pedido', id: 'demo-balcao-1', descricao: 'Balcão' } },
    { minuto: 80, forma: 'pix', valor: 6_400, origem: { tipo: 'pedido', id: 'demo-balcao-2', descricao: 'Balcão' } },
    { minuto: 102, forma: 'cartao_credito', valor: 11_290, origem: { tipo: 'comanda', id: 'demo-mesa-3', descricao: 'Mesa 3' } },
    { minuto: 130, tipo: 'suprimento', valor: 5_000, motivo: 'Moedas para troco' },
    { minuto: 155, forma: 'cartao_debito', valor: 4_500, origem: { tipo: 'pedido', id: 'demo-entrega-1', descricao: 'Entrega' } },
    { minuto: 180, forma: 'vale', valor: 3_800, origem: { tipo: 'pedido', id: 'demo-balcao-3', descricao: 'Balcão' } },
    { minuto: 210, forma: 'dinheiro', valor: 5_800, origem: { tipo: 'comanda', id: 'demo-mesa-5', descricao: 'Mesa 5' } },
    { minuto: 255, tipo: 'sangria', valor: 20_000, motivo: 'Cofre' },
  ] as Lancado[],
  aberto: { ha_minutos: 180, valor_inicial: 10_000 },
};

export async function seedCaixas(db: Firestore, lojaId: string, nome: string, agora = new Date()): Promise<void> {
  const caixas = caixasRepository(db);
  const runTransaction = createRunTransaction(db);
  const operador = { uid: uidDoDono(lojaId), nome };
  const demo = DEMO_CAIXA_FECHADO;
  // Yesterday at about this hour, minus the evening: opened 30 hours ago.
  const abertura = new Date(agora.getTime() - 30 * 60 * MINUTO_MS);
  const em = (minuto: number) => new Date(abertura.getTime() + minuto * MINUTO_MS);

  const id = await runTransaction(async (tx) => caixas.abrir(tx, lojaId, operador, demo.valor_inicial, abertura));
  for (const lancado of demo.lancados) {
    await runTransaction(async (tx) => {
      const caixa = (await caixas.lerCaixaAberto(tx, lojaId, operador.uid))!;
      if ('motivo' in lancado)
        caixas.movimentoManual(tx, lojaId, id, {
          tipo: lancado.tipo,
          valor_centavos: lancado.valor,
          motivo: lancado.motivo,
          por: operador.uid,
          em: em(lancado.minuto),
        });
      else
        caixas.lancarNoCaixa(tx, lojaId, caixa, {
          forma: lancado.forma,
          valor_centavos: lancado.valor,
          troco_centavos: lancado.troco ?? 0,
          origem: lancado.origem,
          por: operador.uid,
          em: em(lancado.minuto),
        });
    });
  }
  await runTransaction(async (tx) => {
    const caixa = (await caixas.read(lojaId, id, tx))!;
    // Everything counted as expected but the drawer, short by the demo's R$ 0,50.
    const { esperado } = fecharCaixa(caixa.somas, porFormaZerado());
    const contado = porFormaZerado();
    for (const forma of FORMAS_DE_RECEBIMENTO) contado[forma] = esperado[forma];
    contado.dinheiro -= demo.falta_no_dinheiro;
    caixas.fechar(tx, lojaId, caixa, contado, nome, em(demo.duracao_minutos));
  });

  const hoje = new Date(agora.getTime() - demo.aberto.ha_minutos * MINUTO_MS);
  await runTransaction(async (tx) => caixas.abrir(tx, lojaId, operador, demo.aberto.valor_inicial, hoje));
}
