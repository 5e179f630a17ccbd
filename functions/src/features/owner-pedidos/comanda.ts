import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  COMANDA_COLUNAS,
  enderecoDoEnvio,
  formatBRL,
  formatKm,
  formatTelefone,
  limparTexto,
  hhmm,
  NOMES_FORMAS_PAGAMENTO,
  PESO_APROXIMADO,
  formatPeso,
  type ClientePedido,
  type ComandaLargura,
  type EntregaPedido,
  type PagamentoPedido,
} from '@vitrine/shared';
import { describeTipoDoPedido } from '@vitrine/shared/pedido';
import { naLoja } from '@vitrine/shared/relogio';

/**
 * The order's printed ticket (the comanda, issue 27): plain lines of at most COMANDA_COLUNAS
 * characters, the way a thermal printer's font A lays them on 58 mm (32) or 80 mm (48) paper. The
 * same lines are the text answer, the browser's print view and the ESC/POS bytes.
 */

/** What the ticket tells of an order: money in cents, times as instants. */
export interface ComandaDoPedido {
  nomeLoja: string;
  codigo: string;
  criado_em: Date;
  itens: {
    nome: string;
    quantidade: number;
    /** The line's total (quantity × unit price, choices included). */
    total_centavos: number;
    opcoes: { grupo: string; fracoes?: boolean; itens: { nome: string }[] }[];
    observacao: string | null;
    /** Sold by weight (issue 30): "≈ 500 g" instead of the quantity. */
    gramas?: number | null;
  }[];
  subtotal_centavos: number;
  taxa_entrega_centavos: number;
  /** A delivery priced by distance (issue 31): its fee reads "Entrega (3,2 km)". */
  distancia_km?: number | null;
  /** A shipment whose fee is still to agree with the shop: "Frete (RJ)  A combinar". */
  frete_a_combinar?: boolean;
  /** A discount (issue 29), shown when above 0, with the coupon's code, or said to be the loyalty card's reward. */
  desconto_centavos?: number;
  cupom?: string | null;
  /** The coupon (`cupom`) made the delivery or the shipment free: its own line says so. */
  frete_gratis?: boolean;
  fidelidade?: boolean;
  total_centavos: number;
  cliente: ClientePedido | null;
  entrega: EntregaPedido | null;
  pagamento: PagamentoPedido | null;
  observacao: string | null;
  /** The slot of a scheduled order (issue 31); absent or null: as soon as possible. */
  agendado_para?: Date | null;
}

/** A line of the ticket; `destaque` is printed in double size (the order's code). */
export interface LinhaDaComanda {
  texto: string;
  destaque?: boolean;
}

/**
 * Typed text on one line, composed (an "é" typed as e + accent is one character, one column), and
 * without the control characters an order stored before they were cleaned at input may hold
 * (limparTexto): on paper ESC, GS or NUL are printer commands.
 */
const umaLinha = (texto: string) => limparTexto(texto).normalize('NFC').replace(/\s+/g, ' ').trim();
/** Columns a text takes: code points, so an accent or an emoji is one. */
const colunas = (texto: string) => [...texto].length;
/** Money never breaks between "R$" and the amount: its no-break space holds it together until the line is laid. */
const dinheiro = (centavos: number) => formatBRL(centavos);
/** On paper every space is a plain one (printers' code pages have no no-break space). */
const papel = (linha: string) => linha.replace(/\u00a0/g, ' ').trimEnd();

/**
 * Greedy word wrap: `primeira` columns on the first line (room left by a price on its right),
 * `largura` on the next ones, which start with `recuo`. Breaks only at plain spaces; a single word
 * longer than its line is the one thing cut, at the line's width.
 */
function quebrar(texto: string, largura: number, { recuo = '', primeira = largura }: { recuo?: string; primeira?: number } = {}): string[] {
  const linhas: string[] = [];
  let atual = '';
  const cabe = () => Math.max(1, linhas.length === 0 ? primeira : largura - colunas(recuo));
  for (const palavra of texto.split(' ').filter(Boolean)) {
    let resto = palavra;
    for (;;) {
      const junto = atual ? `${atual} ${resto}` : resto;
      if (colunas(junto) <= cabe()) {
        atual = junto;
        break;
      }
      if (atual) {
        linhas.push(atual);
        atual = '';
        continue;
      }
      const letras = [...resto];
      const n = cabe();
      linhas.push(letras.slice(0, n).join(''));
      resto = letras.slice(n).join('');
    }
  }
  if (atual || linhas.length === 0) linhas.push(atual);
  return linhas.map((linha, indice) => (indice === 0 ? linha : `${recuo}${linha}`));
}

/** `esquerda` wrapped, with `direita` on the right of its first line. */
function comValor(esquerda: string, direita: string, largura: number, recuo = ''): string[] {
  const [primeira = '', ...resto] = quebrar(esquerda, largura, { recuo, primeira: largura - colunas(direita) - 1 });
  return [`${primeira}${' '.repeat(largura - colunas(primeira) - colunas(direita))}${direita}`, ...resto];
}

const centro = (texto: string, largura: number) => `${' '.repeat(Math.floor((largura - colunas(texto)) / 2))}${texto}`;

/** "04/03/2026 15:00" in São Paulo, whatever the server's zone. */
function dataHora(instante: Date): string {
  const { data, minuto } = naLoja(instante);
  const [ano, mes, dia] = data.split('-');
  return `${dia}/${mes}/${ano} ${hhmm(minuto)}`;
}

/**
 * The fee's line: "Taxa de entrega" (a flat or neighbourhood fee), "Entrega (3,2 km)" (by
 * distance), "Frete (RJ)" (a shipment, or "A combinar"), "Grátis" when 0; none for a pickup.
 */
function linhaDaTaxa(pedido: ComandaDoPedido): [rotulo: string, valor: string] | null {
  const { entrega, taxa_entrega_centavos: taxa } = pedido;
  const valor = taxa > 0 ? dinheiro(taxa) : 'Grátis';
  if (entrega?.tipo === 'envio') {
    const uf = entrega.uf?.trim() ? ` (${umaLinha(entrega.uf).toUpperCase()})` : '';
    return [`Frete${uf}`, pedido.frete_a_combinar ? 'A combinar' : valor];
  }
  if (entrega?.tipo === 'entrega') {
    return [pedido.distancia_km != null ? `Entrega (${formatKm(pedido.distancia_km)} km)` : 'Taxa de entrega', valor];
  }
  // A fee on an order that does not say it is delivered is still part of its total.
  return taxa > 0 ? ['Taxa de entrega', valor] : null;
}

/** The discounts' lines: the coupon's or the loyalty reward's amount, and a coupon that made the delivery free. */
function linhasDoDesconto(pedido: ComandaDoPedido): [rotulo: string, valor: string][] {
  const desconto = pedido.desconto_centavos ?? 0;
  const cupom = pedido.cupom ? umaLinha(pedido.cupom) : null;
  const linhas: [string, string][] = [];
  if (cupom && pedido.frete_gratis) linhas.push([`Cupom ${cupom}`, pedido.entrega?.tipo === 'envio' ? 'Frete grátis' : 'Entrega grátis']);
  if (desconto > 0) {
    const rotulo = cupom ? `Desconto (cupom ${cupom})` : pedido.fidelidade ? 'Desconto (fidelidade)' : 'Desconto';
    linhas.push([rotulo, `-${dinheiro(desconto)}`]);
  }
  return linhas;
}

/** The ticket's lines for 58 or 80 mm paper; blocks apart by a dashed rule. */
export function linhasDaComanda(pedido: ComandaDoPedido, largura: ComandaLargura): LinhaDaComanda[] {
  const w = COMANDA_COLUNAS[largura];
  const regua = '-'.repeat(w);
  const texto = (linha: string): LinhaDaComanda => ({ texto: papel(linha) });
  const campo = (rotulo: string, valor: string | null | undefined) =>
    valor?.trim() ? quebrar(`${rotulo}: ${umaLinha(valor)}`, w, { recuo: '  ' }) : [];

  const cabecalho = [...quebrar(umaLinha(pedido.nomeLoja), w).map((linha) => centro(linha, w)), '='.repeat(w)].map(texto);
  const codigo: LinhaDaComanda = { texto: centro(`PEDIDO #${pedido.codigo}`, w), destaque: true };
  // The kind and the slot under the date, read against that printed date: "ENVIO (RJ)", "AGENDADO 19:00".
  const tipo = describeTipoDoPedido(pedido, pedido.criado_em);
  const quando = [
    dataHora(pedido.criado_em),
    ...[tipo.nome, tipo.agendado].flatMap((parte) => (parte ? quebrar(parte.toUpperCase(), w) : [])),
  ];

  const { cliente, entrega, pagamento } = pedido;
  const quem = [...campo('Cliente', cliente?.nome), ...campo('Telefone', cliente?.telefone && formatTelefone(cliente.telefone))];
  const onde =
    entrega?.tipo === 'entrega'
      ? [
          ...campo('Bairro', entrega.bairro),
          ...campo('Endereço', entrega.endereco),
          ...campo('Complemento', entrega.complemento),
          ...campo('Referência', entrega.referencia),
        ]
      : entrega?.tipo === 'envio'
        ? campo('Para', enderecoDoEnvio(entrega))
        : [];

  const recuado = (texto: string) => quebrar(texto, w - 3, { recuo: '  ' }).map((linha) => `   ${linha}`);
  const itens = [
    ...pedido.itens.flatMap((item) => [
      ...comValor(
        `${item.gramas ? `≈ ${formatPeso(item.gramas)}` : `${item.quantidade}x`} ${umaLinha(item.nome)}`,
        dinheiro(item.total_centavos),
        w,
        '   ',
      ),
      // A half-and-half pizza's flavours carry their shares: "½ Calabresa + ½ Marguerita", no group name.
      ...item.opcoes.flatMap(({ grupo, fracoes, itens: escolhas }) =>
        recuado(
          fracoes
            ? escolhas.map((escolha) => umaLinha(escolha.nome)).join(' + ')
            : `${umaLinha(grupo)}: ${escolhas.map((escolha) => umaLinha(escolha.nome)).join(', ')}`,
        ),
      ),
      ...(item.observacao?.trim() ? recuado(`Obs.: ${umaLinha(item.observacao)}`) : []),
    ]),
    ...(pedido.itens.some((item) => item.gramas) ? quebrar(PESO_APROXIMADO, w) : []),
  ];

  // Every line that makes the total: products, the fee of its kind, each discount, then the total.
  const taxa = linhaDaTaxa(pedido);
  const totais = [
    ...comValor('Subtotal', dinheiro(pedido.subtotal_centavos), w),
    ...(taxa ? comValor(...taxa, w) : []),
    ...linhasDoDesconto(pedido).flatMap(([rotulo, valor]) => comValor(rotulo, valor, w)),
    ...comValor('TOTAL', dinheiro(pedido.total_centavos), w),
  ];

  const pago: string[] = [];
  if (pagamento) {
    pago.push(...quebrar(`Pagamento: ${NOMES_FORMAS_PAGAMENTO[pagamento.forma]}`, w));
    const trocoPara =
      pagamento.forma === 'dinheiro' && typeof pagamento.troco_para === 'number' ? Math.round(pagamento.troco_para * 100) : null;
    if (trocoPara !== null) {
      const levar = Math.max(0, trocoPara - pedido.total_centavos);
      pago.push(...quebrar(`Troco para ${dinheiro(trocoPara)} (levar ${dinheiro(levar)})`, w, { recuo: '  ' }));
    }
  }
  const observacao = campo('Observação', pedido.observacao);

  const blocos = [quem, onde, itens, totais, pago, observacao].filter((bloco) => bloco.length > 0);
  return [...cabecalho, codigo, ...quando.map(texto), ...blocos.flatMap((bloco) => [regua, ...bloco]).map(texto), texto(regua)];
}

/** GET /api/pedidos/{id}/comanda: the ticket as text, one line each, ending with a line break. */
export function formatComanda(pedido: ComandaDoPedido, largura: ComandaLargura): string {
  return `${linhasDaComanda(pedido, largura)
    .map((linha) => linha.texto)
    .join('\n')}\n`;
}

/**
 * ESC/POS code page 860 (Portuguese): every letter of Portuguese with its accent (ç, ã, õ, á, é,
 * ê, ó, ô, ú, à, their capitals), selected with ESC t 3 on Epson and the printers that copy its
 * table (most 58 and 80 mm thermal printers sold in Brazil: Elgin, Bematech, Knup, Xprinter).
 */
export const COMANDA_CODEPAGE = 'cp860';

/**
 * ?formato=escpos: the same lines for a thermal printer. Initialise, code page 860, the lines with
 * the order's code in double size, the tracking link as a QR code (when the order has one), feed
 * and cut.
 */
export function comandaEscpos(pedido: ComandaDoPedido, largura: ComandaLargura, acompanhamentoUrl: string | null): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COMANDA_COLUNAS[largura], newline: '\n' });
  encoder.initialize().codepage(COMANDA_CODEPAGE);
  for (const linha of linhasDaComanda(pedido, largura)) {
    if (linha.destaque) encoder.align('center').size(2, 2).bold(true).line(linha.texto.trim()).bold(false).size(1, 1).align('left');
    else encoder.line(linha.texto);
  }
  if (acompanhamentoUrl) {
    encoder
      .newline()
      .align('center')
      .qrcode(acompanhamentoUrl, { model: 2, size: largura === 58 ? 5 : 6, errorlevel: 'm' })
      .line('Acompanhe o pedido')
      .align('left');
  }
  return encoder.newline(4).cut('partial').encode();
}
