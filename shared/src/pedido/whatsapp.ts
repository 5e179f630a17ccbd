import { formatAgendadoPara } from '../atendimento/agendamento.js';
import { formatKm } from '../atendimento/distancia.js';
import { FRETE_A_COMBINAR, formatCep } from '../atendimento/envio.js';
import { NOMES_FORMAS_PAGAMENTO } from '../atendimento/formas.js';
import { mapsLink } from '../links.js';
import { formatBRLTexto } from '../money.js';
import { PESO_APROXIMADO, descreverOpcoes, formatPeso } from '../produto/regras.js';
import { descreverItemDoCombo } from '../produto/combo.js';
import { formatTelefone } from '../telefone.js';
import type { ClientePedido, EntregaPedido, PagamentoPedido } from './schema.js';

/**
 * The order's summary as the customer sends it on WhatsApp (public-pedido) and the owner reads it
 * again. Not in @vitrine/shared/pedido: the phone's format comes from telefone.ts, which holds the
 * phone's schema too; the server and the scripts import it from @vitrine/shared.
 */

export interface PedidoTextoItem {
  nome: string;
  quantidade: number;
  /** The unit price, choices included. */
  preco_centavos: number;
  total_centavos: number;
  opcoes?: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[];
  observacao?: string | null;
  /** Sold by weight: the weight asked ("≈ 500 g de Picanha = R$ 19,95"). */
  gramas?: number | null;
  /** A combo's items (issue 47), each with its units in one combo and its choices: "   2× X-Burger (Tamanho: Grande)". */
  combo?: { nome: string; quantidade: number; opcoes: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[] }[];
}

/** A name on one line: typed text may carry line breaks that would break the summary's layout. */
const umaLinha = (texto: string) => texto.replace(/\s+/g, ' ').trim();

/** What the summary tells: the order, and the checkout's answers when the customer gave them. */
export interface PedidoTexto {
  nomeLoja: string;
  codigo: string;
  itens: PedidoTextoItem[];
  total_centavos: number;
  /** With `entrega`: the products' subtotal and the delivery fee, shown above the total. */
  subtotal_centavos?: number;
  taxa_entrega_centavos?: number;
  /** The coupon the order used: its line sits above the delivery ("Cupom BEMVINDO: −R$ 5,00"). */
  cupom?: { codigo: string; desconto_centavos: number; frete_gratis: boolean } | null;
  /** The loyalty card's reward, in the coupon's place ("Cartão fidelidade: −R$ 5,00"). */
  fidelidade?: { desconto_centavos: number } | null;
  cliente?: ClientePedido | null;
  /** `bairro` in the shop's spelling when the shop lists neighbourhoods. */
  entrega?: EntregaPedido | null;
  /** A delivery priced by distance ("Entrega (3,1 km): R$ 8,00"). */
  distancia_km?: number | null;
  /** A shipment without a fee: "Frete a combinar". */
  frete_a_combinar?: boolean;
  /** A scheduled order's slot, ISO: "*Agendado para sáb., 28/11 às 11:30*" under the order's code. */
  agendado_para?: string | null;
  /** The shop's address (its settings' `endereco`), told with a map link when the customer picks the order up. */
  enderecoLoja?: string;
  pagamento?: PagamentoPedido | null;
  observacao?: string | null;
  pix_copia_e_cola?: string | null;
  /** The tracking page as an absolute URL (https://host/pedido/TOKEN). */
  acompanhamento_url?: string;
}

/** The coupon's line: its discount, or the delivery it made free. */
function linhaDoCupom({ codigo, desconto_centavos, frete_gratis }: NonNullable<PedidoTexto['cupom']>): string {
  return `Cupom ${codigo}: ${frete_gratis ? 'entrega grátis' : `−${formatBRLTexto(desconto_centavos)}`}`;
}

/** Subtotal, the coupon or the loyalty reward, the fee or pickup, and the total. */
function linhasDoTotal(pedido: PedidoTexto): string[] {
  const total = `*Total: ${formatBRLTexto(pedido.total_centavos)}*`;
  const { entrega, cupom, fidelidade } = pedido;
  const desconto = cupom
    ? [linhaDoCupom(cupom)]
    : fidelidade
      ? [`Cartão fidelidade: −${formatBRLTexto(fidelidade.desconto_centavos)}`]
      : [];
  if (!entrega && desconto.length === 0) return [total];
  const subtotal = `Subtotal: ${formatBRLTexto(pedido.subtotal_centavos ?? pedido.total_centavos)}`;
  const linhas = [subtotal, ...desconto];
  if (!entrega) return [...linhas, total];
  if (entrega.tipo === 'retirada') return [...linhas, 'Retirada na loja', total];
  const taxa = pedido.taxa_entrega_centavos ?? 0;
  if (entrega.tipo === 'envio') {
    const uf = entrega.uf ? ` (${entrega.uf})` : '';
    const frete = pedido.frete_a_combinar ? FRETE_A_COMBINAR : taxa === 0 ? `Envio grátis${uf}` : `Envio${uf}: ${formatBRLTexto(taxa)}`;
    return [...linhas, frete, total];
  }
  const onde = pedido.distancia_km != null ? `${formatKm(pedido.distancia_km)} km` : entrega.bairro ? umaLinha(entrega.bairro) : '';
  const bairro = onde ? ` (${onde})` : '';
  return [...linhas, taxa === 0 ? `Entrega grátis${bairro}` : `Entrega${bairro}: ${formatBRLTexto(taxa)}`, total];
}

/** Who ordered and where it goes: name, phone, address with complement and neighbourhood, reference. */
function linhasDoCliente({ cliente, entrega, enderecoLoja }: PedidoTexto): string[] {
  const linhas: string[] = [];
  if (cliente?.nome) linhas.push(`*Cliente:* ${umaLinha(cliente.nome)}`);
  if (cliente?.telefone) linhas.push(`*Telefone:* ${formatTelefone(cliente.telefone)}`);
  // The shop's, not the customer's: it stays when their data is erased (functions' dados-do-cliente.ts).
  if (entrega?.tipo === 'retirada' && enderecoLoja?.trim()) {
    linhas.push(`*Retirar em:* ${umaLinha(enderecoLoja)}`, mapsLink(umaLinha(enderecoLoja)));
  }
  if (entrega?.tipo === 'entrega') {
    const partes = [entrega.endereco, entrega.complemento, entrega.bairro].filter((parte): parte is string => Boolean(parte?.trim()));
    if (partes.length > 0) linhas.push(`*Endereço:* ${partes.map(umaLinha).join(' — ')}`);
    if (entrega.referencia?.trim()) linhas.push(`*Referência:* ${umaLinha(entrega.referencia)}`);
  }
  if (entrega?.tipo === 'envio') linhas.push(`*Envio para:* ${enderecoDoEnvio(entrega)}`);
  return linhas;
}

/** "Rua das Flores, 12 — ap 3 — Centro — Campinas/SP — CEP 13010-000": a shipment's address on one line. */
export function enderecoDoEnvio(
  entrega: Pick<EntregaPedido, 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'>,
): string {
  const rua = [entrega.logradouro, entrega.numero].filter((parte) => parte?.trim()).join(', ');
  const cidade = [entrega.cidade, entrega.uf].filter((parte) => parte?.trim()).join('/');
  return [rua, entrega.complemento, entrega.bairro, cidade, entrega.cep ? `CEP ${formatCep(entrega.cep)}` : '']
    .filter((parte): parte is string => Boolean(parte?.trim()))
    .map(umaLinha)
    .join(' — ');
}

/** How it is paid (cash with the change owed), and the note. */
function linhasDoPagamento({ pagamento, observacao, total_centavos }: PedidoTexto): string[] {
  const linhas: string[] = [];
  if (pagamento) {
    const troco = pagamento.forma === 'dinheiro' ? pagamento.troco_para : null;
    const trocoPara = troco === null || troco === undefined ? null : Math.round(troco * 100);
    const detalhe =
      trocoPara === null
        ? ''
        : ` — Troco para ${formatBRLTexto(trocoPara)} (troco: ${formatBRLTexto(Math.max(0, trocoPara - total_centavos))})`;
    linhas.push(`*Pagamento:* ${NOMES_FORMAS_PAGAMENTO[pagamento.forma]}${detalhe}`);
  }
  if (observacao?.trim()) linhas.push(`*Observação:* ${umaLinha(observacao)}`);
  return linhas;
}

/** Blocks separated by a blank line; empty ones left out. */
const blocos = (...partes: string[][]) =>
  partes
    .filter((parte) => parte.length > 0)
    .map((parte) => parte.join('\n'))
    .join('\n\n');

/**
 * The order summary pre-filled in the WhatsApp chat (WhatsApp's *bold*), for the owner to read at a
 * glance on a phone. Every line but the items is there only when the order has it:
 *
 *   Olá, *Café da Ana*! Gostaria de fazer este pedido:
 *
 *   *Pedido #A7K2*
 *   2 × Café expresso — R$ 6,50 cada = R$ 13,00
 *   1 × X-Burger — R$ 32,00 cada = R$ 32,00
 *      Tamanho: Grande · Adicionais: Bacon, Cheddar
 *      Obs.: sem cebola
 *
 *   Subtotal: R$ 45,00
 *   Entrega (Centro): R$ 4,00
 *   *Total: R$ 49,00*
 *
 *   *Cliente:* Maria Clara
 *   *Telefone:* (11) 91234-5678
 *   *Endereço:* Rua das Flores, 123 — ap 4 — Centro
 *   *Referência:* perto da padaria
 *   (or, for a pickup: *Retirar em:* Rua do Comércio, 45, and its Google Maps link on the next line)
 *
 *   *Pagamento:* Dinheiro — Troco para R$ 100,00 (troco: R$ 51,00)
 *   *Observação:* Sem açúcar
 *
 *   *PIX copia e cola:*
 *   00020126…
 *
 *   Acompanhe o pedido: https://exemplo.com.br/pedido/TOKEN
 *
 * The PIX code has a line of its own so that a long press copies just it.
 */
export function textoPedidoWhatsapp(pedido: PedidoTexto): string {
  const itens = pedido.itens.flatMap((item) => [
    item.gramas
      ? `≈ ${formatPeso(item.gramas)} de ${umaLinha(item.nome)} = ${formatBRLTexto(item.total_centavos)}`
      : `${item.quantidade} × ${umaLinha(item.nome)} — ${formatBRLTexto(item.preco_centavos)} cada = ${formatBRLTexto(item.total_centavos)}`,
    ...(item.opcoes?.length ? [`   ${umaLinha(descreverOpcoes(item.opcoes))}`] : []),
    ...(item.combo ?? []).map((doCombo) => `   ${umaLinha(descreverItemDoCombo(doCombo, descreverOpcoes(doCombo.opcoes)))}`),
    ...(item.observacao?.trim() ? [`   Obs.: ${umaLinha(item.observacao)}`] : []),
  ]);
  return blocos(
    [`Olá, *${umaLinha(pedido.nomeLoja)}*! Gostaria de fazer este pedido:`],
    [
      `*Pedido #${pedido.codigo}*`,
      ...(pedido.agendado_para ? [`*${formatAgendadoPara(pedido.agendado_para)}*`] : []),
      ...itens,
      ...(pedido.itens.some((item) => item.gramas) ? [`_${PESO_APROXIMADO}_`] : []),
    ],
    linhasDoTotal(pedido),
    linhasDoCliente(pedido),
    linhasDoPagamento(pedido),
    pedido.pix_copia_e_cola ? ['*PIX copia e cola:*', pedido.pix_copia_e_cola] : [],
    pedido.acompanhamento_url ? [`Acompanhe o pedido: ${pedido.acompanhamento_url}`] : [],
  );
}
