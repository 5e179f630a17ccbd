import {
  centsToReais,
  enderecoDaParada,
  linkDaParada,
  linkDaRota,
  reaisToCents,
  trocoALevar,
  type EntregaDoEntregador,
  type EntregasResponse,
  type Papel,
  type StatusPedido,
} from '@vitrine/shared';
import { faltaReceberDoPedido, type PedidoGuardado } from '../../model/pedidos.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import type { OwnerEntregasRepository } from './repository.js';

export const ENTREGA_NAO_ENCONTRADA = 'Entrega não encontrada.';

/** The session as the driver's routes know it: the account the orders are assigned to, and the name the history records. */
export interface Entregador {
  uid: string;
  nome: string;
  papel: Papel;
}

/**
 * The status move of owner-pedidos (its state machine, effects and the customer's push), given by
 * app.ts: `exigir` runs in the move's transaction, and an order that fails it answers 404.
 */
export type MoverPedido = (
  lojaId: string,
  id: string,
  status: StatusPedido,
  por: { nome: string; papel: Papel; exigir: (pedido: PedidoGuardado) => boolean },
) => Promise<unknown>;

/** A delivery as the driver's phone shows it: where, whom to call, what to collect and the change to bring. */
export function entregaDoEntregador(pedido: PedidoGuardado): EntregaDoEntregador {
  const endereco = enderecoDaParada(pedido.entrega);
  const pagamento = pedido.pagamento;
  const aCobrar = faltaReceberDoPedido(pedido);
  const trocoPara = pagamento?.forma === 'dinheiro' && typeof pagamento.troco_para === 'number' ? reaisToCents(pagamento.troco_para) : null;
  return {
    id: pedido.id,
    codigo: pedido.codigo,
    status: pedido.status,
    ordem: pedido.entregador?.ordem ?? 0,
    viagem: pedido.entregador?.viagem ?? null,
    cliente: { nome: pedido.cliente?.nome ?? '', telefone: pedido.cliente?.telefone ?? null },
    endereco,
    complemento: pedido.entrega?.complemento ?? null,
    referencia: pedido.entrega?.referencia ?? null,
    mapa: endereco && linkDaParada(endereco),
    total: centsToReais(pedido.total_centavos),
    // A PIX the shop's bank confirmed, or what a till already took, is not collected at the door.
    a_cobrar: centsToReais(aCobrar),
    forma: pagamento?.forma ?? null,
    pix_a_confirmar: pagamento?.forma === 'pix' && aCobrar > 0,
    troco_para: trocoPara === null ? null : centsToReais(trocoPara),
    troco: centsToReais(trocoALevar(pedido.total_centavos, trocoPara)),
    observacao: pedido.observacao,
  };
}

/**
 * The driver's phone (issue 46, permission `entregas`): only the orders assigned to the session's
 * account; any other id, another shop's included, answers 404.
 */
export function ownerEntregasService({ entregas, mover }: { entregas: OwnerEntregasRepository; mover: MoverPedido }) {
  const doEntregador = (pedido: PedidoGuardado | null, entregador: Entregador) =>
    pedido && pedido.entregador?.uid === entregador.uid ? pedido : null;

  async function entrega(lojaId: string, id: string, entregador: Entregador): Promise<EntregaDoEntregador> {
    const pedido = isDocId(id) ? doEntregador(await entregas.find(lojaId, id), entregador) : null;
    if (!pedido) throw new AppError(404, ENTREGA_NAO_ENCONTRADA);
    return entregaDoEntregador(pedido);
  }

  return {
    /** GET /api/entregas: the open deliveries in trip order (stop 1 first), and one route through them all. */
    async list(lojaId: string, entregador: Entregador): Promise<EntregasResponse> {
      const abertas = (await entregas.abertas(lojaId, entregador.uid))
        .map(entregaDoEntregador)
        .sort((a, b) => a.ordem - b.ordem || a.codigo.localeCompare(b.codigo));
      return { entregas: abertas, rota: linkDaRota(abertas.flatMap((parada) => parada.endereco ?? [])) };
    },

    entrega,

    /**
     * PUT /api/entregas/{id}/status: "Saí" (saiu_para_entrega) or "Entreguei" (entregue), through
     * the order's own move (its effects, the customer's push), recorded with the driver's name.
     */
    async status(lojaId: string, id: string, status: 'saiu_para_entrega' | 'entregue', entregador: Entregador) {
      if (!isDocId(id)) throw new AppError(404, ENTREGA_NAO_ENCONTRADA);
      try {
        await mover(lojaId, id, status, {
          nome: entregador.nome,
          papel: entregador.papel,
          exigir: (pedido) => pedido.entregador?.uid === entregador.uid,
        });
      } catch (erro) {
        // The order's own 404 speaks of an order; here it is one of the driver's deliveries.
        if (erro instanceof AppError && erro.status === 404) throw new AppError(404, ENTREGA_NAO_ENCONTRADA);
        throw erro;
      }
      return entrega(lojaId, id, entregador);
    },
  };
}

export type OwnerEntregasService = ReturnType<typeof ownerEntregasService>;
