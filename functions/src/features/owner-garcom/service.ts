import {
  centsToReais,
  compareMesas,
  formatBRLTexto,
  MESA_NAO_ENCONTRADA,
  type Comanda,
  type MesasDoGarcomResponse,
  type MoverComandaInput,
  type MoverLinhaInput,
  type MoverLinhaResponse,
  type PedidoDeBalcaoParsed,
  type PedidoDeBalcaoResponse,
  type PedirContaResponse,
  type RodadaParsed,
  type RodadaResponse,
} from '@vitrine/shared';
import { Timestamp } from 'firebase-admin/firestore';
import { avisoNovoPedido } from '../../model/avisos-de-pedido.js';
import { lojaIndisponivel, LOJA_NAO_ENCONTRADA } from '../../model/catalogos.js';
import { contaDaComanda, respostaDaComanda, type ComandasRepository } from '../../model/comandas.js';
import type { FiadoRepository } from '../../model/fiado.js';
import { itensDoPedido } from '../../model/linhas-do-pedido.js';
import { salaoOf, type LojistasRepository } from '../../model/lojistas.js';
import type { MesasRepository } from '../../model/mesas.js';
import type { PedidoItem } from '../../model/pedidos.js';
import type { PedidosNovosRepository } from '../../model/pedidos-novos.js';
import {
  comandaDaMesa,
  depoisDoCommit,
  enviarRodada,
  idempotenciaDe,
  linhasDe,
  pedidoDireto,
  rodadaDoCorpo,
  type DependenciasDoLancamento,
  type PedidoDiretoSalvo,
} from '../../model/rodadas.js';
import { AppError } from '../../platform/http/errors.js';
import { requireSameBody, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { isDocId } from '../../platform/http/validate.js';
import type { GarcomRepository } from './repository.js';

export const JA_ESTA_NA_MESA = 'A conta já está nesta mesa. Escolha outra mesa.';
export const RODADA_FORA_DA_CONTA = 'Esta rodada não está nesta conta.';
export const RODADA_CANCELADA = 'Esta rodada foi cancelada: não há o que mover.';
export const LINHA_FORA_DA_RODADA = 'Esta linha não está na rodada.';
export const PAGO_ALEM_DO_QUE_SOBRA =
  'A conta ficaria menor do que o que já foi pago nela. Mova antes de receber, ou mova a conta inteira.';
export const mesaOcupada = (nome: string) =>
  `A ${nome} já tem uma conta aberta. Escolha uma mesa livre, ou mova as rodadas uma a uma para juntar as contas.`;
export const quantidadeAlemDaLinha = (quantidade: number) =>
  `Esta linha tem ${quantidade} ${quantidade === 1 ? 'unidade' : 'unidades'}: mova no máximo isso.`;
const balcaoAcimaDoLimite = (maximoCentavos: number) =>
  `O total do pedido passa do limite de ${formatBRLTexto(maximoCentavos)} por pedido.`;

export interface DependenciasDoGarcom extends DependenciasDoLancamento {
  pedidos: PedidosNovosRepository;
  comandas: Pick<ComandasRepository, 'read' | 'rodadas' | 'aberta' | 'comRodadas' | 'nova' | 'abrir' | 'moverRodada'>;
  mesas: Pick<MesasRepository, 'readNaTransacao' | 'marcarComanda' | 'marcarChamado' | 'liberar'>;
  garcom: GarcomRepository;
  fiado: Pick<FiadoRepository, 'readNaTransacao' | 'cobrar'>;
  lojistas: Pick<LojistasRepository, 'require'>;
}

/**
 * The floor staff on their phones (issue 44): the waiter's tables, a round for a table (the same
 * story as a phone's at the table, model/rodadas.ts, with no QR code: the session is the team's),
 * moving a whole bill to a free table or a round or a line to another table's bill, asking for the
 * bill, and a counter order. Every write is one transaction; the team's push and the catalogue's
 * republishing go after the commit, as for any order.
 */
export function garcomService(deps: DependenciasDoGarcom) {
  const { pedidos, comandas, mesas, garcom, fiado, lojistas, efeitos, runTransaction, now } = deps;

  async function lerComanda(lojaId: string, id: string): Promise<Comanda> {
    const { comanda, rodadas } = await comandas.comRodadas(lojaId, id);
    return respostaDaComanda(comanda, rodadas);
  }

  return {
    /** Every table, free or with its open bill's total, in the room's order. */
    async mesas(lojaId: string): Promise<MesasDoGarcomResponse> {
      const { mesas: lidas, comandas: abertas } = await garcom.mesasComContas(lojaId);
      return {
        mesas: lidas.sort(compareMesas).map((mesa) => {
          const comanda = mesa.comanda_aberta_id ? abertas.get(mesa.comanda_aberta_id) : undefined;
          const aberta = comanda?.status === 'aberta' ? comanda : null;
          // A call made before the bill opened belongs to the table's last customers.
          const desde = (em: Date | null) => (em && aberta && em >= aberta.aberta_em ? em.toISOString() : null);
          return {
            id: mesa.id,
            nome: mesa.nome,
            estado: aberta ? 'ocupada' : 'livre',
            comanda_id: aberta?.id ?? null,
            total: aberta ? centsToReais(contaDaComanda(aberta).total_centavos) : 0,
            ultima_rodada_em: aberta?.ultima_rodada_em?.toISOString() ?? null,
            pediu_conta_em: desde(mesa.chamados.conta),
            chamou_garcom_em: desde(mesa.chamados.garcom),
          };
        }),
      };
    },

    /** A waiter's round for the table `mesaId`: opens its bill when it has none; the history says who sent it. */
    async rodada(
      lojaId: string,
      mesaId: string,
      input: RodadaParsed,
      por: string,
      idempotency: IdempotencyKey | undefined,
    ): Promise<RodadaResponse> {
      if (!isDocId(mesaId)) throw new AppError(404, MESA_NAO_ENCONTRADA);
      const corpo = rodadaDoCorpo(lojaId, input, idempotency);
      return enviarRodada(deps, {
        lojaId,
        mesaId,
        ...corpo,
        por,
        mesaValida(mesa) {
          if (!mesa) throw new AppError(404, MESA_NAO_ENCONTRADA);
          return mesa;
        },
        // The room's switch is the tables' QR codes': the team serves the room whatever it says.
        aceitar(loja) {
          if (loja.status !== 'ativo') throw lojaIndisponivel();
        },
      });
    },

    /**
     * A counter order (balcão): an ordinary order of the customer's name, eaten there or taken away,
     * straight to the kitchen (confirmado) and paid at the counter, so its revenue counts at once;
     * its stock, the received counters and the team's push as for any order. Paid "fiado" (issue 46),
     * its total is charged to the phone's tab in the same transaction: over the limit, no order.
     */
    async balcao(
      lojaId: string,
      input: PedidoDeBalcaoParsed,
      por: string,
      idempotency: IdempotencyKey | undefined,
    ): Promise<PedidoDeBalcaoResponse> {
      const linhas = linhasDe(input.produtos);
      const idempotencia = idempotenciaDe(lojaId, idempotency);
      const salvo = await runTransaction(async (tx): Promise<PedidoDiretoSalvo<PedidoDeBalcaoResponse>> => {
        const agora = now();
        const produtoIds = [...new Set(linhas.map((linha) => linha.id))];
        const leitura = await pedidos.read(tx, { lojaId, pedidoId: idempotencia.pedidoId, telefone: null, produtoIds });
        const { loja, existente, produtos } = leitura;
        const tab = input.fiado ? await fiado.readNaTransacao(tx, lojaId, input.fiado.telefone) : null;
        if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
        if (existente) {
          requireSameBody(existente.corpo, idempotencia.corpo!);
          return { resposta: { id: existente.pedido.id, codigo: existente.pedido.codigo }, esgotados: [], aviso: null };
        }
        if (loja.status !== 'ativo') throw lojaIndisponivel();
        const pedido = pedidoDireto(lojaId, {
          itens: itensDoPedido(linhas, produtos),
          cliente: { nome: input.cliente.nome, telefone: null },
          observacao: input.observacao ?? null,
          idempotencia,
          balcao: { consumo: input.consumo },
        });
        if (pedido.total_centavos > leitura.valorMaximoCentavos) throw new AppError(400, balcaoAcimaDoLimite(leitura.valorMaximoCentavos));
        const id = pedidos.novoId(lojaId, idempotencia.pedidoId);
        const cobrarNoFiado = input.fiado
          ? fiado.cobrar(tx, lojaId, tab, {
              valor_centavos: pedido.total_centavos,
              origem: { tipo: 'pedido', id },
              descricao: `Pedido ${pedido.codigo} (balcão)`,
              por,
              em: agora,
            })
          : null;
        const colocado = { ...pedido, id, status: null, criado_em: agora, historico: [], receita_contada: false, selo_fidelidade: false };
        const movimento = await efeitos.mover(tx, lojaId, colocado, 'confirmado', agora, {
          lido: { produtos, cupom: null, registro: null, fidelidade: loja.fidelidade },
        });
        // Paid on the tab: the order is paid as it is placed, so no till takes it again (POST …/pagamentos: "já está pago").
        const pagoNoFiado = input.fiado && {
          recebimentos: [
            {
              forma: 'fiado',
              telefone: input.fiado.telefone,
              valor_centavos: pedido.total_centavos,
              troco_centavos: 0,
              em: Timestamp.fromDate(agora),
              por,
              caixa_id: '',
            },
          ],
        };
        pedidos.create(tx, lojaId, id, { ...pedido, ...movimento.campos, ...pagoNoFiado }, agora, {
          alertaMin: 0,
          agendadoAvisarEm: null,
          status: 'confirmado',
          por,
        });
        movimento.gravar();
        cobrarNoFiado?.();
        return { resposta: { id, codigo: pedido.codigo }, esgotados: movimento.republicar, aviso: avisoNovoPedido(id, pedido) };
      });
      return depoisDoCommit(deps, lojaId, salvo);
    },

    /**
     * The whole open bill to a free table: the bill, its rounds (the kitchen and the tickets name
     * the new table) and both tables' marks. A table with an open bill of its own is refused (409):
     * joining two bills is moving the rounds one by one, which keeps each payment where it was taken.
     */
    async moverComanda(lojaId: string, id: string, { mesa_id }: MoverComandaInput): Promise<Comanda> {
      await runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        if (comanda.mesa.id === mesa_id) throw new AppError(400, JA_ESTA_NA_MESA);
        const destino = await mesas.readNaTransacao(tx, lojaId, mesa_id);
        if (!destino) throw new AppError(404, MESA_NAO_ENCONTRADA);
        const ocupante = destino.comanda_aberta_id ? await comandas.read(lojaId, destino.comanda_aberta_id, tx) : null;
        if (ocupante?.status === 'aberta') throw new AppError(409, mesaOcupada(destino.nome));
        const origem = await mesas.readNaTransacao(tx, lojaId, comanda.mesa.id);
        const rodadas = await comandas.rodadas(lojaId, id, tx);
        garcom.mudarMesa(tx, lojaId, comanda, rodadas, { id: destino.id, nome: destino.nome });
        // The table's pending calls are the bill's people's: they move with it, and the old table is left clean.
        const seus = origem?.comanda_aberta_id === id ? origem : null;
        if (seus) mesas.liberar(tx, lojaId, seus.id);
        mesas.marcarComanda(tx, lojaId, destino.id, id, seus?.chamados ?? { garcom: null, conta: null });
      });
      return lerComanda(lojaId, id);
    },

    /**
     * A round, a line of it, or some units of a line, to another table's bill (opened when it has
     * none), in one transaction. A whole round changes bills; a part of one becomes a round of its
     * own on the other bill (criarRodadaMovida), its cents taken off the source round, so the two
     * add up to what the round was and every unit's stock stays held by exactly one order. A bill
     * left with nothing is closed at zero and its table freed; a bill whose payments would pass
     * what is left in it is refused.
     */
    async moverLinha(lojaId: string, id: string, input: MoverLinhaInput, por: string): Promise<MoverLinhaResponse> {
      const destinoId = await runTransaction(async (tx) => {
        const agora = now();
        const comanda = await comandas.aberta(lojaId, id, tx);
        const rodada = await garcom.rodada(tx, lojaId, input.pedido_id);
        if (!rodada || rodada.comanda?.id !== id) throw new AppError(404, RODADA_FORA_DA_CONTA);
        if (rodada.status === 'cancelado') throw new AppError(409, RODADA_CANCELADA);
        if (comanda.mesa.id === input.mesa_id) throw new AppError(400, JA_ESTA_NA_MESA);
        const destino = await mesas.readNaTransacao(tx, lojaId, input.mesa_id);
        if (!destino) throw new AppError(404, MESA_NAO_ENCONTRADA);
        const salao = salaoOf(await lojistas.require(lojaId, tx));
        const { comanda: alvo, nova } = await comandaDaMesa(comandas, tx, lojaId, destino, salao, agora);
        const origemMesa = await mesas.readNaTransacao(tx, lojaId, comanda.mesa.id);

        // What moves: the whole round, or part of one line (its units priced alike, so the cents split exactly).
        let parte: { item: PedidoItem; restantes: PedidoItem[] } | null = null;
        if (input.item_index !== undefined) {
          const item = rodada.itens[input.item_index];
          if (!item) throw new AppError(400, LINHA_FORA_DA_RODADA);
          const quantidade = input.quantidade ?? item.quantidade;
          if (quantidade > item.quantidade) throw new AppError(400, quantidadeAlemDaLinha(item.quantidade));
          const inteira = quantidade === item.quantidade;
          if (!inteira || rodada.itens.length > 1) {
            const movido = inteira ? item : { ...item, quantidade, total_centavos: item.preco_centavos * quantidade };
            const fica = inteira
              ? []
              : [{ ...item, quantidade: item.quantidade - quantidade, total_centavos: item.total_centavos - movido.total_centavos }];
            parte = { item: movido, restantes: rodada.itens.flatMap((outro, indice) => (indice === input.item_index ? fica : [outro])) };
          }
        }
        const valor = parte ? parte.item.total_centavos : rodada.subtotal_centavos;
        const desconto = parte ? 0 : rodada.desconto_centavos;
        const sobra = {
          ...comanda,
          subtotal_centavos: comanda.subtotal_centavos - valor,
          desconto_centavos: comanda.desconto_centavos - desconto,
        };
        const conta = contaDaComanda(sobra);
        if (conta.pago_centavos > conta.total_centavos) throw new AppError(409, PAGO_ALEM_DO_QUE_SOBRA);
        const vazia = !parte && comanda.rodadas <= 1 && conta.pago_centavos === 0;

        // Every read is done: the writes.
        const paraAlvo = { id: alvo.id, mesa: alvo.mesa, fechada: false };
        const somas = { subtotal_centavos: valor, desconto_centavos: desconto };
        if (parte) {
          garcom.tirarDaRodada(tx, lojaId, rodada, parte.restantes, valor);
          garcom.moverValor(tx, lojaId, comanda.id, -valor);
          garcom.criarRodadaMovida(tx, lojaId, rodada, parte.item, paraAlvo, por);
        } else {
          garcom.mudarComandaDaRodada(tx, lojaId, rodada.id, paraAlvo);
          comandas.moverRodada(tx, lojaId, comanda.id, somas, -1, agora);
        }
        if (nova) {
          comandas.abrir(tx, lojaId, alvo, somas, agora);
          mesas.marcarComanda(tx, lojaId, destino.id, alvo.id);
        } else {
          comandas.moverRodada(tx, lojaId, alvo.id, somas, 1, agora);
        }
        if (vazia) {
          garcom.fecharVazia(tx, lojaId, comanda.id, agora);
          if (origemMesa?.comanda_aberta_id === comanda.id) mesas.marcarComanda(tx, lojaId, origemMesa.id, null);
        }
        return alvo.id;
      });
      const [origem, destino] = await Promise.all([lerComanda(lojaId, id), lerComanda(lojaId, destinoId)]);
      return { origem, destino };
    },

    /** The waiter asks for the bill on the table's behalf: the room's screen shows it as the table's own call does. */
    async pedirConta(lojaId: string, id: string): Promise<PedirContaResponse> {
      return runTransaction(async (tx) => {
        const comanda = await comandas.aberta(lojaId, id, tx);
        const mesa = await mesas.readNaTransacao(tx, lojaId, comanda.mesa.id);
        if (!mesa) throw new AppError(404, MESA_NAO_ENCONTRADA);
        const em = now();
        mesas.marcarChamado(tx, lojaId, mesa.id, 'conta', em);
        return { mesa: comanda.mesa, em: em.toISOString() };
      });
    },
  };
}

export type GarcomService = ReturnType<typeof garcomService>;
