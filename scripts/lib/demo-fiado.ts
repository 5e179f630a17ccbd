import type { Firestore } from 'firebase-admin/firestore';
import { pedidoDeBalcaoSchema, reaisToCents, type FormaDeRecebimento } from '@vitrine/shared';
import { garcomRepository } from '../../functions/src/features/owner-garcom/repository.js';
import { garcomService } from '../../functions/src/features/owner-garcom/service.js';
import { descricaoDoPagamento, fiadoRepository } from '../../functions/src/model/fiado.js';
import { pedidosNovosRepository } from '../../functions/src/model/pedidos-novos.js';
import { pedidosPorMinutoRepository } from '../../functions/src/model/pedidos-por-minuto.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { linhaDaDemo, servicosDaDemo } from './demo-salao.js';

const DIA_MS = 24 * 60 * 60_000;

/**
 * The demo pizzeria's two customers with a tab (issue 46): Dona Cida owes most of her limit (the
 * list's bar near full), Seu Jorge bought and paid it all. [days ago, the counter order's lines as
 * in demo-salao.ts; a payment's amount and method].
 */
export const DEMO_FIADOS = [
  {
    telefone: '5511987650101',
    nome: 'Dona Cida',
    limite: 250,
    compras: [
      { ha_dias: 9, linhas: [{ produto: 0, quantidade: 2, sabores: ['Quatro queijos'] }] },
      { ha_dias: 3, linhas: [{ produto: 0, quantidade: 2, sabores: ['Marguerita'] }] },
    ],
    pagamentos: [] as { ha_dias: number; valor: number; forma: FormaDeRecebimento }[],
  },
  {
    telefone: '5511987650202',
    nome: 'Seu Jorge',
    limite: 150,
    compras: [{ ha_dias: 6, linhas: [{ produto: 0, quantidade: 2, sabores: ['Portuguesa'] }] }],
    pagamentos: [{ ha_dias: 2, valor: 99.8, forma: 'pix' as FormaDeRecebimento }],
  },
];

/**
 * The tabs turned on, and their counter orders sold "fiado" through the pad's own service (the
 * order, its kitchen ticket and the charge in one transaction), each on its day. The payments are
 * written on the tab alone: the demo's till is the branch caixa's closed day, not these days.
 */
export async function seedFiados(db: Firestore, lojaId: string) {
  let agora = new Date();
  const inicio = agora.getTime();
  const servicos = servicosDaDemo(db, () => agora);
  const fiado = fiadoRepository(db);
  const garcom = garcomService({
    ...servicos,
    pedidos: pedidosNovosRepository(db, pedidosPorMinutoRepository(db)),
    garcom: garcomRepository(db),
    fiado,
  });
  const produtos = (await produtosCollection(db, lojaId).orderBy('ordem').get()).docs;

  for (const cliente of DEMO_FIADOS) {
    const dias = [...cliente.compras.map((compra) => compra.ha_dias), ...cliente.pagamentos.map((pagamento) => pagamento.ha_dias)];
    agora = new Date(inicio - (Math.max(...dias) + 1) * DIA_MS);
    await fiado.save(lojaId, cliente.telefone, { nome: cliente.nome, limite_centavos: reaisToCents(cliente.limite) }, agora);
    for (const compra of cliente.compras) {
      agora = new Date(inicio - compra.ha_dias * DIA_MS);
      const corpo = pedidoDeBalcaoSchema.parse({
        cliente: { nome: cliente.nome },
        consumo: 'retirada',
        produtos: compra.linhas.map((linha) => linhaDaDemo(produtos, linha)),
        fiado: { telefone: cliente.telefone },
      });
      await garcom.balcao(lojaId, corpo, 'Beto Rocha', undefined);
    }
    for (const pagamento of cliente.pagamentos) {
      agora = new Date(inicio - pagamento.ha_dias * DIA_MS);
      await servicos.runTransaction(async (tx) => {
        const tab = await fiado.readNaTransacao(tx, lojaId, cliente.telefone);
        fiado.receber(tx, lojaId, tab!, {
          valor_centavos: reaisToCents(pagamento.valor),
          forma: pagamento.forma,
          descricao: descricaoDoPagamento(pagamento.forma),
          por: 'Beto Rocha',
          em: agora,
        })();
      });
    }
  }
}
