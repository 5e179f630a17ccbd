import type { LojaPublica } from '@vitrine/shared';
import { whatsappLink } from '@vitrine/shared/links';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { buscarWhatsapp, criarPedido, type LojaRef } from '../api';
import { aviso } from '../avisos';
import { mensagemDoServidor } from '../falhas';
import { chaveDoPedido } from './carrinho';
import { lerDoDispositivo } from './store';
import type { CarrinhoApi } from './useCarrinho';

export const PEDIDO_ENVIADO = 'Pedido enviado! Você será redirecionado para o WhatsApp.';
export const SEM_WHATSAPP = 'Lojista ainda não configurou o WhatsApp. Entre em contato diretamente.';
export const ERRO_PEDIDO = 'Erro ao processar pedido. Tente novamente.';
export const ERRO_FINALIZAR = 'Erro ao finalizar pedido. Tente novamente.';

/** A random Idempotency-Key; crypto.randomUUID exists only on https and localhost, a phone on the LAN may lack it. */
function novaChave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A tab opened now, while the tap still counts as a user gesture (popup blockers refuse a
 * window.open made after awaiting the API), showing a short note until it is sent to WhatsApp.
 */
function abrirAbaVazia(): Window | null {
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

class PedidoRecusado extends Error {}

/** The shop's number, digits only; null when it has none (or the lookup is refused). A lost connection throws. */
async function numeroDoWhatsapp(lojistaId: string): Promise<string | null> {
  try {
    return (await buscarWhatsapp(lojistaId)).whatsapp?.replace(/\D/g, '') || null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

function semWhatsapp(aba: Window | null) {
  aba?.close();
  aviso.error(SEM_WHATSAPP);
}

/**
 * Sends the cart (spec §4, §7, §8): POST the order with an Idempotency-Key kept with the cart until
 * it succeeds (a retry after a lost answer gets the same order, not a second one), look up the
 * shop's WhatsApp, open https://wa.me/{number}?text={summary} in a new tab, then empty the cart.
 */
export function useEnviarPedido(ref: LojaRef, loja: LojaPublica, carrinho: CarrinhoApi, onEnviado: () => void) {
  const [enviando, setEnviando] = useState(false);
  const emCurso = useRef(false);

  async function enviar() {
    // Ordering is ignored when the cart is empty (spec §4), and a second tap while sending.
    if (emCurso.current || carrinho.linhas.length === 0) return;
    emCurso.current = true;
    setEnviando(true);
    const aba = abrirAbaVazia();
    try {
      const atual = lerDoDispositivo(loja.lojista_id);
      const { carrinho: comChave, chave } = chaveDoPedido(atual, novaChave);
      carrinho.alterar(() => comChave);

      // A shop that had no number when the catalogue was read: ask first, so no order is stored that cannot be sent.
      let numero = loja.whatsapp ? null : await numeroDoWhatsapp(loja.lojista_id);
      if (!loja.whatsapp && !numero) return semWhatsapp(aba);

      const pedido = await criarPedido(ref, comChave.linhas, chave).catch((error: unknown) => {
        if (error instanceof ApiError) throw new PedidoRecusado(mensagemDoServidor(error) ?? error.message);
        throw error;
      });
      numero ??= await numeroDoWhatsapp(loja.lojista_id);
      if (!numero) return semWhatsapp(aba);

      const url = whatsappLink(numero, pedido.texto_whatsapp);
      if (aba && !aba.closed) aba.location.href = url;
      else window.location.assign(url);
      aviso.success(PEDIDO_ENVIADO);
      carrinho.esvaziar();
      onEnviado();
    } catch (error) {
      aba?.close();
      if (error instanceof PedidoRecusado) aviso.error(ERRO_PEDIDO, { description: error.message });
      else aviso.error(ERRO_FINALIZAR, { description: navigator.onLine ? undefined : 'Você está sem internet.' });
    } finally {
      emCurso.current = false;
      setEnviando(false);
    }
  }

  return { enviar, enviando };
}
