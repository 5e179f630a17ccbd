import { randomUUID } from 'node:crypto';
import {
  centsToReais,
  reaisToCents,
  somarAcerto,
  type AcertoDoDia,
  type AcertoDoEntregador,
  type EntregadoresResponse,
  type PedidoDoLojista,
  type RegraDaTaxa,
  type SomaDoAcerto,
  type TaxasDosEntregadores,
  type ValoresDoAcerto,
} from '@vitrine/shared';
import { ACERTO_JA_QUITADO, criarAcerto, lerAcerto, type AcertoQuitado } from '../../model/acertos.js';
import { PEDIDO_NAO_ENCONTRADO, pedidoDoLojista, type PedidoGuardado } from '../../model/pedidos.js';
import { CAIXA_FECHADO, type CaixasRepository } from '../../model/caixas.js';
import type { RunTransaction } from '../../model/transaction.js';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import type { AcertoParaImprimir } from './acerto-impresso.js';
import type { MembroEntregador, OwnerEntregadoresRepository } from './repository.js';

export const ENTREGADOR_NAO_ENCONTRADO = 'Entregador não encontrado.';
export const NAO_E_ENTREGADOR = 'Este membro da equipe não é entregador. Mude o perfil dele em Equipe.';
export const SO_ENTREGA = 'Só pedidos de entrega vão com um entregador (este é de retirada, envio, mesa ou balcão).';
export const entregadorSemConta = (nome: string) =>
  `${nome} ainda não aceitou o convite: peça que entre na Vitrine com o e-mail convidado.`;
const pedidoEncerrado = (codigo: string, status: 'entregue' | 'cancelado') =>
  `O pedido #${codigo} já foi ${status === 'entregue' ? 'entregue' : 'cancelado'}: não dá para mudar o entregador.`;
const SEM_ENTREGAS = 'Este entregador não tem entregas nesse dia para acertar.';

/** The drivers' fee rule in the API's terms (reais, percent) and back. */
export function taxasDaRegra(regra: RegraDaTaxa): TaxasDosEntregadores {
  if (regra.modo === 'fixa') return { modo: 'fixa', valor: centsToReais(regra.valor_centavos) };
  if (regra.modo === 'percentual') return { modo: 'percentual', percentual: regra.centesimos / 100 };
  return { modo: 'faixas', faixas: regra.faixas.map((faixa) => ({ ate_km: faixa.ate_km, valor: centsToReais(faixa.valor_centavos) })) };
}
export function regraDasTaxas(taxas: TaxasDosEntregadores): RegraDaTaxa {
  if (taxas.modo === 'fixa') return { modo: 'fixa', valor_centavos: reaisToCents(taxas.valor) };
  if (taxas.modo === 'percentual') return { modo: 'percentual', centesimos: Math.round(taxas.percentual * 100) };
  const faixas = [...taxas.faixas].sort((a, b) => a.ate_km - b.ate_km);
  return { modo: 'faixas', faixas: faixas.map((faixa) => ({ ate_km: faixa.ate_km, valor_centavos: reaisToCents(faixa.valor) })) };
}

const valores = (soma: SomaDoAcerto): ValoresDoAcerto => ({
  entregas: soma.entregas,
  taxas: centsToReais(soma.taxas_centavos),
  dinheiro: centsToReais(soma.dinheiro_centavos),
  saldo: centsToReais(soma.saldo_centavos),
});

/** Whether an order may take (or drop) a driver: a delivery still being served. 404, 400 or 409 otherwise. */
function conferirPedido(pedido: PedidoGuardado | null): PedidoGuardado {
  if (!pedido) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
  if (pedido.entrega?.tipo !== 'entrega' || pedido.comanda || pedido.balcao) throw new AppError(400, SO_ENTREGA);
  if (pedido.status === 'entregue' || pedido.status === 'cancelado') throw new AppError(409, pedidoEncerrado(pedido.codigo, pedido.status));
  return pedido;
}

/** A member who may take orders: a driver who accepted the invitation. 404, 400 or 409 otherwise. */
function conferirEntregador(membro: MembroEntregador | null): MembroEntregador & { uid: string } {
  if (!membro) throw new AppError(404, ENTREGADOR_NAO_ENCONTRADO);
  if (membro.papel !== 'entregador') throw new AppError(400, NAO_E_ENTREGADOR);
  if (!membro.uid) throw new AppError(409, entregadorSemConta(membro.nome || membro.email));
  return membro as MembroEntregador & { uid: string };
}

/**
 * Dispatch and settlement (issue 46, permission `entregadores`): assigning delivery orders to the
 * shop's drivers one at a time or as a trip, the drivers' fee rule, the day's settlement per driver
 * and settling it once.
 */
export function ownerEntregadoresService({
  db,
  entregadores,
  caixas,
  runTransaction,
  now,
}: {
  db: Firestore;
  entregadores: OwnerEntregadoresRepository;
  /** The settler's open till (model/caixas.ts): settling lands the net there, in the settlement's transaction. */
  caixas: Pick<CaixasRepository, 'lerCaixaAberto' | 'lancarNoCaixa'>;
  runTransaction: RunTransaction;
  now: () => Date;
}) {
  /** A driver's day from its deliveries and, once settled, the figures it was settled for. */
  function acertoDoEntregador(
    membroId: string,
    nome: string,
    corridas: PedidoGuardado[],
    quitado: AcertoQuitado | null,
  ): AcertoDoEntregador {
    const ordenadas = [...corridas].sort((a, b) => a.corrida!.em.getTime() - b.corrida!.em.getTime());
    const soma = somarAcerto(ordenadas.map((pedido) => pedido.corrida!));
    return {
      membro_id: membroId,
      nome,
      ...valores(soma),
      corridas: ordenadas.map((pedido) => ({
        pedido_id: pedido.id,
        codigo: pedido.codigo,
        entregue_em: pedido.corrida!.em.toISOString(),
        total: centsToReais(pedido.total_centavos),
        taxa_entrega: centsToReais(pedido.taxa_entrega_centavos),
        distancia_km: pedido.distancia_km,
        forma: pedido.pagamento?.forma ?? null,
        taxa: centsToReais(pedido.corrida!.taxa_centavos),
        dinheiro: centsToReais(pedido.corrida!.dinheiro_centavos),
      })),
      quitado: quitado && { ...valores(quitado), em: quitado.em.toISOString(), por: quitado.por },
    };
  }

  async function acerto(lojaId: string, dia: string): Promise<AcertoDoDia> {
    const [corridas, quitados, membros] = await Promise.all([
      entregadores.corridasDoDia(lojaId, dia),
      entregadores.acertosDoDia(lojaId, dia),
      entregadores.entregadores(lojaId),
    ]);
    const ids = new Set([...corridas.map((pedido) => pedido.corrida!.membro_id), ...quitados.map((quitado) => quitado.membro_id)]);
    // The member's name now; a driver removed since keeps the name their deliveries recorded.
    const nomeDe = (id: string) =>
      membros.find((membro) => membro.id === id)?.nome ||
      corridas.find((pedido) => pedido.corrida!.membro_id === id)?.corrida!.nome ||
      quitados.find((quitado) => quitado.membro_id === id)?.nome ||
      '';
    const lista = [...ids].map((id) =>
      acertoDoEntregador(
        id,
        nomeDe(id),
        corridas.filter((pedido) => pedido.corrida!.membro_id === id),
        quitados.find((quitado) => quitado.membro_id === id) ?? null,
      ),
    );
    return { data: dia, entregadores: lista.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) };
  }

  return {
    /** GET /api/entregadores: the drivers, with how many open deliveries each holds. */
    async list(lojaId: string): Promise<EntregadoresResponse> {
      const membros = await entregadores.entregadores(lojaId);
      const abertas = await Promise.all(membros.map((membro) => entregadores.contarAbertas(lojaId, membro.id)));
      return {
        entregadores: membros.map((membro, indice) => ({
          membro_id: membro.id,
          nome: membro.nome,
          email: membro.email,
          aceitou: membro.uid !== null,
          entregas_abertas: abertas[indice]!,
        })),
      };
    },

    /**
     * PUT /api/pedidos/{id}/entregador: the driver takes the order at the end of their queue (the
     * same driver again changes nothing), or null takes it back. One transaction: the order, the
     * member and the queue are read where the change is written.
     */
    async atribuir(lojaId: string, pedidoId: string, membroId: string | null): Promise<PedidoDoLojista> {
      if (!isDocId(pedidoId)) throw new AppError(404, PEDIDO_NAO_ENCONTRADO);
      const pedido = await runTransaction(async (tx) => {
        const lido = conferirPedido(await entregadores.pedido(tx, lojaId, pedidoId));
        if (membroId === null) {
          if (lido.entregador) entregadores.atribuir(tx, lojaId, lido.id, null, now());
          return { ...lido, entregador: null };
        }
        const membro = conferirEntregador(isDocId(membroId) ? await entregadores.membro(tx, lojaId, membroId) : null);
        if (lido.entregador?.membro_id === membro.id) return lido;
        const ordem = (await entregadores.ultimaParada(tx, lojaId, membro.id)) + 1;
        const agora = now();
        const entregador = { membro_id: membro.id, nome: membro.nome, uid: membro.uid, ordem, viagem: null, atribuido_em: agora };
        entregadores.atribuir(tx, lojaId, lido.id, entregador, agora);
        return { ...lido, entregador };
      });
      return pedidoDoLojista(pedido);
    },

    /**
     * POST /api/entregadores/{membro_id}/viagem: the orders go with the driver as one trip, stops in
     * the order given, after what the driver already holds; all of them or none (one transaction).
     */
    async viagem(lojaId: string, membroId: string, pedidoIds: string[]): Promise<{ pedidos: PedidoDoLojista[] }> {
      const pedidos = await runTransaction(async (tx) => {
        const membro = conferirEntregador(isDocId(membroId) ? await entregadores.membro(tx, lojaId, membroId) : null);
        const lidos = await Promise.all(
          pedidoIds.map(async (id) => conferirPedido(isDocId(id) ? await entregadores.pedido(tx, lojaId, id) : null)),
        );
        // The trip's own orders leave the queue's count: sent again, they are re-ordered, not appended after themselves.
        const fila = await entregadores.ultimaParada(tx, lojaId, membro.id);
        const jaNaFila = lidos.filter((pedido) => pedido.entregador?.membro_id === membro.id).length;
        const inicio = jaNaFila === lidos.length ? 0 : fila;
        const agora = now();
        const viagem = randomUUID();
        return lidos.map((pedido, indice) => {
          const entregador = {
            membro_id: membro.id,
            nome: membro.nome,
            uid: membro.uid,
            ordem: inicio + indice + 1,
            viagem,
            atribuido_em: agora,
          };
          entregadores.atribuir(tx, lojaId, pedido.id, entregador, agora);
          return { ...pedido, entregador };
        });
      });
      return { pedidos: pedidos.map(pedidoDoLojista) };
    },

    async taxas(lojaId: string): Promise<TaxasDosEntregadores> {
      return taxasDaRegra(await entregadores.regra(lojaId));
    },

    /** PUT /api/entregadores/taxas: from the next delivery on; a delivery already made keeps the fee it earned. */
    async saveTaxas(lojaId: string, taxas: TaxasDosEntregadores): Promise<TaxasDosEntregadores> {
      const regra = regraDasTaxas(taxas);
      await entregadores.saveRegra(lojaId, regra);
      return taxasDaRegra(regra);
    },

    acerto,

    /**
     * POST /api/entregadores/acerto/{membro_id}/quitar: the driver's day is settled with its figures
     * now, once (409 after; of two at once one wins: the second's transaction retries and finds it).
     * The net lands on the settler's open till as one `acerto_entregador` movement in cash (negative
     * when the shop pays the driver), in the same transaction: no open till, 409 CAIXA_FECHADO and
     * nothing settled.
     */
    async quitar(lojaId: string, membroId: string, dia: string, por: { nome: string; uid: string }): Promise<AcertoDoEntregador> {
      if (!isDocId(membroId)) throw new AppError(404, ENTREGADOR_NAO_ENCONTRADO);
      return runTransaction(async (tx) => {
        if (await lerAcerto(db, tx, lojaId, dia, membroId)) throw new AppError(409, ACERTO_JA_QUITADO);
        const corridas = (await entregadores.corridasDoDia(lojaId, dia, tx)).filter((pedido) => pedido.corrida!.membro_id === membroId);
        if (corridas.length === 0) throw new AppError(409, SEM_ENTREGAS);
        const membro = await entregadores.membro(tx, lojaId, membroId);
        const caixa = await caixas.lerCaixaAberto(tx, lojaId, por.uid);
        if (!caixa) throw new AppError(409, CAIXA_FECHADO);
        const nome = membro?.nome || corridas[0]!.corrida!.nome;
        const soma = somarAcerto(corridas.map((pedido) => pedido.corrida!));
        const agora = now();
        // A day that nets to nothing moves no money.
        if (soma.saldo_centavos !== 0)
          caixas.lancarNoCaixa(tx, lojaId, caixa, {
            forma: 'dinheiro',
            valor_centavos: soma.saldo_centavos,
            origem: {
              tipo: 'acerto_entregador',
              id: `${dia}_${membroId}`,
              descricao: `Acerto de ${nome} (${dia.split('-').reverse().join('/')})`,
            },
            por: por.uid,
            em: agora,
          });
        const quitado: AcertoQuitado = {
          ...soma,
          membro_id: membroId,
          nome,
          dia,
          pedido_ids: corridas.map((pedido) => pedido.id),
          em: now(),
          por: por.nome,
        };
        criarAcerto(db, tx, lojaId, quitado);
        return acertoDoEntregador(membroId, nome, corridas, quitado);
      });
    },

    /** The settlement on paper: the shop's name and one driver's day. 404 when the driver has nothing that day. */
    async impressao(lojaId: string, membroId: string, dia: string): Promise<AcertoParaImprimir> {
      const [dodia, nomeLoja] = await Promise.all([acerto(lojaId, dia), entregadores.nomeDaLoja(lojaId)]);
      const doEntregador = dodia.entregadores.find((item) => item.membro_id === membroId);
      if (!doEntregador) throw new AppError(404, SEM_ENTREGAS);
      return { nomeLoja, dia, acerto: doEntregador, impresso_em: now() };
    },
  };
}

export type OwnerEntregadoresService = ReturnType<typeof ownerEntregadoresService>;
