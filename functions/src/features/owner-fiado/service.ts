import {
  centsToReais,
  disponivelNoFiado,
  FIADO_NAO_ENCONTRADO,
  reaisToCents,
  type FiadoCliente,
  type FiadoClienteInput,
  type FiadoClientesResponse,
  type FiadoExtrato,
  type PagamentoDoFiadoInput,
} from '@vitrine/shared';
import { CAIXA_FECHADO, type CaixasRepository } from '../../model/caixas.js';
import { descricaoDoPagamento, type FiadoRepository, type FiadoSalvo, type LancamentoDoFiadoSalvo } from '../../model/fiado.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';

export interface DependenciasDoFiado {
  fiado: FiadoRepository;
  caixas: Pick<CaixasRepository, 'lerCaixaAberto' | 'lancarNoCaixa'>;
  runTransaction: RunTransaction;
  now: () => Date;
}

export const respostaDoFiado = (fiado: FiadoSalvo): FiadoCliente => ({
  telefone: fiado.telefone,
  nome: fiado.nome,
  limite: centsToReais(fiado.limite_centavos),
  saldo: centsToReais(fiado.saldo_centavos),
  disponivel: centsToReais(disponivelNoFiado(fiado.saldo_centavos, fiado.limite_centavos)),
  ativo: fiado.limite_centavos > 0,
  criado_em: fiado.criado_em.toISOString(),
  atualizado_em: fiado.atualizado_em.toISOString(),
});

export const respostaDoLancamento = (lancamento: LancamentoDoFiadoSalvo) => ({
  id: lancamento.id,
  tipo: lancamento.tipo,
  valor: centsToReais(lancamento.valor_centavos),
  saldo: centsToReais(lancamento.saldo_centavos),
  descricao: lancamento.descricao,
  origem: lancamento.origem,
  forma: lancamento.forma,
  em: lancamento.em.toISOString(),
  por: lancamento.por,
});

/**
 * Customers' tabs (issue 46): turning a phone's tab on or changing its limit, the shop's list (most
 * owed first), a tab's statement, and receiving a payment of it. Charging a tab happens where the
 * sale is paid (a counter order in owner-garcom, a bill's payment in owner-comandas), through
 * model/fiado.ts in their transactions.
 */
export function fiadoService({ fiado, caixas, runTransaction, now }: DependenciasDoFiado) {
  async function extrato(lojaId: string, salvo: FiadoSalvo): Promise<FiadoExtrato> {
    return { cliente: respostaDoFiado(salvo), lancamentos: (await fiado.lancamentos(lojaId, salvo.id)).map(respostaDoLancamento) };
  }

  return {
    async list(lojaId: string): Promise<FiadoClientesResponse> {
      return { clientes: (await fiado.list(lojaId)).map(respostaDoFiado) };
    },

    async save(lojaId: string, telefone: string, input: FiadoClienteInput): Promise<FiadoCliente> {
      return respostaDoFiado(await fiado.save(lojaId, telefone, { nome: input.nome, limite_centavos: reaisToCents(input.limite) }, now()));
    },

    async get(lojaId: string, telefone: string): Promise<FiadoExtrato> {
      const salvo = await fiado.read(lojaId, telefone);
      if (!salvo) throw new AppError(404, FIADO_NAO_ENCONTRADO);
      return extrato(lojaId, salvo);
    },

    /**
     * POST …/pagamentos: lowers the balance, never below zero, and lands on the receiver's open till
     * (model/caixas.ts) in the same transaction: without an open till, 409 and nothing recorded; a
     * till closing at the same instant takes it before its close or refuses it.
     */
    async receber(
      lojaId: string,
      telefone: string,
      input: PagamentoDoFiadoInput,
      quem: { uid: string; nome: string },
    ): Promise<FiadoExtrato> {
      await runTransaction(async (tx) => {
        const salvo = await fiado.readNaTransacao(tx, lojaId, telefone);
        if (!salvo) throw new AppError(404, FIADO_NAO_ENCONTRADO);
        const caixa = await caixas.lerCaixaAberto(tx, lojaId, quem.uid);
        const valor_centavos = reaisToCents(input.valor);
        const em = now();
        const gravar = fiado.receber(tx, lojaId, salvo, {
          valor_centavos,
          forma: input.forma,
          descricao: descricaoDoPagamento(input.forma),
          por: quem.nome,
          em,
        });
        if (!caixa) throw new AppError(409, CAIXA_FECHADO);
        gravar();
        caixas.lancarNoCaixa(tx, lojaId, caixa, {
          forma: input.forma,
          valor_centavos,
          origem: { tipo: 'fiado', id: salvo.id, descricao: `Fiado de ${salvo.nome}` },
          por: quem.uid,
          em,
        });
      });
      return this.get(lojaId, telefone);
    },
  };
}

export type FiadoService = ReturnType<typeof fiadoService>;
