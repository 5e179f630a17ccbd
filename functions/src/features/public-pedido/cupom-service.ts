import { applyCupom, centsToReais, CUPOM_NAO_ENCONTRADO, type CupomCheckQuery, type CupomCheckResponse } from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, lojaIndisponivel, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import type { ClientesRepository } from '../../model/clientes.js';
import type { CuponsRepository } from '../../model/cupons.js';
import type { RunTransaction } from '../../model/transaction.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The cart's "Tem um cupom?" (issue 29): the same rule and the same reads as the order's
 * transaction (public-pedido's service), without writing anything, so the cart shows the discount
 * the order then gets, or the refusal it would get.
 */
export function publicCupomService({
  catalogos,
  cupons,
  clientes,
  runTransaction,
  now,
}: {
  catalogos: CatalogosRepository;
  cupons: Pick<CuponsRepository, 'readParaPedido'>;
  clientes: Pick<ClientesRepository, 'read'>;
  runTransaction: RunTransaction;
  now: () => Date;
}) {
  return {
    /** 404 for an unknown shop or code; 403 for a shop that does not sell; 400 with the refusal the order would get. */
    async check(ref: LojaRef, codigo: string, { subtotal, telefone }: CupomCheckQuery): Promise<CupomCheckResponse> {
      const loja = await catalogos.catalogo(ref);
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (loja.status !== 'ativo') throw lojaIndisponivel();
      const lojaId = loja.lojista_id;
      return runTransaction(async (tx) => {
        const cupom = await cupons.readParaPedido(tx, lojaId, codigo);
        if (!cupom) throw new AppError(404, CUPOM_NAO_ENCONTRADO);
        const registro = telefone ? await clientes.read(tx, lojaId, telefone) : null;
        const cliente = registro && { pedidos: registro.pedidos, usos: registro.cupons[cupom.id] ?? 0 };
        const aplicado = applyCupom(cupom, { subtotal_centavos: Math.round(subtotal * 100), hoje: dayKey(now()), cliente });
        // Inactive reads as unknown, as at the order.
        if (!aplicado.ok) throw new AppError(aplicado.erro === CUPOM_NAO_ENCONTRADO ? 404 : 400, aplicado.erro);
        return { codigo: cupom.codigo, tipo: cupom.tipo, valor: cupom.valor, desconto: centsToReais(aplicado.desconto_centavos) };
      });
    },
  };
}

export type PublicCupomService = ReturnType<typeof publicCupomService>;
