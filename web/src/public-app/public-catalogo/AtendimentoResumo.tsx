import type { Atendimento } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { NOMES_FORMAS_PAGAMENTO, openingState } from '@vitrine/shared/pedido';
import { useAgora } from '../useAgora';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/** How the shop delivers, in a few words: one fee, or its neighbourhoods from the cheapest; free above an amount. */
function entregaTexto(atendimento: Atendimento): string | null {
  if (!atendimento.entrega) return atendimento.retirada ? 'Só retirada na loja' : null;
  const { bairros, taxa_entrega, entrega_gratis_acima } = atendimento;
  let texto: string;
  if (bairros.length > 0) {
    const menor = Math.min(...bairros.map((bairro) => bairro.taxa));
    const onde = bairros.length === 1 ? `Entrega em ${bairros[0]!.nome}` : `Entrega em ${bairros.length} bairros`;
    texto = menor > 0 ? `${onde} a partir de ${reais(menor)}` : onde;
  } else {
    texto = taxa_entrega > 0 ? `Entrega ${reais(taxa_entrega)}` : 'Entrega grátis';
  }
  if (entrega_gratis_acima !== null && (taxa_entrega > 0 || bairros.some((bairro) => bairro.taxa > 0))) {
    texto += `, grátis acima de ${reais(entrega_gratis_acima)}`;
  }
  return atendimento.retirada ? `${texto} ou retirada` : texto;
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
