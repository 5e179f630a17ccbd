import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { fiadoRepository } from '../../functions/src/model/fiado.js';
import { rodadaSchema } from '@vitrine/shared';
import { comandasDaLojaRepository } from '../../functions/src/features/owner-comandas/repository.js';
import { comandasService } from '../../functions/src/features/owner-comandas/service.js';
import { pedidosNovosRepository } from '../../functions/src/model/pedidos-novos.js';
import { publicRodadaService } from '../../functions/src/features/public-pedido/rodada-service.js';
import { catalogosRepository } from '../../functions/src/model/catalogos.js';
import { clientesRepository } from '../../functions/src/model/clientes.js';
import { caixasRepository } from '../../functions/src/model/caixas.js';
import { comandasRepository } from '../../functions/src/model/comandas.js';
import { cuponsRepository } from '../../functions/src/model/cupons.js';
import { efeitosDoPedido } from '../../functions/src/model/efeitos-do-pedido.js';
import { estoquesRepository } from '../../functions/src/model/estoque.js';
import { lojistasRepository, uidDoDono } from '../../functions/src/model/lojistas.js';
import { mesasCollection, mesasRepository } from '../../functions/src/model/mesas.js';
import { pedidosPorMinutoRepository } from '../../functions/src/model/pedidos-por-minuto.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { createCatalogoPublisher } from '../../functions/src/model/publish.js';
import { createRunTransaction } from '../../functions/src/model/transaction.js';

const MINUTO_MS = 60_000;

/** The demo's open table: its name, and its rounds and payment, minutes before the seed ran. */
export const DEMO_MESA_ABERTA = {
  mesa: 'Mesa 7',
  /** [minutes ago, lines as (index of the shop's products in their order, quantity, the pizza's flavours)]. */
  rodadas: [
    { ha_minutos: 42, nome: 'Júlia', linhas: [{ produto: 0, quantidade: 1, sabores: ['Calabresa', 'Marguerita'] }] },
    { ha_minutos: 18, nome: 'Júlia', linhas: [{ produto: 0, quantidade: 1, sabores: ['Quatro queijos'] }] },
  ],
  pagamento: { ha_minutos: 5, forma: 'pix' as const, valor: 50 },
};

/** A demo line as an order's body names it: the shop's product `produto` (by its order), with its flavours picked by name. */
export function linhaDaDemo(
  produtos: QueryDocumentSnapshot[],
  { produto, quantidade, sabores }: { produto: number; quantidade: number; sabores: string[] },
) {
  const doc = produtos[produto]!;
  const grupos = (doc.get('opcoes') ?? []) as { id: string; itens: { id: string; nome: string }[] }[];
  const escolhidos = grupos[0] ? grupos[0].itens.filter((item) => sabores.includes(item.nome)).map((item) => item.id) : [];
  return { id: doc.id, quantidade, ...(grupos[0] && { opcoes: [{ grupo: grupos[0].id, itens: escolhidos }] }) };
}

/**
 * What the demo's flows move orders with, as app.ts builds it, on the seed's clock `now`: one
 * transaction runner, the catalogue's publisher, the repositories and the order's effects (stock,
 * coupons, the customer's record, the bill), so a demo order counts exactly as a real one
 * (demo-salao.ts, demo-entregadores.ts, demo-fiado.ts).
 */
export function servicosDaDemo(db: Firestore, now: () => Date = () => new Date()) {
  const runTransaction = createRunTransaction(db);
  const publisher = createCatalogoPublisher(db);
  const clientes = clientesRepository(db);
  const comandas = comandasRepository(db);
  const cupons = cuponsRepository(db);
  const mesas = mesasRepository(db);
  const lojistas = lojistasRepository(db);
  const efeitos = efeitosDoPedido({ db, estoques: estoquesRepository(db), cupons, clientes, lojistas, publisher, comandas });
  return { runTransaction, publisher, clientes, comandas, cupons, mesas, lojistas, efeitos, now };
}

/**
 * The demo pizzeria's room at a glance (issue 44): one table with an open bill of two rounds and a
 * partial payment, made through the same services the table's phone and the staff use (the rounds'
 * effects, the bill's sums, the kitchen's orders), each at its own minute so the room reads as an
 * evening under way.
 */
export async function seedMesaAberta(db: Firestore, slug: string, lojaId: string): Promise<{ comandaId: string }> {
  const mesaDoc = (await mesasCollection(db, lojaId).where('nome', '==', DEMO_MESA_ABERTA.mesa).limit(1).get()).docs[0];
  if (!mesaDoc) throw new Error(`demo: ${DEMO_MESA_ABERTA.mesa} não existe`);
  const produtos = (await produtosCollection(db, lojaId).orderBy('ordem').get()).docs;

  let agora = new Date();
  const now = () => agora;
  const inicio = Date.now();
  const { runTransaction, publisher, clientes, comandas, mesas, efeitos } = servicosDaDemo(db, now);
  const rodadas = publicRodadaService({
    pedidos: pedidosNovosRepository(db, pedidosPorMinutoRepository(db)),
    clientes,
    mesas,
    comandas,
    efeitos,
    catalogos: catalogosRepository(db),
    runTransaction,
    publisher,
    now,
  });

  let comandaId = '';
  for (const rodada of DEMO_MESA_ABERTA.rodadas) {
    agora = new Date(inicio - rodada.ha_minutos * MINUTO_MS);
    const produtosDaRodada = rodada.linhas.map((linha) => linhaDaDemo(produtos, linha));
    // The body a table's phone sends, read by its schema as the route reads it.
    const corpo = rodadaSchema.parse({ produtos: produtosDaRodada, cliente: { nome: rodada.nome } });
    const criada = await rodadas.create({ slug }, mesaDoc.id, mesaDoc.get('codigo') as string, corpo, undefined);
    comandaId = criada.comanda_id;
  }

  agora = new Date(inicio - DEMO_MESA_ABERTA.pagamento.ha_minutos * MINUTO_MS);
  const { forma, valor } = DEMO_MESA_ABERTA.pagamento;
  await comandasService({
    comandas,
    cupons: cuponsRepository(db),
    rodadas: comandasDaLojaRepository(db),
    mesas,
    caixas: caixasRepository(db),
    efeitos,
    fiado: fiadoRepository(db),
    runTransaction,
    now,
    // The owner's uid is the shop's id (model/lojistas.ts); their till is open (demo-caixa.ts), so the payment lands on it.
  }).pagar(lojaId, comandaId, { forma, valor }, { uid: uidDoDono(lojaId), nome: 'Beto Rocha' });
  return { comandaId };
}
