import {
  centsToReais,
  formatBRL,
  PEDIDO_MAX_QUANTIDADE,
  textoPedidoWhatsapp,
  type PedidoInput,
  type PedidoResponse,
} from '@vitrine/shared';
import type { AtividadesRepository } from '../../model/atividades.js';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import type { PedidoItem } from '../../model/pedidos.js';
import type { RunTransaction } from '../../model/transaction.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import { novoCodigoPedido, pedidoIdDaChave } from './codigo.js';
import type { PublicPedidoRepository } from './repository.js';

/** gRPC ALREADY_EXISTS: two retries with the same key raced to create the same order. */
const ALREADY_EXISTS = 6;

const indisponivel = (nome: string) => new AppError(400, `Um dos produtos não está mais disponível: ${nome}.`);

interface Linha {
  id: string;
  quantidade: number;
  /** The cart's copy of the name: only to say which item is gone when the store has no name for it. */
  nomeNoCarrinho?: string;
}

/** One line per product: the same id twice adds up, to at most 99. */
function juntarLinhas(produtos: PedidoInput['produtos']): Linha[] {
  const linhas = new Map<string, Linha>();
  for (const { id, quantidade, nome } of produtos) {
    const linha = linhas.get(id);
    if (linha) linha.quantidade = Math.min(PEDIDO_MAX_QUANTIDADE, linha.quantidade + quantidade);
    else linhas.set(id, { id, quantidade, nomeNoCarrinho: nome?.trim() || undefined });
  }
  return [...linhas.values()];
}

export interface PedidoCriado {
  /** False when the Idempotency-Key named an order that already existed: nothing was written. */
  criado: boolean;
  pedido: PedidoResponse;
}

/**
 * A customer's order (docs/api.md, public-pedido). Only each line's product id and quantity come from the
 * client; names and prices are the stored ones. The order, the owner's counters, the platform's
 * daily counters and the admin's activity entry are written in one transaction, or nothing is.
 */
export function publicPedidoService({
  pedidos,
  catalogos,
  atividades,
  runTransaction,
}: {
  pedidos: PublicPedidoRepository;
  catalogos: CatalogosRepository;
  atividades: AtividadesRepository;
  runTransaction: RunTransaction;
}) {
  async function save(uid: string, linhas: Linha[], chave: string | undefined): Promise<PedidoCriado> {
    const pedidoId = chave === undefined ? null : pedidoIdDaChave(uid, chave);
    return runTransaction(async (tx) => {
      const { loja, existente, produtos } = await pedidos.read(
        tx,
        uid,
        pedidoId,
        linhas.map((linha) => linha.id),
      );
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (existente) {
        const { texto_whatsapp, codigo, total_centavos } = existente;
        return { criado: false, pedido: { texto_whatsapp, codigo, total: centsToReais(total_centavos) } };
      }
      if (loja.status !== 'ativo') throw lojaIndisponivel();

      const itens: PedidoItem[] = linhas.map((linha, index) => {
        const produto = produtos[index];
        if (!produto?.ativo) throw indisponivel(produto?.nome || linha.nomeNoCarrinho || linha.id);
        const { nome, preco_centavos } = produto;
        return {
          produto_id: linha.id,
          nome,
          preco_centavos,
          quantidade: linha.quantidade,
          total_centavos: preco_centavos * linha.quantidade,
        };
      });
      const total_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
      const codigo = novoCodigoPedido();
      const texto_whatsapp = textoPedidoWhatsapp({ nomeLoja: loja.nome, codigo, itens, total_centavos });
      const agora = new Date();

      pedidos.create(tx, uid, pedidoId, { codigo, itens, total_centavos, texto_whatsapp, idempotencia: pedidoId }, dayKey(agora), agora);
      await atividades.create('pedido', `Pedido #${codigo} de ${formatBRL(total_centavos)} em ${loja.nome}.`, tx);
      return { criado: true, pedido: { texto_whatsapp, codigo, total: centsToReais(total_centavos) } };
    });
  }

  return {
    /**
     * Places the order, or answers the one a retry with the same Idempotency-Key already placed.
     * 404 unknown shop, 403 unavailable shop, 400 a product that is unknown, hidden or another shop's.
     */
    async create(ref: LojaRef, input: PedidoInput, chave?: string): Promise<PedidoCriado> {
      const uid = await catalogos.lojistaId(ref);
      if (!uid) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      const linhas = juntarLinhas(input.produtos);
      // An id Firestore could not even look up names no product of this shop.
      const malformada = linhas.find((linha) => !isDocId(linha.id));
      if (malformada) throw indisponivel(malformada.nomeNoCarrinho || malformada.id);

      try {
        return await save(uid, linhas, chave);
      } catch (error) {
        // Concurrent retries: Firestore serialises them, but should one lose the create race, it reads the winner's order.
        if (chave !== undefined && (error as { code?: unknown }).code === ALREADY_EXISTS) return save(uid, linhas, chave);
        throw error;
      }
    },
  };
}

export type PublicPedidoService = ReturnType<typeof publicPedidoService>;
