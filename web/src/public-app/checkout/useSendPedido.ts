import type { LojaPublica, PedidoResponse } from '@vitrine/shared';
import { whatsappLink } from '@vitrine/shared/links';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { serverMessage } from '../errors';
import { acompanhamentoToken, type LojaRef } from '../../lib/public-paths';
import { toast } from '../toast';
import { createPedido, readWhatsapp, type CheckoutPart } from './api';
import { pedidoKey } from '../carrinho/carrinho';
import { readStoredCarrinho } from '../carrinho/carrinho-store';
import type { CarrinhoApi } from '../carrinho/useCarrinho';
import { recordPedido } from '../public-instalar/convite';
import { savePedido } from '../meus-pedidos/meus-pedidos';

const PEDIDO_SENT = 'Pedido enviado! Você será redirecionado para o WhatsApp.';
const NO_WHATSAPP = 'Esta loja ainda não informou o WhatsApp que recebe os pedidos. Entre em contato com a loja diretamente.';
const PEDIDO_REFUSED = 'Erro ao processar pedido. Tente novamente.';
const PEDIDO_FAILED = 'Erro ao finalizar pedido. Tente novamente.';

/** A random Idempotency-Key; crypto.randomUUID exists only on https and localhost, a phone on the LAN may lack it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A tab opened now, while the tap still counts as a user gesture (popup blockers refuse a
 * window.open made after awaiting the API), showing a short note until it is sent to WhatsApp.
 */
function openBlankTab(): Window | null {
  const aba = window.open('', '_blank');
  if (!aba) return null;
  try {
    aba.opener = null;
    aba.document.title = 'WhatsApp';
    aba.document.body.style.cssText =
      'font: 16px system-ui, sans-serif; color: #334155; display: grid; place-items: center; min-height: 90vh;';
    aba.document.body.textContent = 'Abrindo o WhatsApp…';
  } catch {
    // A browser that gives no access to the new tab's page: it stays blank for a moment.
  }
  return aba;
}

class PedidoRefused extends Error {}

/** A refusal and the cart lines it was for. */
export interface Recusa {
  mensagem: string;
  linhas: CarrinhoApi['linhas'];
}

/**
 * The refusal the summary shows: only while the cart still holds the lines it was for (issue 43),
 * so lowering a quantity to what is left clears "restam 2" at once, before any new send.
 */
export const recusaAtual = (recusa: Recusa | null, linhas: CarrinhoApi['linhas']): string | null =>
  recusa && JSON.stringify(recusa.linhas) === JSON.stringify(linhas) ? recusa.mensagem : null;

/** The shop's number, digits only; null when it has none (or the lookup is refused). A lost connection throws. */
async function whatsappNumber(lojaId: string): Promise<string | null> {
  try {
    return (await readWhatsapp(lojaId)).whatsapp?.replace(/\D/g, '') || null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

function noWhatsapp(aba: Window | null) {
  aba?.close();
  toast.error(NO_WHATSAPP);
}

/**
 * Sends the cart (spec §4, §7, §8): POST the order with an Idempotency-Key kept with the cart until
 * it succeeds (a retry after a lost answer gets the same order, not a second one), look up the
 * shop's WhatsApp, open https://wa.me/{number}?text={summary} in a new tab, then empty the cart.
 * With `checkout` (a shop with service settings) the order carries it, a refusal is also kept in
 * `refusal` for the summary to show, and the caller shows the confirmation under the spec's toast.
 * `onRefused` hears the server's words of a refusal (a coupon that ran out meanwhile goes without it).
 */
export function useSendPedido(
  ref: LojaRef,
  loja: LojaPublica,
  carrinho: CarrinhoApi,
  onSent: (pedido: PedidoResponse, whatsappUrl: string) => void,
  onRefused?: (mensagem: string) => void,
) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Recusa | null>(null);
  const inFlight = useRef(false);

  async function send(checkout?: CheckoutPart) {
    // Ordering is ignored when the cart is empty (spec §4), and a second tap while sending.
    if (inFlight.current || carrinho.linhas.length === 0) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    const aba = openBlankTab();
    let enviadas = carrinho.linhas;
    try {
      const current = readStoredCarrinho(loja.lojista_id);
      const { carrinho: comChave, chave } = pedidoKey(current, newIdempotencyKey, checkout && JSON.stringify(checkout));
      carrinho.update(() => comChave);
      enviadas = comChave.linhas;

      // A shop that had no number when the catalogue was read: ask first, so no order is stored that cannot be sent.
      let numero = loja.whatsapp ? null : await whatsappNumber(loja.lojista_id);
      if (!loja.whatsapp && !numero) return noWhatsapp(aba);

      const pedido = await createPedido(ref, comChave.linhas, chave, checkout).catch((error: unknown) => {
        if (error instanceof ApiError) throw new PedidoRefused(serverMessage(error) ?? error.message);
        throw error;
      });
      numero ??= await whatsappNumber(loja.lojista_id);
      if (!numero) return noWhatsapp(aba);

      const url = whatsappLink(numero, pedido.texto_whatsapp);
      if (aba && !aba.closed) aba.location.href = url;
      else window.location.assign(url);
      toast.success(PEDIDO_SENT);
      recordPedido(loja.lojista_id);
      // "Meus pedidos": what was sent, as the cart had it (each line's product, choices and note).
      savePedido(loja.lojista_id, {
        token: acompanhamentoToken(pedido.acompanhamento) ?? '',
        codigo: pedido.codigo,
        criado_em: new Date().toISOString(),
        total: pedido.total,
        linhas: comChave.linhas,
      });
      carrinho.clear();
      onSent(pedido, url);
    } catch (error) {
      aba?.close();
      if (error instanceof PedidoRefused) {
        toast.error(PEDIDO_REFUSED, { description: error.message });
        setRefusal({ mensagem: error.message, linhas: enviadas });
        onRefused?.(error.message);
      } else toast.error(PEDIDO_FAILED, { description: navigator.onLine ? undefined : 'Você está sem internet.' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending, refusal: recusaAtual(refusal, carrinho.linhas) };
}
