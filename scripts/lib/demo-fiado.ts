import type { Firestore } from 'firebase-admin/firestore';
import { pedidoDeBalcaoSchema, reaisToCents, type FormaDeRecebimento } from '@vitrine/shared';
import { garcomRepository } from '../../functions/src/features/owner-garcom/repository.js';
import { garcomService } from '../../functions/src/features/owner-garcom/service.js';
import { fiadoService } from '../../functions/src/features/owner-fiado/service.js';
import { caixasRepository } from '../../functions/src/model/caixas.js';
import { fiadoRepository } from '../../functions/src/model/fiado.js';
import { uidDoDono } from '../../functions/src/model/lojistas.js';
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
    // Today: it lands on the owner's open till (demo-caixa.ts).
    pagamentos: [{ ha_dias: 0, valor: 99.8, forma: 'pix' as FormaDeRecebimento }],
  },
];

/**
 * The tabs turned on, and their counter orders sold "fiado" through the pad's own service (the
 * order, its kitchen ticket and the charge in one transaction), each on its day; a payment through
 * owner-fiado's, landing on the owner's open till (seeded before, demo-caixa.ts).
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
  const receber = fiadoService({ fiado, caixas: caixasRepository(db), runTransaction: servicos.runTransaction, now: servicos.now });
  const dono = { uid: uidDoDono(lojaId), nome: 'Beto Rocha' };
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
      await garcom.balcao(lojaId, corpo, dono.nome, undefined);
    }
    for (const pagamento of cliente.pagamentos) {
      agora = new Date(inicio - pagamento.ha_dias * DIA_MS);
      await receber.receber(lojaId, cliente.telefone, { valor: pagamento.valor, forma: pagamento.forma }, dono);
    }
  }
}
