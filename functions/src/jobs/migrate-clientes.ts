import type { Firestore } from 'firebase-admin/firestore';
import { clienteRegistroId, clientesRepository } from '../model/clientes.js';
import { lojistasCollection } from '../model/lojistas.js';
import { pedidoDoc, pedidosCollection, toPedido } from '../model/pedidos.js';

/**
 * Issue 29's migration (`npm run migrar`): every order placed with a phone before customers'
 * records were kept (model/clientes.ts) is counted into its phone's record, so that a first-order
 * coupon knows the phone ordered before. Each order in its own transaction, which re-reads it and
 * marks it with its record (`cliente_registro`): an order already marked is skipped, so running it
 * again, or after a stop, counts nothing twice. Answers how many orders it counted.
 */
export async function migrateClientes(db: Firestore): Promise<number> {
  const clientes = clientesRepository(db);
  let contados = 0;
  const { docs: lojas } = await lojistasCollection(db).select().get();
  for (const loja of lojas) {
    const lojaId = loja.id;
    const { docs } = await pedidosCollection(db, lojaId).select('cliente', 'cliente_registro').get();
    for (const doc of docs) {
      if (doc.get('cliente_registro') || typeof doc.get('cliente')?.telefone !== 'string') continue;
      contados += await db.runTransaction(async (tx) => {
        const pedido = toPedido(await tx.get(pedidoDoc(db, lojaId, doc.id)));
        const telefone = pedido.cliente?.telefone;
        if (pedido.cliente_registro || !telefone) return 0;
        const registro = await clientes.read(tx, lojaId, telefone);
        // A cancelled order is marked but not counted, as a cancellation takes an order back out.
        if (pedido.status !== 'cancelado')
          clientes.countPedido(tx, lojaId, telefone, registro, {
            pedido: 1,
            cupomId: null,
            cliente: { nome: pedido.cliente?.nome ?? null, telefone },
          });
        tx.update(pedidoDoc(db, lojaId, doc.id), { cliente_registro: clienteRegistroId(lojaId, telefone) });
        return pedido.status === 'cancelado' ? 0 : 1;
      });
    }
  }
  return contados;
}
