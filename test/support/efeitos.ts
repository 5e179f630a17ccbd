import type { Firestore } from 'firebase-admin/firestore';
import { clientesCollection } from '../../functions/src/model/clientes.js';
import { contadorDocs, somarContadores } from '../../functions/src/model/contadores.js';
import { cuponsCollection } from '../../functions/src/model/cupons.js';
import { lojistaDoc } from '../../functions/src/model/lojistas.js';
import { pedidosCollection, STATUS_ACEITOS, toPedido, type PedidoGuardado } from '../../functions/src/model/pedidos.js';
import { produtoDoc, toProduto } from '../../functions/src/model/produtos.js';

/**
 * What an order's effects must add up to (issue 42, model/efeitos-do-pedido.ts), read from a shop's
 * Firestore: the property test (functions/test/api/pedido-efeitos.test.ts) checks it after every
 * step, the Friday evening (scripts/lib/sexta.ts, issue 48) at its end. Each answers the
 * differences it found, in words, [] when everything adds up.
 */

/** The stocks a shop's products hold now, by product and variant (`{id}/{variant}`, '' for the product's own). */
export async function estoquesDosProdutos(db: Firestore, lojaId: string, produtoIds: readonly string[]): Promise<Map<string, number>> {
  const lidos = await db.getAll(...produtoIds.map((id) => produtoDoc(db, lojaId, id)));
  const mapa = new Map<string, number>();
  for (const snapshot of lidos) {
    const produto = toProduto(snapshot);
    if (produto.variacoes) for (const item of produto.variacoes.itens) mapa.set(`${snapshot.id}/${item.id}`, item.estoque ?? 0);
    else mapa.set(`${snapshot.id}/`, produto.estoque ?? 0);
  }
  return mapa;
}

const vivo = (pedido: PedidoGuardado) => pedido.status !== 'cancelado';

/**
 * Stock plus the units of live orders is the starting stock (`estoqueInicial`, read before the
 * orders, by estoquesDosProdutos), none below 0; a coupon's uses are its live orders; the counters'
 * revenue is the accepted orders' total (a table's
 * round once its bill is closed); each customer's record holds its live orders, coupon uses,
 * and the stamps of its delivered orders less those a live reward spent, none spent twice.
 * `pedidosDaMedida`: the orders the stock is measured against (those placed after `estoqueInicial`
 * was read; every order of the shop by default).
 */
export async function divergenciasDosEfeitos(
  db: Firestore,
  lojaId: string,
  {
    estoqueInicial,
    cupomIds,
    pedidosDaMedida = () => true,
  }: { estoqueInicial: Map<string, number>; cupomIds: readonly string[]; pedidosDaMedida?: (pedido: PedidoGuardado) => boolean },
): Promise<string[]> {
  const divergencias: string[] = [];
  const conferir = (rotulo: string, lido: unknown, esperado: unknown) => {
    if (JSON.stringify(lido) !== JSON.stringify(esperado))
      divergencias.push(`${rotulo}: ${JSON.stringify(lido)}, esperado ${JSON.stringify(esperado)}`);
  };
  const pedidos = (await pedidosCollection(db, lojaId).get()).docs.map(toPedido);
  const vivos = pedidos.filter(vivo);

  const produtoIds = [...new Set([...estoqueInicial.keys()].map((chave) => chave.split('/')[0]!))];
  const agora = await estoquesDosProdutos(db, lojaId, produtoIds);
  // A combo's line holds its items' units, times its combos.
  const unidades = vivos
    .filter(pedidosDaMedida)
    .flatMap((pedido) => pedido.itens)
    .flatMap((item) =>
      item.combo
        ? item.combo.map((doCombo) => ({
            chave: `${doCombo.produto_id}/${doCombo.variacao_id ?? ''}`,
            unidades: doCombo.quantidade * item.quantidade,
          }))
        : [{ chave: `${item.produto_id}/${item.variacao_id ?? ''}`, unidades: item.gramas ?? item.quantidade }],
    );
  for (const [chave, antes] of estoqueInicial) {
    const nosPedidos = unidades.filter((item) => item.chave === chave).reduce((soma, item) => soma + item.unidades, 0);
    conferir(`estoque ${chave} + unidades dos pedidos vivos`, agora.get(chave)! + nosPedidos, antes);
    if (agora.get(chave)! < 0) divergencias.push(`estoque ${chave} negativo: ${agora.get(chave)}`);
  }

  for (const cupomId of cupomIds) {
    const usos = (await cuponsCollection(db, lojaId).doc(cupomId).get()).get('usos') as number;
    conferir(`usos do cupom ${cupomId}`, usos, vivos.filter((pedido) => pedido.cupom?.id === cupomId).length);
  }

  const [lojista, ...shards] = await db.getAll(lojistaDoc(db, lojaId), ...contadorDocs(db, lojaId));
  const contador = somarContadores(lojista!.data()!, shards);
  // A table's round counts when its bill closes (model/efeitos-do-pedido.ts, `receita`).
  const aceitos = pedidos.filter((pedido) => STATUS_ACEITOS.has(pedido.status) && (pedido.comanda === null || pedido.comanda.fechada));
  conferir('contadores (pedidos, valor, aceitos, receita)', contador, {
    pedidos: pedidos.length,
    valor_centavos: pedidos.reduce((soma, pedido) => soma + pedido.total_centavos, 0),
    pedidos_aceitos: aceitos.length,
    receita_centavos: aceitos.reduce((soma, pedido) => soma + pedido.total_centavos, 0),
  });

  for (const registro of (await clientesCollection(db, lojaId).get()).docs) {
    const doCliente = pedidos.filter((pedido) => pedido.cliente_registro === registro.id);
    const vivosDoCliente = doCliente.filter(vivo);
    conferir(`pedidos do cliente ${registro.id.slice(0, 8)}`, registro.get('pedidos'), vivosDoCliente.length);
    for (const cupomId of cupomIds)
      conferir(
        `usos do cupom ${cupomId} pelo cliente ${registro.id.slice(0, 8)}`,
        registro.get('cupons')?.[cupomId] ?? 0,
        vivosDoCliente.filter((pedido) => pedido.cupom?.id === cupomId).length,
      );
    const gastos = vivosDoCliente.flatMap((pedido) => (pedido.fidelidade?.aplicada ? Object.keys(pedido.fidelidade.selos) : []));
    if (new Set(gastos).size !== gastos.length) divergencias.push(`selo gasto duas vezes pelo cliente ${registro.id.slice(0, 8)}`);
    const comSelo = doCliente.filter((pedido) => pedido.selo_fidelidade).map((pedido) => pedido.id);
    if (!comSelo.every((id) => pedidos.find((pedido) => pedido.id === id)!.status === 'entregue'))
      divergencias.push(`selo sem entrega do cliente ${registro.id.slice(0, 8)}`);
    conferir(
      `selos do cliente ${registro.id.slice(0, 8)}`,
      Object.keys(registro.get('selos') ?? {}).sort(),
      comSelo.filter((id) => !gastos.includes(id)).sort(),
    );
  }
  return divergencias;
}
