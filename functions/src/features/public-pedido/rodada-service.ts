import {
  formatBRLTexto,
  MESA_CODIGO_INVALIDO,
  reaisToCents,
  type AvisoPush,
  type RodadaParsed,
  type RodadaResponse,
} from '@vitrine/shared';
import { novoTokenAcompanhamento } from '../../model/acompanhamentos.js';
import { notifyEquipe, avisoNovoPedido } from '../../model/avisos-de-pedido.js';
import type { NotificacoesDaEquipe } from '../../model/dispositivos.js';
import { LOJA_NAO_ENCONTRADA, type CatalogosRepository, type LojaRef } from '../../model/catalogos.js';
import { clienteRegistroId, type ClientesRepository } from '../../model/clientes.js';
import type { ComandaSalva, ComandasRepository } from '../../model/comandas.js';
import type { EfeitosDoPedido } from '../../model/efeitos-do-pedido.js';
import { codigoConfere, type MesasRepository } from '../../model/mesas.js';
import type { PedidoNovo } from '../../model/pedidos.js';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { requireSameBody, type IdempotencyKey } from '../../platform/http/idempotency.js';
import { LimiteExcedido } from '../../platform/http/rate-limit.js';
import { isDocId } from '../../platform/http/validate.js';
import { aguardarAvisos } from '../../platform/push/sender.js';
import { aceitaPedido } from './checkout.js';
import { novoCodigoPedido, pedidoIdDaChave } from './codigo.js';
import { indisponivel, itensDoPedido, juntarLinhas } from './linhas.js';
import type { PublicPedidoRepository } from './repository.js';
import { LOJA_OCUPADA } from './service.js';

export const SALAO_FECHADO = 'Esta loja não está recebendo pedidos pelas mesas agora. Chame o garçom.';
export const contaAcimaDoLimite = (maximoCentavos: number) =>
  `A conta desta mesa passaria de ${formatBRLTexto(maximoCentavos)}. Chame o garçom para continuar.`;

export interface DependenciasDaRodada {
  pedidos: PublicPedidoRepository;
  clientes: Pick<ClientesRepository, 'read'>;
  mesas: Pick<MesasRepository, 'readNaTransacao' | 'marcarComanda'>;
  comandas: Pick<ComandasRepository, 'read' | 'nova'>;
  efeitos: EfeitosDoPedido;
  catalogos: CatalogosRepository;
  runTransaction: RunTransaction;
  publisher: Pick<CatalogoPublisher, 'publishAfterCommit'>;
  now: () => Date;
  notificacoesDaEquipe?: Pick<NotificacoesDaEquipe, 'paraLoja'>;
}

/** The table's open bill, or a new one (the round's `comanda` effect writes it) when it has none open. */
async function comandaDaMesa(
  { comandas }: Pick<DependenciasDaRodada, 'comandas'>,
  tx: Parameters<Parameters<RunTransaction>[0]>[0],
  lojaId: string,
  mesa: { id: string; nome: string; comanda_aberta_id: string | null },
  salao: { taxa_servico_percentual: number; couvert: number | null },
  agora: Date,
): Promise<{ comanda: ComandaSalva; nova: boolean }> {
  const aberta = mesa.comanda_aberta_id ? await comandas.read(lojaId, mesa.comanda_aberta_id, tx) : null;
  if (aberta?.status === 'aberta') return { comanda: aberta, nova: false };
  const taxa = { taxa_servico_percentual: salao.taxa_servico_percentual, couvert_centavos: reaisToCents(salao.couvert ?? 0) };
  return { comanda: comandas.nova(lojaId, { id: mesa.id, nome: mesa.nome }, taxa, agora), nova: true };
}

/**
 * A round sent from a table (issue 44): the table's QR code must be its current one; the round is an
 * order that goes straight to the kitchen (confirmado), tagged with the table, with no WhatsApp,
 * delivery, fee or payment, and joins the table's open bill or opens one. Stock and the customer's
 * record are its effects as for any order; its revenue counts when the bill closes. Two rounds at
 * once both land: each reads the table and writes its bill, so Firestore runs them one after the
 * other, the second on the bill the first opened.
 */
export function publicRodadaService(deps: DependenciasDaRodada) {
  const { pedidos, clientes, mesas, efeitos, catalogos, runTransaction, publisher, now, notificacoesDaEquipe } = deps;

  async function save(lojaId: string, mesaId: string, codigo: string, input: RodadaParsed, idempotency: IdempotencyKey | undefined) {
    const linhas = juntarLinhas(input.produtos);
    const pedidoId = idempotency === undefined ? null : pedidoIdDaChave(lojaId, idempotency.chave);
    return runTransaction(async (tx) => {
      const agora = now();
      const telefone = input.cliente?.telefone || null;
      const produtoIds = [...new Set(linhas.map((linha) => linha.id))];
      const leitura = await pedidos.read(tx, { lojaId, pedidoId, telefone, produtoIds });
      const { loja, existente, produtos } = leitura;
      if (!loja) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      const mesa = await mesas.readNaTransacao(tx, lojaId, mesaId);
      if (!mesa || !codigoConfere(mesa, codigo)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      if (existente) {
        requireSameBody(existente.corpo, idempotency!.corpo);
        return {
          resposta: { codigo: existente.pedido.codigo, comanda_id: existente.pedido.comanda?.id ?? '' },
          esgotados: [],
          aviso: null,
        };
      }
      aceitaPedido(loja, leitura);
      if (!loja.salao.ativo) throw new AppError(409, SALAO_FECHADO);
      const { comanda, nova } = await comandaDaMesa(deps, tx, lojaId, mesa, loja.salao, agora);
      const registro = telefone ? await clientes.read(tx, lojaId, telefone) : null;
      const itens = itensDoPedido(linhas, produtos);
      const subtotal_centavos = itens.reduce((soma, item) => soma + item.total_centavos, 0);
      // The whole bill under the platform's ceiling on an order: a table cannot run up what no order may.
      if (comanda.subtotal_centavos - comanda.desconto_centavos + subtotal_centavos > leitura.valorMaximoCentavos)
        throw new AppError(400, contaAcimaDoLimite(leitura.valorMaximoCentavos));
      const nome = input.cliente?.nome?.trim() || null;
      const pedido: PedidoNovo = {
        codigo: novoCodigoPedido(),
        itens,
        subtotal_centavos,
        taxa_entrega_centavos: 0,
        desconto_centavos: 0,
        total_centavos: subtotal_centavos,
        cupom: null,
        fidelidade: null,
        texto_whatsapp: '',
        idempotencia: pedidoId,
        idempotencia_corpo: idempotency?.corpo ?? null,
        cliente: nome || telefone ? { nome: nome ?? '', ...(telefone && { telefone }) } : null,
        entrega: null,
        pagamento: null,
        observacao: input.observacao ?? null,
        pix_copia_e_cola: null,
        acompanhamento: novoTokenAcompanhamento(),
        agendado_para: null,
        distancia_km: null,
        frete_a_combinar: false,
        cliente_registro: telefone && clienteRegistroId(lojaId, telefone),
        comanda: { id: comanda.id, mesa: comanda.mesa, fechada: false },
        balcao: null,
      };
      const id = pedidos.novoId(lojaId, pedidoId);
      const colocado = { ...pedido, id, status: null, criado_em: agora, historico: [], receita_contada: false, selo_fidelidade: false };
      const movimento = await efeitos.mover(tx, lojaId, colocado, 'confirmado', agora, {
        lido: { produtos, cupom: null, registro, fidelidade: loja.fidelidade, comanda: { comanda, nova } },
        cliente: telefone ? { cliente: { nome, telefone } } : undefined,
      });
      pedidos.create(tx, lojaId, id, { ...pedido, ...movimento.campos }, agora, {
        alertaMin: 0,
        agendadoAvisarEm: null,
        status: 'confirmado',
      });
      movimento.gravar();
      if (nova) mesas.marcarComanda(tx, lojaId, mesa.id, comanda.id);
      return {
        resposta: { codigo: pedido.codigo, comanda_id: comanda.id },
        esgotados: movimento.republicar,
        aviso: avisoNovoPedido(id, pedido) as AvisoPush | null,
      };
    });
  }

  return {
    /** 201 with the round's code and its bill; a retry with the same Idempotency-Key and body answers the same round. */
    async create(
      ref: LojaRef,
      mesaId: string,
      codigo: string | undefined,
      input: RodadaParsed,
      idempotency: IdempotencyKey | undefined,
    ): Promise<RodadaResponse> {
      const lojaId = await catalogos.lojaId(ref);
      if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (!codigo || !isDocId(mesaId)) throw new AppError(404, MESA_CODIGO_INVALIDO);
      const malformada = juntarLinhas(input.produtos).find((linha) => !isDocId(linha.id));
      if (malformada) throw indisponivel(malformada.nomeNoCarrinho || malformada.id);
      // The shop's orders this minute count a table's rounds too (the kitchen is the same).
      const janela = await pedidos.contarNaJanela(lojaId, now());
      if (!janela.permitido) throw new LimiteExcedido(LOJA_OCUPADA, janela.retryAfterSeconds);
      const salvo = await save(lojaId, mesaId, codigo, input, idempotency);
      if (salvo.esgotados.length > 0) await publisher.publishAfterCommit(lojaId);
      if (salvo.aviso && notificacoesDaEquipe) await aguardarAvisos(notifyEquipe(notificacoesDaEquipe, lojaId, salvo.aviso));
      return salvo.resposta;
    },
  };
}

export type PublicRodadaService = ReturnType<typeof publicRodadaService>;
