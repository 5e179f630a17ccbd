import { formatBRL } from './money.js';
import { MAX_PRECO } from './owner.js';
import { z } from './zod.js';

/**
 * The shop's service settings, "Atendimento" (docs/api.md, owner-atendimento): pickup and delivery,
 * fees, minimum order, payment methods, PIX and opening hours. Saved by the owner
 * (GET/PUT /api/loja/atendimento), published with the catalogue as `loja.atendimento`, and
 * enforced by the order (public-pedido). The rules that both the checkout screen and the server
 * apply live here, so the customer sees the fee and the refusal the server would give.
 */

/** Opening hours are the shop's, in São Paulo time: where the shops and their customers are. */
export const FUSO_DA_LOJA = 'America/Sao_Paulo';

export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const NOMES_FORMAS_PAGAMENTO: Record<FormaPagamento, string> = { pix: 'PIX', dinheiro: 'Dinheiro', cartao: 'Cartão' };

export const TIPOS_ENTREGA = ['entrega', 'retirada'] as const;
export type TipoEntrega = (typeof TIPOS_ENTREGA)[number];

/** dia 0 = domingo … 6 = sábado, as Date.getDay() counts. */
export const DIAS_DA_SEMANA = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

export const BAIRROS_MAX = 200;
export const HORARIOS_MAX = 50;
/** EMV limits of a static PIX code (BR Code): merchant name 25, city 15. */
export const PIX_NOME_MAX = 25;
export const PIX_CIDADE_MAX = 15;

const texto = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres.`);

/** An amount in reais, two decimals, like every price. */
const valor = z
  .number('Informe um valor.')
  .min(0, 'O valor não pode ser negativo.')
  .max(MAX_PRECO, 'Valor alto demais.')
  .transform((reais) => Math.round(reais * 100) / 100);

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const hora = z.string().regex(HORA, 'Use o horário no formato HH:MM, como 08:00.');

/** Same neighbourhood however it is typed: case, accents and spacing do not count. */
export function normalizeBairro(nome: string): string {
  return nome.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const digitos = (texto: string) => texto.replace(/\D/g, '');

/** Receita Federal's check digits: CPF (11 digits) and CNPJ (14) share the mod-11 scheme with different weights. */
function checkDigitsOk(numero: string, pesos: (posicao: number, tamanho: number) => number): boolean {
  if (/^(\d)\1+$/.test(numero)) return false;
  const corpo = numero.length - 2;
  for (let k = 0; k < 2; k++) {
    const tamanho = corpo + k;
    let soma = 0;
    for (let i = 0; i < tamanho; i++) soma += Number(numero[i]) * pesos(i, tamanho);
    const resto = soma % 11;
    const digito = resto < 2 ? 0 : 11 - resto;
    if (digito !== Number(numero[tamanho])) return false;
  }
  return true;
}
const cpfOk = (cpf: string) => cpf.length === 11 && checkDigitsOk(cpf, (i, tamanho) => tamanho + 1 - i);
const cnpjOk = (cnpj: string) => cnpj.length === 14 && checkDigitsOk(cnpj, (i, tamanho) => ((tamanho - 1 - i) % 8) + 2);

export const CHAVE_PIX_INVALIDA = 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.';

/**
 * A PIX key in the form the Banco Central's directory keeps it, or null when it is none of the five
 * kinds: CPF or CNPJ (digits only, check digits right), e-mail (lower case), phone (+55, DDD and
 * number: a phone key always starts with +, so 11 digits alone are a CPF) or random key (UUID).
 */
export function normalizeChavePix(chave: string): string | null {
  const typed = chave.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(typed)) return typed.toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) && typed.length <= 77) return typed.toLowerCase();
  if (typed.startsWith('+')) {
    const telefone = digitos(typed);
    return /^55[1-9]{2}9?\d{8}$/.test(telefone) ? `+${telefone}` : null;
  }
  if (!/^[\d.\-/\s]+$/.test(typed)) return null;
  const numero = digitos(typed);
  return cpfOk(numero) || cnpjOk(numero) ? numero : null;
}

const bairroSchema = z.strictObject({
  nome: texto(60).min(1, 'Informe o nome do bairro.'),
  taxa: valor,
});

const horarioSchema = z.strictObject({
  dia: z.number('Informe o dia.').int('Dia inválido: use 0 (domingo) a 6 (sábado).').min(0, 'Dia inválido: use 0 (domingo) a 6 (sábado).').max(6, 'Dia inválido: use 0 (domingo) a 6 (sábado).'),
  abre: hora,
  /** At or before `abre`: the window crosses midnight (18:00–02:00). */
  fecha: hora,
});
export type Horario = z.output<typeof horarioSchema>;

const pixSchema = z.strictObject({
  chave: z
    .string('Informe a chave PIX.')
    .trim()
    .min(1, 'Informe a chave PIX.')
    .max(100, CHAVE_PIX_INVALIDA)
    .transform((chave, ctx) => {
      const normalizada = normalizeChavePix(chave);
      if (normalizada === null) {
        ctx.addIssue({ code: 'custom', message: CHAVE_PIX_INVALIDA });
        return z.NEVER;
      }
      return normalizada;
    }),
  nome: texto(PIX_NOME_MAX).min(1, 'Informe o nome de quem recebe o PIX.'),
  cidade: texto(PIX_CIDADE_MAX).min(1, 'Informe a cidade de quem recebe o PIX.'),
});

/** PUT /api/loja/atendimento (strict). Everything but the two service kinds and the payment methods has a default. */
export const atendimentoSchema = z
  .strictObject({
    retirada: z.boolean('Diga se a loja tem retirada.'),
    entrega: z.boolean('Diga se a loja faz entrega.'),
    taxa_entrega: valor.default(0),
    bairros: z.array(bairroSchema).max(BAIRROS_MAX, `Cadastre no máximo ${BAIRROS_MAX} bairros.`).default([]),
    /** null: delivery is never free. */
    entrega_gratis_acima: valor.nullable().default(null),
    /** 0: no minimum. Applies to the products' subtotal, before the delivery fee. */
    pedido_minimo: valor.default(0),
    formas_pagamento: z
      .array(z.enum(FORMAS_PAGAMENTO, 'Forma de pagamento inválida: use pix, dinheiro ou cartao.'), 'Escolha as formas de pagamento.')
      .min(1, 'Escolha ao menos uma forma de pagamento.')
      .transform((formas) => FORMAS_PAGAMENTO.filter((forma) => formas.includes(forma))),
    pix: pixSchema.nullable().default(null),
    /** Empty: always open. */
    horarios: z.array(horarioSchema).max(HORARIOS_MAX, `Cadastre no máximo ${HORARIOS_MAX} horários.`).default([]),
    /** Closes the shop for orders at once, whatever the hours say. */
    pausado: z.boolean().default(false),
  })
  .superRefine((atendimento, ctx) => {
    if (!atendimento.retirada && !atendimento.entrega) {
      ctx.addIssue({ code: 'custom', path: ['entrega'], message: 'Ofereça retirada, entrega ou as duas.' });
    }
    if (atendimento.formas_pagamento.includes('pix') && !atendimento.pix) {
      ctx.addIssue({ code: 'custom', path: ['pix'], message: 'Informe a chave PIX para receber por PIX.' });
    }
    const vistos = new Set<string>();
    atendimento.bairros.forEach((bairro, index) => {
      const chave = normalizeBairro(bairro.nome);
      if (vistos.has(chave)) ctx.addIssue({ code: 'custom', path: ['bairros', index, 'nome'], message: `Bairro repetido: ${bairro.nome}.` });
      vistos.add(chave);
    });
  });
export type AtendimentoInput = z.input<typeof atendimentoSchema>;
export type Atendimento = z.output<typeof atendimentoSchema>;

/** GET /api/loja/atendimento: the saved settings, or null for a shop that never saved them (orders as in the spec). */
export interface AtendimentoResponse {
  atendimento: Atendimento | null;
}

// ── Opening hours ────────────────────────────────────────────────────────────────────────────

const MINUTOS_DIA = 24 * 60;
const MINUTOS_SEMANA = 7 * MINUTOS_DIA;
const relogio = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_DA_LOJA,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DIAS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutosDoDia: number) =>
  `${String(Math.floor(minutosDoDia / 60)).padStart(2, '0')}:${String(minutosDoDia % 60).padStart(2, '0')}`;

/** Minutes since Sunday 00:00 in São Paulo. */
function minutoDaSemana(agora: Date): number {
  const partes = Object.fromEntries(relogio.formatToParts(agora).map((parte) => [parte.type, parte.value]));
  return DIAS_EN.indexOf(partes.weekday!) * MINUTOS_DIA + Number(partes.hour) * 60 + Number(partes.minute);
}

/** Each window as [start, end) in minutes of the week; one that crosses midnight (or Saturday night) ends past its day. */
function janelas(horarios: Horario[]): [number, number][] {
  return horarios.map(({ dia, abre, fecha }) => {
    const inicio = dia * MINUTOS_DIA + minutos(abre);
    const duracao = (minutos(fecha) - minutos(abre) + MINUTOS_DIA) % MINUTOS_DIA || MINUTOS_DIA;
    return [inicio, inicio + duracao];
  });
}

export interface OpeningState {
  aberta: boolean;
  /** When open within hours: the time the current window closes ("18:00"); null when always open. */
  fecha_as: string | null;
  /** When closed by the hours: the next opening, as the customer reads it ("hoje às 18:00", "amanhã às 08:00", "segunda às 08:00"). Null when paused. */
  abre: string | null;
  /** What the customer reads when closed ("Loja fechada no momento. Abre amanhã às 08:00."); null when open. */
  mensagem: string | null;
}

export const LOJA_FECHADA = 'Loja fechada no momento.';

/** Whether the shop takes orders at `agora`: paused closes it, empty hours keep it open, a window that holds `agora` opens it. */
export function openingState(atendimento: Pick<Atendimento, 'horarios' | 'pausado'>, agora: Date): OpeningState {
  if (atendimento.pausado) return { aberta: false, fecha_as: null, abre: null, mensagem: LOJA_FECHADA };
  if (atendimento.horarios.length === 0) return { aberta: true, fecha_as: null, abre: null, mensagem: null };
  const minuto = minutoDaSemana(agora);
  const todas = janelas(atendimento.horarios);
  // A window that runs past Saturday midnight also holds the first minutes of the week.
  const atual = todas.find(([inicio, fim]) => (minuto >= inicio && minuto < fim) || minuto + MINUTOS_SEMANA < fim);
  if (atual) return { aberta: true, fecha_as: hhmm(atual[1] % MINUTOS_DIA), abre: null, mensagem: null };

  const espera = Math.min(...todas.map(([inicio]) => (inicio - minuto + MINUTOS_SEMANA) % MINUTOS_SEMANA));
  const proxima = minuto + espera;
  const diasAdiante = Math.floor(proxima / MINUTOS_DIA) - Math.floor(minuto / MINUTOS_DIA);
  const dia = Math.floor(proxima / MINUTOS_DIA) % 7;
  const quando = diasAdiante === 0 ? 'hoje' : diasAdiante === 1 ? 'amanhã' : DIAS_DA_SEMANA[dia];
  const abre = `${quando} às ${hhmm(proxima % MINUTOS_DIA)}`;
  return { aberta: false, fecha_as: null, abre, mensagem: `${LOJA_FECHADA} Abre ${abre}.` };
}

// ── The checkout's rules ─────────────────────────────────────────────────────────────────────

/** What the customer chose at checkout, as the order body carries it (public.ts, pedidoSchema). */
export interface CheckoutChoice {
  cliente?: { nome?: string; telefone?: string };
  entrega?: { tipo?: TipoEntrega; bairro?: string; endereco?: string };
  pagamento?: { forma?: FormaPagamento; troco_para?: number | null };
}

export type CheckoutTotals =
  | { ok: true; taxa_entrega_centavos: number; total_centavos: number; bairro: string | null }
  | { ok: false; erro: string; campo: 'cliente' | 'entrega' | 'bairro' | 'endereco' | 'pagamento' | 'troco' | 'minimo' };

const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ');
const centavos = (reais: number) => Math.round(reais * 100);

/**
 * The delivery fee and total for a subtotal, or the first reason the order cannot go as chosen.
 * Opening hours are checked apart (openingState): a closed shop is a 409, these are 400s.
 * `bairro` is the shop's spelling of the neighbourhood the customer chose.
 */
export function checkoutTotals(atendimento: Atendimento, escolha: CheckoutChoice, subtotal_centavos: number): CheckoutTotals {
  const minimo = centavos(atendimento.pedido_minimo);
  if (subtotal_centavos < minimo) {
    return { ok: false, campo: 'minimo', erro: `Pedido mínimo: ${brl(minimo)}. Faltam ${brl(minimo - subtotal_centavos)}.` };
  }
  if (!escolha.cliente?.nome?.trim()) return { ok: false, campo: 'cliente', erro: 'Informe seu nome.' };

  const tipo = escolha.entrega?.tipo;
  if (!tipo || !atendimento[tipo]) {
    const oferece = atendimento.entrega && atendimento.retirada ? 'entrega ou retirada' : atendimento.entrega ? 'só entrega' : 'só retirada';
    return { ok: false, campo: 'entrega', erro: `Escolha como receber o pedido: esta loja faz ${oferece}.` };
  }
  let taxa = 0;
  let bairro: string | null = null;
  if (tipo === 'entrega') {
    if (atendimento.bairros.length > 0) {
      const pedido = normalizeBairro(escolha.entrega?.bairro ?? '');
      if (!pedido) return { ok: false, campo: 'bairro', erro: 'Escolha o bairro da entrega.' };
      const encontrado = atendimento.bairros.find((opcao) => normalizeBairro(opcao.nome) === pedido);
      if (!encontrado) return { ok: false, campo: 'bairro', erro: `Esta loja não entrega no bairro ${escolha.entrega?.bairro?.trim()}.` };
      taxa = centavos(encontrado.taxa);
      bairro = encontrado.nome;
    } else {
      taxa = centavos(atendimento.taxa_entrega);
      bairro = escolha.entrega?.bairro?.trim() || null;
    }
    if (!escolha.entrega?.endereco?.trim()) return { ok: false, campo: 'endereco', erro: 'Informe o endereço da entrega.' };
    const gratisAcima = atendimento.entrega_gratis_acima;
    if (gratisAcima !== null && subtotal_centavos >= centavos(gratisAcima)) taxa = 0;
  }
  const total_centavos = subtotal_centavos + taxa;

  const forma = escolha.pagamento?.forma;
  if (!forma || !atendimento.formas_pagamento.includes(forma)) {
    const aceitas = atendimento.formas_pagamento.map((aceita) => NOMES_FORMAS_PAGAMENTO[aceita]).join(', ');
    return { ok: false, campo: 'pagamento', erro: `Escolha a forma de pagamento: esta loja aceita ${aceitas}.` };
  }
  const troco = escolha.pagamento?.troco_para;
  if (troco !== undefined && troco !== null) {
    if (forma !== 'dinheiro') return { ok: false, campo: 'troco', erro: 'Troco só para pagamento em dinheiro.' };
    if (centavos(troco) < total_centavos) {
      return { ok: false, campo: 'troco', erro: `O troco deve ser para um valor a partir do total, ${brl(total_centavos)}.` };
    }
  }
  return { ok: true, taxa_entrega_centavos: taxa, total_centavos, bairro };
}
