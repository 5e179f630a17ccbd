import {
  LIMITE_LOJAS_MAX,
  LIMITE_LOJAS_PADRAO,
  LIMITE_MEMBROS_MAX,
  LIMITE_MEMBROS_PADRAO,
  LIMITE_PRODUTOS_MAX,
  LOJISTA_STATUSES,
  type LojistaStatus,
} from './regras.js';
import { PEDIDO_VALOR_MAXIMO_PADRAO } from '../pedido/status.js';
import { WHATSAPP_INVALIDO, telefoneBrSchema } from '../telefone.js';
import { emailSchema } from '../email.js';
import { texto, z } from '../zod.js';

/**
 * The platform (docs/api.md, admin-*, public-planos): the administrator's contract, one strict
 * schema per request body shared by the admin forms and the API, and the shapes the API answers;
 * the plans as the landing page reads them and the platform's status. Its zod-free rules (an
 * owner's statuses, the plans' limits) are regras.ts's (@vitrine/shared/plataforma).
 */

/** POST /api/admin/login */
export const adminLoginSchema = z.strictObject({
  email: emailSchema(),
  senha: z.string('Informe a senha.').min(1, 'Informe a senha.').max(200, 'Senha longa demais.'),
  /** The device token of an earlier successful login in this browser (POST /api/admin/login's `dispositivo`). */
  dispositivo: z.string().max(100).optional(),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export interface AdminLoginResponse {
  token: string;
  /** This browser's new device token: sent back with its next login, it is never locked out by strangers' failures. */
  dispositivo: string;
}

/** GET /api/admin/validate */
export interface AdminValidateResponse {
  ok: true;
  email: string;
}

/** PUT /api/admin/lojistas/{id}/status */
export const lojistaStatusSchema = z.strictObject({
  status: z.enum(LOJISTA_STATUSES, 'Use ativo, inativo ou suspenso.'),
});

/** PUT /api/admin/lojistas/{id}; telefone_whatsapp left out keeps the owner's number. */
export const lojistaAdminSchema = z.strictObject({
  nome: texto(100).min(1, 'Informe o nome.'),
  email: emailSchema(),
  telefone_whatsapp: telefoneBrSchema(WHATSAPP_INVALIDO).optional(),
  plano_id: z.number('Escolha um plano.').int('Escolha um plano.').positive('Escolha um plano.'),
});
export type LojistaAdminInput = z.input<typeof lojistaAdminSchema>;

export interface AdminLojista {
  id: string;
  nome: string;
  email: string;
  telefone_whatsapp: string | null;
  status: LojistaStatus;
  plano_id: number;
  plano_nome: string;
  total_produtos: number;
  total_pedidos: number;
  /** The shop's slug, null until the owner chose one: what the admin types to confirm a deletion. */
  subdominio: string | null;
  /** The shop's name as customers see it, null until the owner named it. */
  nome_loja: string | null;
  /** The shop's public page, as catalogoPath gives it: /loja/{slug}, or /catalogo/{id} without a slug. */
  catalogo: string;
  /**
   * A filial's (issue 47): the id of its account's first shop, whose owner it shares; null on an
   * account's first shop. Its plan is the account's: changing it on any of the account's shops changes all.
   */
  conta_id: string | null;
}

/** POST /api/admin/planos and PUT /api/admin/planos/{id} (the form's rules, enforced on the server too). */
export const planoSchema = z.strictObject({
  nome: texto(60).min(1, 'Informe o nome do plano.'),
  preco: z
    .number('Informe o preço.')
    .min(0, 'O preço não pode ser negativo.')
    .max(100_000, 'Preço alto demais.')
    .refine((preco) => Math.abs(preco * 100 - Math.round(preco * 100)) < 1e-6, 'Use no máximo duas casas decimais.'),
  descricao: texto(300).default(''),
  limite_produtos: z
    .number('Informe o limite de produtos.')
    .int('O limite de produtos deve ser um número inteiro.')
    .min(1, 'O limite mínimo é 1 produto.')
    .max(LIMITE_PRODUTOS_MAX, `O limite máximo é ${LIMITE_PRODUTOS_MAX} produtos.`),
  /** People the owner may invite to the team (the owner not counted). */
  limite_membros: z
    .number('Informe o limite da equipe.')
    .int('O limite da equipe deve ser um número inteiro.')
    .min(0, 'O limite da equipe não pode ser negativo.')
    .max(LIMITE_MEMBROS_MAX, `O limite máximo é ${LIMITE_MEMBROS_MAX} pessoas.`)
    .default(LIMITE_MEMBROS_PADRAO),
  /** Shops the account may have (issue 47, filiais), its first included. */
  limite_lojas: z
    .number('Informe o limite de lojas.')
    .int('O limite de lojas deve ser um número inteiro.')
    .min(1, 'O limite mínimo é 1 loja.')
    .max(LIMITE_LOJAS_MAX, `O limite máximo é ${LIMITE_LOJAS_MAX} lojas.`)
    .default(LIMITE_LOJAS_PADRAO),
  vantagens: texto(1000).default(''),
});
export type PlanoInput = z.input<typeof planoSchema>;
export type PlanoDados = z.output<typeof planoSchema>;

export interface Plano {
  id: string;
  nome: string;
  /** Monthly price in reais, two decimals. */
  preco: number;
  descricao: string;
  limite_produtos: number;
  /** People the owner may invite to the team (owner-equipe), the owner not counted. */
  limite_membros: number;
  /** Shops one account may have (issue 47, filiais), its first included. */
  limite_lojas: number;
  /** One benefit per line. */
  vantagens: string;
  total_lojistas: number;
}

/**
 * GET /api/planos: a plan as the landing page's price table shows it, in the administrator's words
 * (`preco` monthly, in reais; `vantagens` one per line). Only these fields: how many owners are on a
 * plan, or anything else the admin's documents hold, is not public.
 */
export type PlanoPublico = Pick<
  Plano,
  'id' | 'nome' | 'preco' | 'descricao' | 'limite_produtos' | 'limite_membros' | 'limite_lojas' | 'vantagens'
>;

/** The global settings, their defaults (used while a key was never saved) and help texts. */
export const CONFIGURACOES_PADRAO = {
  sistema_nome: { valor: 'Vitrine', descricao: 'Nome do sistema exibido no painel e nos e-mails.' },
  sistema_versao: { valor: '1.0.0', descricao: 'Versão atual da plataforma.' },
  email_suporte: { valor: 'suporte@vitrine.dev', descricao: 'E-mail de contato do suporte mostrado aos lojistas.' },
  manutencao: { valor: 'false', descricao: 'Em manutenção, os catálogos públicos ficam indisponíveis.' },
  registros_abertos: { valor: 'true', descricao: 'Permite que novas contas Google se cadastrem como lojistas.' },
  pedido_valor_maximo: {
    valor: String(PEDIDO_VALOR_MAXIMO_PADRAO),
    descricao: 'Valor máximo de um pedido, em reais: pedidos acima dele são recusados.',
  },
} as const;
export type ConfiguracaoChave = keyof typeof CONFIGURACOES_PADRAO;

const booleano = z.enum(['true', 'false'], "Use 'true' ou 'false'.");
const configuracaoSchema = z.discriminatedUnion(
  'chave',
  [
    z.strictObject({ chave: z.literal('sistema_nome'), valor: texto(60).min(1, 'Informe o nome do sistema.') }),
    z.strictObject({ chave: z.literal('sistema_versao'), valor: texto(20).min(1, 'Informe a versão do sistema.') }),
    z.strictObject({ chave: z.literal('email_suporte'), valor: emailSchema() }),
    z.strictObject({ chave: z.literal('manutencao'), valor: booleano }),
    z.strictObject({ chave: z.literal('registros_abertos'), valor: booleano }),
    z.strictObject({
      chave: z.literal('pedido_valor_maximo'),
      valor: z
        .string('Informe o valor máximo.')
        .trim()
        .regex(/^[1-9]\d{0,7}$/, 'Use um valor inteiro em reais, de 1 a 99999999, como 100000.'),
    }),
  ],
  'Configuração desconhecida.',
);

/** PUT /api/admin/configuracoes: any of the known keys, each at most once. */
export const configuracoesSchema = z.strictObject({
  configuracoes: z
    .array(configuracaoSchema)
    .min(1, 'Envie ao menos uma configuração.')
    .max(Object.keys(CONFIGURACOES_PADRAO).length, 'Configurações demais.')
    .refine((itens) => new Set(itens.map((item) => item.chave)).size === itens.length, 'Cada configuração pode aparecer uma vez só.'),
});
export type ConfiguracoesInput = z.input<typeof configuracoesSchema>;

export interface Configuracao {
  chave: ConfiguracaoChave;
  valor: string;
  descricao: string;
}

/** GET /api/status: public, for the owner area's, the landing page's and the catalogue's maintenance notice. */
export interface PlataformaStatus {
  manutencao: boolean;
  /** The admin's `email_suporte`: where a suspended owner or anyone during maintenance can write. */
  email_suporte: string;
}

/**
 * GET /api/admin/dashboard/stats. Money in reais; taxa_conversao in percent, two decimals. Orders
 * received are every order placed (anyone can place one); the revenue counts only orders the shops
 * accepted (confirmado onward, not cancelled), so an order nobody accepted never reaches it.
 */
export interface AdminStats {
  total_lojistas: number;
  novos_lojistas_mes: number;
  lojistas_ativos: number;
  /** Orders received, all time and today, and their value (all time). */
  total_pedidos: number;
  pedidos_hoje: number;
  valor_total_pedidos: number;
  /** Accepted orders' value: all time and this month. */
  receita_total: number;
  receita_mes: number;
  produtos_total: number;
  /** Accepted orders this month per unique visit this month. */
  taxa_conversao: number;
}

/** GET /api/admin/sistema: a live health check. */
export interface AdminSistema {
  firestore: boolean;
  versao: string;
  /** ISO 8601, or null before the first order. */
  ultimo_pedido_em: string | null;
}

export type AtividadeTipo = 'novo_lojista' | 'pedido' | 'status_lojista';

/** GET /api/admin/atividades: the ten most recent platform events. */
export interface Atividade {
  id: string;
  tipo: AtividadeTipo;
  descricao: string;
  /** ISO 8601 */
  criado_em: string;
}
