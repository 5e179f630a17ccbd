import { MAX_PRECO } from '../money.js';
import { ANTECEDENCIA_MAX_MIN, DIAS_AGENDAMENTO_MAX, INTERVALOS_AGENDAMENTO } from './limites.js';
import { FORMAS_PAGAMENTO, normalizeBairro } from './formas.js';
import { UFS } from './envio.js';
import { texto, z } from '../zod.js';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/**
 * The shop's service settings, "Atendimento" (docs/api.md, owner-atendimento): pickup and delivery,
 * fees, minimum order, payment methods, PIX and opening hours. Saved by the owner
 * (GET/PUT /api/loja/atendimento), published with the catalogue as `loja.atendimento`, and
 * enforced by the order (public-pedido) with the zod-free rules of this folder (checkout.ts, horarios.ts).
 */

export const BAIRROS_MAX = 200;
export const HORARIOS_MAX = 50;
/** EMV limits of a static PIX code (BR Code): merchant name 25, city 15. */
export const PIX_NOME_MAX = 25;
export const PIX_CIDADE_MAX = 15;

/** An amount in reais, two decimals, like every price. */
const valor = z
  .number('Informe um valor.')
  .min(0, 'O valor não pode ser negativo.')
  .max(MAX_PRECO, 'Valor alto demais.')
  .transform((reais) => Math.round(reais * 100) / 100);

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const hora = z.string().regex(HORA, 'Use o horário no formato HH:MM, como 08:00.');

/**
 * The escalation of an order left waiting (owner-notificacoes): an order still `novo` this many
 * minutes after it was placed gets one more push on the team's devices (jobs/pedidos-parados.ts).
 * 0 turns it off; settings saved without it (or before it existed) take the default.
 */
export const ALERTA_PEDIDO_PARADO_PADRAO = 3;
export const ALERTA_PEDIDO_PARADO_MAX = 60;
const ALERTA_PEDIDO_PARADO_FAIXA = `Use de 0 a ${ALERTA_PEDIDO_PARADO_MAX} minutos (0 desliga o aviso de pedido parado).`;

/** The minutes in force for a shop's settings (null: never saved). */
export const alertaPedidoParadoMin = (atendimento: Pick<Atendimento, 'alerta_pedido_parado_min'> | null | undefined): number =>
  atendimento?.alerta_pedido_parado_min ?? ALERTA_PEDIDO_PARADO_PADRAO;

const digitos = (texto: string) => texto.replace(/\D/g, '');

export const CHAVE_PIX_INVALIDA = 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.';

/**
 * A PIX key in the form the Banco Central's directory keeps it, or null when it is none of the five
 * kinds: CPF or CNPJ (no mask, check digits right; the alphanumeric CNPJ issued from July 2026 in
 * upper case), e-mail (lower case), phone (+55, DDD and number: a phone key always starts with +, so
 * 11 digits alone are a CPF) or random key (UUID). CPF and CNPJ checks are brazilian-utils'.
 */
export function normalizeChavePix(chave: string): string | null {
  const typed = chave.trim();
  // The BR Code carries the key as plain ASCII: an emoji, a 'ç', a zero-width or right-to-left mark
  // in an e-mail key made codes that byte-level readers (banks' apps) could not parse.
  if (!/^[\x21-\x7E]+$/.test(typed.replace(/ /g, ''))) return null;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(typed)) return typed.toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) && typed.length <= 77) return typed.toLowerCase();
  if (typed.startsWith('+')) {
    const telefone = digitos(typed);
    return /^55[1-9]{2}9?\d{8}$/.test(telefone) ? `+${telefone}` : null;
  }
  if (!/^[\dA-Za-z.\-/\s]+$/.test(typed)) return null;
  const documento = typed.replace(/[.\-/\s]/g, '').toUpperCase();
  return isValidCpf(typed) || isValidCnpj(typed, { version: 2 }) ? documento : null;
}

const bairroSchema = z.strictObject({
  nome: texto(60).min(1, 'Informe o nome do bairro.'),
  taxa: valor,
});

const horarioSchema = z.strictObject({
  dia: z
    .number('Informe o dia.')
    .int('Dia inválido: use 0 (domingo) a 6 (sábado).')
    .min(0, 'Dia inválido: use 0 (domingo) a 6 (sábado).')
    .max(6, 'Dia inválido: use 0 (domingo) a 6 (sábado).'),
  abre: hora,
  /** At or before `abre`: the window crosses midnight (18:00–02:00). */
  fecha: hora,
});
export type Horario = z.output<typeof horarioSchema>;

export const PIX_TEXTO_INVALIDO = "Use só letras, números, espaços e . , ' - & ( ) /: o PIX não aceita emojis nem símbolos.";

/**
 * Whether a name or city fits the BR Code, which carries them as plain ASCII: letters (accents and
 * 'ç' are fine, the code drops the marks: public-pedido/pix.ts), digits, spaces and a little
 * punctuation. An emoji, another script, a control, zero-width or right-to-left character would
 * vanish or break the code, so the owner is told now rather than their customers later.
 */
const textoDoBrCode = (texto: string): boolean => /^[A-Za-z0-9 .,'&()/-]*$/.test(texto.normalize('NFD').replace(/\p{Diacritic}/gu, ''));

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
  nome: texto(PIX_NOME_MAX).min(1, 'Informe o nome de quem recebe o PIX.').refine(textoDoBrCode, PIX_TEXTO_INVALIDO),
  cidade: texto(PIX_CIDADE_MAX).min(1, 'Informe a cidade de quem recebe o PIX.').refine(textoDoBrCode, PIX_TEXTO_INVALIDO),
});

const inteiro = (nome: string, min: number, max: number) =>
  z
    .number(`Informe ${nome}.`)
    .int(`Use um número inteiro em ${nome}.`)
    .min(min, `Use de ${min} a ${max} em ${nome}.`)
    .max(max, `Use de ${min} a ${max} em ${nome}.`);

/** Scheduled orders (issue 31): the customer orders now for a slot of the opening hours (agendamento.ts). */
export const agendamentoSchema = z.strictObject({
  ativo: z.boolean('Diga se a loja aceita pedidos agendados.'),
  antecedencia_min: inteiro('a antecedência (minutos)', 0, ANTECEDENCIA_MAX_MIN),
  dias: inteiro('os dias à frente', 1, DIAS_AGENDAMENTO_MAX),
  intervalo_min: z.union(
    INTERVALOS_AGENDAMENTO.map((minutos) => z.literal(minutos)),
    'Use intervalos de 15, 30 ou 60 minutos.',
  ),
  somente_agendado: z.boolean().default(false),
});

/** A point on the map, as the browser's geolocation gives it. */
export const pontoSchema = z.strictObject({
  lat: z.number('Informe a latitude.').min(-90, 'Latitude inválida.').max(90, 'Latitude inválida.'),
  lng: z.number('Informe a longitude.').min(-180, 'Longitude inválida.').max(180, 'Longitude inválida.'),
});

export const FAIXAS_DISTANCIA_MAX = 10;
/** The farthest band a shop may set: a delivery, not a shipment (that is `envio`). */
export const DISTANCIA_MAX_KM = 100;

const faixaSchema = z.strictObject({
  ate_km: z
    .number('Informe até quantos km.')
    .gt(0, 'Use uma distância maior que 0 km.')
    .max(DISTANCIA_MAX_KM, `Use no máximo ${DISTANCIA_MAX_KM} km: para mais longe, use o envio por estado.`),
  taxa: valor,
});

/** Shipping by state (issue 31): a fee per state, else `taxa_padrao`, else "frete a combinar". */
export const envioSchema = z.strictObject({
  ativo: z.boolean('Diga se a loja envia para outras cidades.'),
  taxas_por_uf: z.partialRecord(z.enum(UFS, 'Estado inválido: use a sigla, como SP.'), valor).default({}),
  /** null: "a combinar" for the states without a fee of their own. */
  taxa_padrao: valor.nullable().default(null),
  prazo: texto(60).default(''),
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
    /**
     * Minutes before an order still `novo` is pushed again; 0: never. Left out: the default, which
     * the server saves and answers (optional here so that a form that does not show it stays valid).
     */
    alerta_pedido_parado_min: z
      .number('Informe em quantos minutos avisar de um pedido parado.')
      .int(`Use minutos inteiros, de 0 a ${ALERTA_PEDIDO_PARADO_MAX}.`)
      .min(0, ALERTA_PEDIDO_PARADO_FAIXA)
      .max(ALERTA_PEDIDO_PARADO_MAX, ALERTA_PEDIDO_PARADO_FAIXA)
      .optional(),
    /** null: orders only for now (as before issue 31). */
    agendamento: agendamentoSchema.nullable().default(null),
    /** The shop's point, from which delivery distances are measured. */
    localizacao: pontoSchema.nullable().default(null),
    /** The delivery fee by distance, ascending; beyond the last: no delivery. Empty: by neighbourhood as before. */
    faixas_distancia: z.array(faixaSchema).max(FAIXAS_DISTANCIA_MAX, `Use no máximo ${FAIXAS_DISTANCIA_MAX} faixas.`).default([]),
    envio: envioSchema.nullable().default(null),
  })
  .superRefine((atendimento, ctx) => {
    if (!atendimento.retirada && !atendimento.entrega && !atendimento.envio?.ativo) {
      ctx.addIssue({ code: 'custom', path: ['entrega'], message: 'Ofereça retirada, entrega ou as duas.' });
    }
    if (atendimento.faixas_distancia.length > 0 && !atendimento.localizacao) {
      ctx.addIssue({ code: 'custom', path: ['localizacao'], message: 'Informe o ponto da loja para cobrar a entrega por distância.' });
    }
    atendimento.faixas_distancia.forEach((faixa, index) => {
      if (index > 0 && faixa.ate_km <= atendimento.faixas_distancia[index - 1]!.ate_km) {
        ctx.addIssue({
          code: 'custom',
          path: ['faixas_distancia', index, 'ate_km'],
          message: 'Use as faixas em ordem crescente de distância.',
        });
      }
    });
    if (atendimento.agendamento?.somente_agendado && !atendimento.agendamento.ativo) {
      ctx.addIssue({
        code: 'custom',
        path: ['agendamento', 'somente_agendado'],
        message: 'Ative o agendamento para aceitar só pedidos agendados.',
      });
    }
    if (atendimento.formas_pagamento.includes('pix') && !atendimento.pix) {
      ctx.addIssue({ code: 'custom', path: ['pix'], message: 'Informe a chave PIX para receber por PIX.' });
    }
    const vistos = new Set<string>();
    atendimento.bairros.forEach((bairro, index) => {
      const chave = normalizeBairro(bairro.nome);
      if (vistos.has(chave))
        ctx.addIssue({ code: 'custom', path: ['bairros', index, 'nome'], message: `Bairro repetido: ${bairro.nome}.` });
      vistos.add(chave);
    });
  });
export type AtendimentoInput = z.input<typeof atendimentoSchema>;
export type Atendimento = z.output<typeof atendimentoSchema>;

/** GET /api/loja/atendimento: the saved settings, or null for a shop that never saved them (orders as in the spec). */
export interface AtendimentoResponse {
  atendimento: Atendimento | null;
}

/** PUT /api/loja/pausa: pausing or resuming orders alone (the counter's switch). */
export const pausaSchema = z.strictObject({ pausado: z.boolean('Informe se os pedidos ficam pausados.') });
