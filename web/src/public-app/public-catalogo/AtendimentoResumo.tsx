import type { Atendimento } from '@vitrine/shared';
import { formatKm } from '@vitrine/shared/atendimento';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { cobrancaDaEntrega, NOMES_FORMAS_PAGAMENTO, openingState, tiposDaLoja } from '@vitrine/shared/atendimento';
import { useAgora } from '../useAgora';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/**
 * The shop's own delivery in a few words, as it charges now (cobrancaDaEntrega): up to how far and
 * from what fee, its neighbourhood or how many from the cheapest, or its one fee; free above an amount.
 */
function entregaPropria(atendimento: Atendimento): string {
  const { bairros, faixas_distancia: faixas, taxa_entrega, entrega_gratis_acima } = atendimento;
  const cobranca = cobrancaDaEntrega(atendimento);
  const taxas =
    cobranca === 'distancia'
      ? faixas.map((faixa) => faixa.taxa)
      : cobranca === 'bairros'
        ? bairros.map((bairro) => bairro.taxa)
        : [taxa_entrega];
  const menor = Math.min(...taxas);
  let texto: string;
  if (cobranca === 'taxa_unica') texto = taxa_entrega > 0 ? `Entrega ${reais(taxa_entrega)}` : 'Entrega grátis';
  else {
    const onde =
      cobranca === 'distancia'
        ? `Entrega até ${formatKm(faixas[faixas.length - 1]!.ate_km)} km`
        : bairros.length === 1
          ? `Entrega em ${bairros[0]!.nome}`
          : `Entrega em ${bairros.length} bairros`;
    texto = menor > 0 ? `${onde} a partir de ${reais(menor)}` : onde;
  }
  if (entrega_gratis_acima !== null && taxas.some((taxa) => taxa > 0)) texto += `, grátis acima de ${reais(entrega_gratis_acima)}`;
  return texto;
}

/** How the shop hands orders over: its own delivery, shipping, pickup, as the checkout offers them. */
function entregaTexto(atendimento: Atendimento): string | null {
  const tipos = tiposDaLoja(atendimento);
  if (tipos.length === 1 && tipos[0] === 'retirada') return 'Só retirada na loja';
  if (tipos.length === 1 && tipos[0] === 'envio') return 'Só envio pelos Correios';
  const modos = tipos.map((tipo) =>
    tipo === 'entrega' ? entregaPropria(atendimento) : tipo === 'envio' ? 'envio pelos Correios' : 'retirada',
  );
  if (modos.length === 0) return null;
  const texto = modos.length === 1 ? modos[0]! : `${modos.slice(0, -1).join(', ')} ou ${modos[modos.length - 1]}`;
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** "Aberto até 18:00", "Fechado · abre amanhã às 08:00", "Fechado no momento" (paused). */
function abertaTexto(atendimento: Atendimento, agora: Date): { aberta: boolean; texto: string } {
  const estado = openingState(atendimento, agora);
  if (estado.aberta) return { aberta: true, texto: estado.fecha_as ? `Aberto até ${estado.fecha_as}` : 'Aberto agora' };
  return { aberta: false, texto: estado.abre ? `Fechado · abre ${estado.abre}` : 'Fechado no momento' };
}

/**
 * The shop's service settings under its name: open or closed now, then minimum order, delivery and
 * payment methods as text that wraps (a row of chips scrolled sideways on a 360 px phone and hid
 * the fee and the minimum; wrapped chips took three rows). The details (each neighbourhood's fee)
 * are the checkout's to show.
 */
export function AtendimentoResumo({ atendimento }: { atendimento: Atendimento }) {
  const agora = useAgora();
  const { aberta, texto } = abertaTexto(atendimento, agora);
  // The minimum first: short, it leaves the delivery fee on the phone's two lines too.
  const partes = [
    atendimento.pedido_minimo > 0 && `Pedido mínimo ${reais(atendimento.pedido_minimo)}`,
    entregaTexto(atendimento),
    atendimento.formas_pagamento.map((forma) => NOMES_FORMAS_PAGAMENTO[forma]).join(', '),
  ].filter((parte): parte is string => !!parte);

  return (
    // Two lines at most on a phone, so two rows of products still fit under the header (issue 14): the fee and the minimum come first.
    <ul
      className="mt-2 line-clamp-2 text-xs leading-4 font-medium sm:line-clamp-none sm:text-[0.8125rem] sm:leading-5"
      aria-label="Atendimento"
    >
      <li
        className="mr-2 inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 align-top text-slate-900 shadow-sm"
        data-testid="loja-aberta"
      >
        <span className={aberta ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-red-500'} aria-hidden />
        {texto}
      </li>
      {partes.map((parte, indice) => (
        // The dot between parts is drawn, not text: the list reads as its parts.
        <li key={parte} className={indice > 0 ? "inline before:mx-1.5 before:opacity-70 before:content-['·']" : 'inline'}>
          {parte}
        </li>
      ))}
    </ul>
  );
}
