import {
  applyCupomNaConta,
  centsToReais,
  CUPOM_NAO_ENCONTRADO,
  dividirPorPessoas,
  formatBRLTexto,
  mensagemFaltaParaFechar,
  ratear,
  reaisToCents,
  taxaDeServico,
  type Comanda,
  type CupomDaComandaInput,
  type DivisaoDaComanda,
  type FecharComandaInput,
  type PagamentoDaComandaInput,
  type PagamentoFiadoDaComandaInput,
  type PessoasDaComandaInput,
  type StatusDaComanda,
} from '@vitrine/shared';
import {
  COMANDA_NAO_ENCONTRADA,
  consumoDaComanda,
  contaDaComanda,
  descontoDoCupomDaComanda,
  respostaDaComanda,
  rodadasVivas,
  type ComandaSalva,
  type ComandasRepository,
} from '../../model/comandas.js';
import { CAIXA_FECHADO, type CaixasRepository } from '../../model/caixas.js';
import type { CuponsRepository } from '../../model/cupons.js';
import type { FiadoRepository } from '../../model/fiado.js';
import { dayKey } from '../../platform/calendar.js';
import type { EfeitosDoPedido } from '../../model/efeitos-do-pedido.js';
import type { MesasRepository } from '../../model/mesas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import type { Sessao } from '../../platform/http/sessao.js';
import type { ComandasDaLojaRepository } from './repository.js';
import type { ContaParaImprimir } from './conta-impressa.js';

export const pagamentoAcimaDoQueFalta = (falta: number) => `O pagamento passa do que falta na conta (${formatBRLTexto(falta)}).`;
const LINHA_INEXISTENTE = 'Uma das linhas pedidas não está na conta.';
export const CONTA_ABAIXO_DO_PAGO = 'A conta ficaria menor do que o que já foi pago nela.';
export const cupomNaoFechaMais = (codigo: string, motivo: string) =>
  `Não dá para fechar a conta com o cupom ${codigo}: ${motivo[0]!.toLowerCase()}${motivo.slice(1).replace(/\.$/, '')}. Remova o cupom e feche de novo.`;

export interface DependenciasDasComandas {
  comandas: Pick<
    ComandasRepository,
    'read' | 'rodadas' | 'aberta' | 'comRodadas' | 'gravarPagamentos' | 'gravarCupom' | 'gravarPessoas' | 'fechar'
  >;
  cupons: Pick<CuponsRepository, 'readParaPedido' | 'readNaTransacao' | 'moveUso'>;
  rodadas: ComandasDaLojaRepository;
  mesas: Pick<MesasRepository, 'readNaTransacao' | 'liberar'>;
  /** The receiver's till, which every payment lands on (issue 46). */
  caixas: Pick<CaixasRepository, 'lerCaixaAberto' | 'lancarNoCaixa'>;
  efeitos: EfeitosDoPedido;
  fiado: Pick<FiadoRepository, 'readNaTransacao' | 'cobrar'>;
  runTransaction: RunTransaction;
  now: () => Date;
}

/**
 * A table's bill (issue 44): listing the shop's bills, reading one with its rounds, splitting what
 * is left, taking partial payments, and closing it, which counts its rounds' revenue (the order's
 * `receita` effect, model/efeitos-do-pedido.ts) in the same transaction. A round sent while the
 * bill closes lands on it before it closes (the close then re-reads it) or opens the next bill:
 * both transactions write the bill's document, so Firestore serialises them.
 */
export function comandasService({
  comandas,
  cupons,
  rodadas,
  mesas,
  caixas,
  efeitos,
  fiado,
  runTransaction,
  now,
}: DependenciasDasComandas) {
  /** A change to the bill's figures (a coupon, fewer people) that would leave it below its payments is refused. */
  function abaixoDoPago(comanda: ComandaSalva) {
    const conta = contaDaComanda(comanda, comanda.pessoas, true);
    if (conta.pago_centavos > conta.total_centavos) throw new AppError(409, CONTA_ABAIXO_DO_PAGO);
  }

  return {
    async list(lojaId: string, filtro: { status?: StatusDaComanda; data?: string }): Promise<{ comandas: Comanda[] }> {
      const lista = await rodadas.list(lojaId, filtro);
      // The list's bills without their rounds' lines: the sums are the bill's own.
      return { comandas: lista.map((comanda) => respostaDaComanda(comanda, [])) };
    },

    async get(lojaId: string, id: string): Promise<Comanda> {
      const { comanda, rodadas: lidas } = await comandas.comRodadas(lojaId, id);
      return respostaDaComanda(comanda, lidas);
    },

    /** GET /api/comandas/{id}/impressao: what the printed bill tells, as it stands now. */
    async impressao(lojaId: string, id: string): Promise<ContaParaImprimir> {
      const lida = await rodadas.readParaImprimir(lojaId, id);
      if (!lida) throw new AppError(404, COMANDA_NAO_ENCONTRADA);
      const { comanda, nomeLoja } = lida;
      return {
        nomeLoja,
        mesa: comanda.mesa.nome,
        aberta_em: comanda.aberta_em,
        fechada_em: comanda.fechada_em,
        impressa_em: now(),
        rodadas: rodadasVivas(await comandas.rodadas(lojaId, id)).map(({ codigo, criado_em, itens }) => ({ codigo, criado_em, itens })),
        conta: contaDaComanda(comanda),
        cupom: comanda.cupom && { codigo: comanda.cupom.codigo, desconto_centavos: descontoDoCupomDaComanda(comanda) },
        taxa_servico_percentual: comanda.taxa_servico_percentual,
        taxa_recusada: comanda.incluiu_taxa_servico === false,
        couvert_centavos: comanda.couvert_centavos,
        pessoas: comanda.pessoas,
        pagamentos: comanda.pagamentos,
      };
    },

    /**
     * What is left in `pessoas` equal parts, or one person's share of some lines with their part of
     * the fee, couvert aside; without the fee when the customer declined it.
     */
    async divisao(
      lojaId: string,
      id: string,
      pedido: { pessoas?: number; itens?: string; incluir_taxa_servico?: boolean },
    ): Promise<DivisaoDaComanda> {
      const { comanda, rodadas: lidas } = await comandas.comRodadas(lojaId, id);
      const incluir = pedido.incluir_taxa_servico ?? comanda.incluiu_taxa_servico ?? true;
      const conta = contaDaComanda(comanda, comanda.pessoas, incluir);
      if (pedido.pessoas !== undefined) {
        return {
          falta: centsToReais(conta.falta_centavos),
          partes: dividirPorPessoas(conta.falta_centavos, pedido.pessoas).map(centsToReais),
        };
      }
      const linhas = rodadasVivas(lidas).flatMap((rodada) => rodada.itens.map((item) => item.total_centavos));
      const escolhidas = [...new Set(pedido.itens!.split(',').map(Number))];
      if (escolhidas.some((linha) => linha < 1 || linha > linhas.length)) throw new AppError(400, LINHA_INEXISTENTE);
      // The lines' consumption after the bill's discounts in proportion, and the fee on it.
      const consumo = conta.subtotal_centavos - conta.desconto_centavos;
      // The chosen lines against the rest of the bill (not against the whole: that halved a lone line's share).
      const escolhido = escolhidas.reduce((soma, linha) => soma + linhas[linha - 1]!, 0);
      const [descontadas] = ratear(consumo, [escolhido, conta.subtotal_centavos - escolhido]);
      const taxa = incluir ? taxaDeServico(descontadas!, comanda.taxa_servico_percentual) : 0;
      const parte = Math.min(descontadas! + taxa, conta.falta_centavos);
      return { falta: centsToReais(conta.falta_centavos), partes: [centsToReais(parte)] };
    },

    /**
     * A partial payment, landing on the receiver's open till in the same transaction (issue 46): no
     * open till, no payment (409 CAIXA_FECHADO), and a close racing it either sees it or refuses it.
     * `forma: "fiado"` charges it to the phone's tab instead (no money changes hands, no till), read
     * in the same transaction before any write: over the tab's limit, nothing is recorded.
     */
    async pagar(
      lojaId: string,
      id: string,
      input: PagamentoDaComandaInput | PagamentoFiadoDaComandaInput,
      quem: Pick<Sessao, 'uid' | 'nome'>,
    ): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        const tab = input.forma === 'fiado' ? await fiado.readNaTransacao(tx, lojaId, input.telefone) : null;
        const valor = reaisToCents(input.valor);
        const { falta_centavos } = contaDaComanda(comanda, comanda.pessoas, true);
        if (valor > falta_centavos) throw new AppError(400, pagamentoAcimaDoQueFalta(falta_centavos));
        const em = now();
        if (input.forma === 'fiado') {
          const cobrar = fiado.cobrar(tx, lojaId, tab, {
            valor_centavos: valor,
            origem: { tipo: 'comanda', id },
            descricao: `Conta da ${comanda.mesa.nome}`,
            por: quem.nome,
            em,
          });
          cobrar();
          comandas.gravarPagamentos(tx, lojaId, id, [
            ...comanda.pagamentos,
            { forma: input.forma, telefone: input.telefone, valor_centavos: valor, troco_centavos: 0, em, por: quem.nome },
          ]);
          return;
        }
        const caixa = await caixas.lerCaixaAberto(tx, lojaId, quem.uid);
        if (!caixa) throw new AppError(409, CAIXA_FECHADO);
        const troco = input.recebido === undefined ? 0 : reaisToCents(input.recebido) - valor;
        comandas.gravarPagamentos(tx, lojaId, id, [
          ...comanda.pagamentos,
          { forma: input.forma, valor_centavos: valor, troco_centavos: troco, em, por: quem.nome },
        ]);
        caixas.lancarNoCaixa(tx, lojaId, caixa, {
          forma: input.forma,
          valor_centavos: valor,
          troco_centavos: troco,
          origem: { tipo: 'comanda', id, descricao: comanda.mesa.nome },
          por: quem.uid,
          em,
        });
      });
      return this.get(lojaId, id);
    },

    /**
     * POST /api/comandas/{id}/cupom: a shop's coupon on the open bill, checked by the order's rule
     * on the bill's consumption (no phone: a coupon per customer is refused). Its discount follows
     * the bill; its use is counted when the bill closes.
     */
    async aplicarCupom(lojaId: string, id: string, { codigo }: CupomDaComandaInput): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        const cupom = await cupons.readParaPedido(tx, lojaId, codigo);
        if (!cupom) throw new AppError(400, CUPOM_NAO_ENCONTRADO);
        const aplicado = applyCupomNaConta(cupom, { consumo_centavos: consumoDaComanda(comanda), hoje: dayKey(now()) });
        if (!aplicado.ok) throw new AppError(400, aplicado.erro);
        // applyCupomNaConta refuses frete grátis: what is left is a percent or reais.
        const salvo = { id: cupom.id, codigo: cupom.codigo, tipo: cupom.tipo as 'percentual' | 'valor', valor: cupom.valor };
        abaixoDoPago({ ...comanda, cupom: salvo });
        comandas.gravarCupom(tx, lojaId, id, salvo);
      });
      return this.get(lojaId, id);
    },

    /** DELETE /api/comandas/{id}/cupom: the open bill without its coupon (none is fine: nothing to remove). */
    async removerCupom(lojaId: string, id: string): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        if (comanda.cupom) comandas.gravarCupom(tx, lojaId, id, null);
      });
      return this.get(lojaId, id);
    },

    /** PUT /api/comandas/{id}/pessoas: the couvert is per person; fewer people than paid for is refused. */
    async mudarPessoas(lojaId: string, id: string, { pessoas }: PessoasDaComandaInput): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        abaixoDoPago({ ...comanda, pessoas });
        comandas.gravarPessoas(tx, lojaId, id, pessoas);
      });
      return this.get(lojaId, id);
    },

    async fechar(lojaId: string, id: string, input: FecharComandaInput): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        const pessoas = input.pessoas ?? comanda.pessoas;
        const conta = contaDaComanda(comanda, pessoas, input.incluir_taxa_servico);
        if (conta.falta_centavos > 0) throw new AppError(400, mensagemFaltaParaFechar(conta.falta_centavos));
        const agora = now();
        // The coupon's use is counted now, once, against its count as this transaction reads it: one
        // used up (or switched off, or out of its dates) since it was applied leaves the bill open.
        let usoDoCupom: (() => void) | null = null;
        if (comanda.cupom) {
          const cupom = await cupons.readNaTransacao(tx, lojaId, comanda.cupom.id);
          const aplicado = cupom
            ? applyCupomNaConta(cupom, { consumo_centavos: consumoDaComanda(comanda), hoje: dayKey(agora) })
            : ({ ok: false, erro: CUPOM_NAO_ENCONTRADO } as const);
          if (!aplicado.ok) throw new AppError(409, cupomNaoFechaMais(comanda.cupom.codigo, aplicado.erro));
          usoDoCupom = cupons.moveUso(tx, lojaId, comanda.cupom.id, 1);
        }
        // The table is free again, its calls answered with the bill, unless it was deleted or already points elsewhere.
        const mesa = await mesas.readNaTransacao(tx, lojaId, comanda.mesa.id);
        // Every read before any write: each live round's revenue enters now that its bill is closed.
        const movimentos = [];
        for (const rodada of rodadasVivas(await comandas.rodadas(lojaId, id, tx))) {
          const fechada = { ...rodada, comanda: { ...rodada.comanda!, fechada: true } };
          movimentos.push({ rodada, movimento: await efeitos.mover(tx, lojaId, fechada, rodada.status, agora) });
        }
        for (const { rodada, movimento } of movimentos) {
          rodadas.marcarFechada(tx, lojaId, rodada, movimento.campos);
          movimento.gravar();
        }
        usoDoCupom?.();
        if (mesa?.comanda_aberta_id === id) mesas.liberar(tx, lojaId, mesa.id);
        comandas.fechar(
          tx,
          lojaId,
          comanda,
          { incluiu_taxa_servico: input.incluir_taxa_servico, total_centavos: conta.total_centavos, pessoas },
          conta,
          agora,
        );
      });
      return this.get(lojaId, id);
    },
  };
}

export type ComandasService = ReturnType<typeof comandasService>;
