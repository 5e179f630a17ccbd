import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { pedidoSchema, type PedidoParsed } from '@vitrine/shared';
import { ownerEntregadoresRepository } from '../../functions/src/features/owner-entregadores/repository.js';
import { ownerEntregadoresService } from '../../functions/src/features/owner-entregadores/service.js';
import { ownerEntregasRepository } from '../../functions/src/features/owner-entregas/repository.js';
import { ownerEntregasService } from '../../functions/src/features/owner-entregas/service.js';
import { ownerPedidosRepository } from '../../functions/src/features/owner-pedidos/repository.js';
import { ownerPedidosService } from '../../functions/src/features/owner-pedidos/service.js';
import { publicPedidoService } from '../../functions/src/features/public-pedido/service.js';
import { atividadesRepository } from '../../functions/src/model/atividades.js';
import { bloqueiosRepository } from '../../functions/src/model/bloqueios.js';
import { caixasRepository } from '../../functions/src/model/caixas.js';
import { catalogosRepository } from '../../functions/src/model/catalogos.js';
import { lojistaDoc } from '../../functions/src/model/lojistas.js';
import { membroPorEmailDoc, membrosCollection } from '../../functions/src/model/membros.js';
import { notificacoesDoClienteRepository } from '../../functions/src/model/notificacoes-do-cliente.js';
import { pedidosNovosRepository } from '../../functions/src/model/pedidos-novos.js';
import { pedidosPorMinutoRepository } from '../../functions/src/model/pedidos-por-minuto.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { signInWithIdp } from './auth-emulator.js';
import { servicosDaDemo } from './demo-salao.js';

const MINUTO_MS = 60_000;

/** The demo pizzeria's drivers: their Google accounts (the Auth emulator's) and the deliveries each made today, minutes ago. */
export const DEMO_ENTREGADORES = [
  {
    conta: { sub: 'demo-entregador-joao', email: 'joao.motoboy@vitrine.dev', name: 'João Motoboy' },
    entregas: [
      { ha_minutos: 95, cliente: 'Carla Mendes', endereco: 'Rua dos Pinheiros, 512', forma: 'dinheiro' as const, troco_para: 100 },
      { ha_minutos: 70, cliente: 'Rafael Souza', endereco: 'Rua Cardeal Arcoverde, 1200', forma: 'pix' as const },
      { ha_minutos: 40, cliente: 'Lívia Prado', endereco: 'Rua Fradique Coutinho, 88', forma: 'dinheiro' as const, troco_para: 60 },
    ],
  },
  {
    conta: { sub: 'demo-entregador-rita', email: 'rita.entregas@vitrine.dev', name: 'Rita Entregas' },
    entregas: [
      { ha_minutos: 80, cliente: 'Paulo Nunes', endereco: 'Rua Artur de Azevedo, 300', forma: 'cartao' as const },
      { ha_minutos: 25, cliente: 'Bruna Lima', endereco: 'Rua Mateus Grou, 45', forma: 'dinheiro' as const },
    ],
  },
];

/**
 * The demo pizzeria's drivers (issue 46): two members with the role entregador who accepted their
 * invitations, a fee of R$ 5,00 a delivery, and today's deliveries of each, placed by customers,
 * assigned, and marked "Saí" and "Entreguei" from the driver's phone, each at its own minute,
 * through the same services the shop, the checkout and the driver use: the settlement has figures.
 */
export async function seedEntregadores(db: Firestore, authEmulatorHost: string, slug: string, lojaId: string): Promise<void> {
  let agora = new Date();
  const now = () => agora;
  const inicio = Date.now();
  // The demo's services on this seed's clock, and the shop's orders a minute the checkout counts and the owner's list reads.
  const servicos = { ...servicosDaDemo(db, now), pedidosPorMinuto: pedidosPorMinutoRepository(db) };
  const checkout = publicPedidoService({
    ...servicos,
    pedidos: pedidosNovosRepository(db, servicos.pedidosPorMinuto),
    catalogos: catalogosRepository(db),
    atividades: atividadesRepository(db),
  });
  const pedidos = ownerPedidosService({
    ...servicos,
    pedidos: ownerPedidosRepository(db),
    bloqueios: bloqueiosRepository(db),
    inscricoesDoCliente: notificacoesDoClienteRepository(db),
    // No customer of the demo subscribed to pushes.
    notificacoesDoCliente: { status: async () => {} },
  });
  const despacho = ownerEntregadoresService({
    db,
    entregadores: ownerEntregadoresRepository(db),
    caixas: caixasRepository(db),
    runTransaction: servicos.runTransaction,
    now,
  });
  const celular = ownerEntregasService({ entregas: ownerEntregasRepository(db), mover: pedidos.updateStatus });

  // The Pro plan takes a team of five; the fee: R$ 5,00 a delivery.
  await lojistaDoc(db, lojaId).update({ plano_id: 2 });
  await despacho.saveTaxas(lojaId, { modo: 'fixa', valor: 5 });
  const pizza = (await produtosCollection(db, lojaId).orderBy('ordem').limit(1).get()).docs[0]!;
  const sabores = ((pizza.get('opcoes') ?? []) as { id: string; itens: { id: string }[] }[])[0]!;

  for (const { conta, entregas } of DEMO_ENTREGADORES) {
    // Invited and signed in: the member as the invitation's acceptance leaves it.
    const { localId: uid } = await signInWithIdp(authEmulatorHost, conta);
    const membro = membrosCollection(db, lojaId).doc();
    await membro.set({
      email: conta.email,
      papel: 'entregador',
      status: 'ativo',
      nome: conta.name,
      uid,
      picture: null,
      criado_em: FieldValue.serverTimestamp(),
      ultimo_acesso: FieldValue.serverTimestamp(),
    });
    await membroPorEmailDoc(db, conta.email).set({ loja_id: lojaId, membro_id: membro.id });
    const entregador = { uid, nome: conta.name, papel: 'entregador' as const };

    for (const entrega of entregas) {
      agora = new Date(inicio - entrega.ha_minutos * MINUTO_MS);
      const corpo: PedidoParsed = pedidoSchema.parse({
        produtos: [{ id: pizza.id, quantidade: 1, opcoes: [{ grupo: sabores.id, itens: [sabores.itens[0]!.id] }] }],
        cliente: { nome: entrega.cliente, telefone: `1198${String(entrega.ha_minutos).padStart(7, '0')}` },
        entrega: { tipo: 'entrega', bairro: 'Pinheiros', endereco: entrega.endereco },
        pagamento: { forma: entrega.forma, ...('troco_para' in entrega && { troco_para: entrega.troco_para }) },
      });
      const { codigo } = (await checkout.create({ slug }, corpo, undefined, 'demo')).pedido;
      const { pedidos: lista } = await pedidos.list(lojaId, { status: 'novo' });
      const id = lista.find((pedido) => pedido.codigo === codigo)!.id;
      const dono = { nome: 'Beto Rocha', papel: 'dono' as const };
      for (const status of ['confirmado', 'preparando'] as const) {
        agora = new Date(agora.getTime() + 4 * MINUTO_MS);
        await pedidos.updateStatus(lojaId, id, status, dono);
      }
      await despacho.atribuir(lojaId, id, membro.id);
      for (const status of ['saiu_para_entrega', 'entregue'] as const) {
        agora = new Date(agora.getTime() + 6 * MINUTO_MS);
        await celular.status(lojaId, id, status, entregador);
      }
    }
  }
}
