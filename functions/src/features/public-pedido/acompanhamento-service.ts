import { selosValidos, type CartaoFidelidade, type PedidoAcompanhamento } from '@vitrine/shared';
import { TOKEN_ACOMPANHAMENTO } from '../../model/acompanhamentos.js';
import type { AvaliacoesRepository } from '../../model/avaliacoes.js';
import type { CatalogosRepository } from '../../model/catalogos.js';
import type { ClientesRepository } from '../../model/clientes.js';
import { fidelidadeOf, type LojistasRepository } from '../../model/lojistas.js';
import { AppError } from '../../platform/http/errors.js';
import type { PedidosNovosRepository } from '../../model/pedidos-novos.js';
import { paraAcompanhamento } from './resposta.js';
import { PEDIDO_NAO_ENCONTRADO } from '../../model/pedidos.js';

/** The customer's tracking page of an order (GET /api/pedido/{token}): the order, the shop's public face, the customer's card. */
export function publicAcompanhamentoService({
  pedidos,
  catalogos,
  clientes,
  lojistas,
  avaliacoes,
  now,
}: {
  pedidos: Pick<PedidosNovosRepository, 'acompanhamento'>;
  catalogos: Pick<CatalogosRepository, 'catalogo'>;
  /** The customer's stamps, for their card. */
  clientes: Pick<ClientesRepository, 'readSelos'>;
  /** The shop's loyalty card. */
  lojistas: Pick<LojistasRepository, 'find'>;
  /** A delivered order's review (issue 47): the page invites one until it is sent, then shows it. */
  avaliacoes: Pick<AvaliacoesRepository, 'doPedido'>;
  now: () => Date;
}) {
  /** The customer's card: their stamps that count, while the shop's card is on. */
  async function cartaoDoCliente(lojaId: string, registroId: string | null): Promise<CartaoFidelidade | null> {
    if (!registroId) return null;
    const [lojista, selos] = await Promise.all([lojistas.find(lojaId), clientes.readSelos(lojaId, registroId)]);
    const cartao = lojista && fidelidadeOf(lojista);
    if (!cartao?.ativo) return null;
    const contam = selosValidos(selos ?? {}, cartao, now()).length;
    return { selos: Math.min(contam, cartao.pedidos_necessarios), necessarios: cartao.pedidos_necessarios, recompensa: cartao.recompensa };
  }

  return {
    /** 404 for a malformed or unknown token, without a read for a malformed one. */
    async read(token: string): Promise<PedidoAcompanhamento> {
      if (!TOKEN_ACOMPANHAMENTO.test(token)) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const encontrado = await pedidos.acompanhamento(token);
      if (!encontrado) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const { lojaId, pedido } = encontrado;
      const entregue = pedido.status === 'entregue';
      const [catalogo, fidelidade, avaliacao] = await Promise.all([
        catalogos.catalogo({ lojaId }),
        cartaoDoCliente(lojaId, pedido.cliente_registro),
        entregue ? avaliacoes.doPedido(lojaId, pedido.id) : null,
      ]);
      const resposta = paraAcompanhamento(lojaId, pedido, catalogo?.loja, fidelidade);
      return entregue
        ? {
            ...resposta,
            avaliacao: avaliacao && {
              nota: avaliacao.nota,
              comentario: avaliacao.comentario,
              data: avaliacao.data,
              resposta: avaliacao.resposta,
            },
          }
        : resposta;
    },
  };
}

export type PublicAcompanhamentoService = ReturnType<typeof publicAcompanhamentoService>;
