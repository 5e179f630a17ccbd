import type { LojistaStatus } from '../plataforma/regras.js';
import { DEFAULT_COR_PRINCIPAL, HEX_COR } from '../cor.js';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from './slug.js';
import { imagemUrlSchema, texto, z } from '../zod.js';

/**
 * The shop as its owner sets it (docs/api.md, owner-loja, owner-canais, owner-conta): its page's
 * settings, its sales channels, and the confirmation that deletes it. Its zod-free rules are slug.ts's
 * (the link's name, @vitrine/shared/loja) and the top-level cor.ts's (the colour).
 */

export const DEFAULT_TEXTO_BOTAO = 'Fazer Pedido';

export const lojaSchema = z.strictObject({
  nome_loja: texto(80).min(1, 'Informe o nome da loja.'),
  cor_principal: z.string().trim().regex(HEX_COR, 'Use uma cor no formato #RRGGBB.').default(DEFAULT_COR_PRINCIPAL),
  logo_url: imagemUrlSchema.default(''),
  mensagem_personalizada: texto(300).default(''),
  texto_botao: texto(30).default(DEFAULT_TEXTO_BOTAO),
  subdominio: z
    .string()
    .trim()
    .refine(
      (slug) => slug === '' || SLUG_PATTERN.test(slug),
      `O link deve ter de ${SLUG_MIN} a ${SLUG_MAX} caracteres: letras minúsculas, números e hífen.`,
    )
    .default(''),
  endereco: texto(200).default(''),
  telefone: texto(30).default(''),
  instagram: texto(100).default(''),
  facebook: texto(100).default(''),
});
export type LojaInput = z.input<typeof lojaSchema>;
export type Loja = z.output<typeof lojaSchema>;

/**
 * The shop's sales channels (issue 32): its product feeds for Meta (Instagram and WhatsApp
 * catalogue) and Google, at /loja/{slug}/feed/meta.csv and /feed/google.xml, which the owner can
 * turn off. GET/PUT /api/loja/canais.
 */
export const canaisSchema = z.strictObject({
  feeds_ativos: z.boolean('Informe se os feeds de produtos ficam ligados.'),
});
export type Canais = z.output<typeof canaisSchema>;

/**
 * DELETE /api/conta (the owner) and DELETE /api/admin/lojistas/{id} (the administrator): the
 * shop's address (its slug) typed to confirm; the owner's e-mail for a shop that never had one.
 */
export const exclusaoContaSchema = z.strictObject({
  confirmacao: z
    .string('Digite o endereço da loja para confirmar.')
    .trim()
    .min(1, 'Digite o endereço da loja para confirmar.')
    .max(200, 'Confirmação longa demais.'),
});
export type ExclusaoContaInput = z.input<typeof exclusaoContaSchema>;

/**
 * POST /api/lojas (issue 47, filiais): another shop of the account, named and with its link at once,
 * under the first shop's rules for both (lojaSchema's).
 */
export const novaLojaSchema = z.strictObject({
  nome_loja: lojaSchema.shape.nome_loja,
  subdominio: lojaSchema.shape.subdominio.refine((slug) => slug !== '', 'Informe o link da nova loja.'),
});
export type NovaLojaInput = z.input<typeof novaLojaSchema>;
export type NovaLoja = z.output<typeof novaLojaSchema>;

/** GET /api/lojas: one of the account's shops, as the switcher and the "Lojas" screen list them. */
export interface LojaDaConta {
  id: string;
  nome_loja: string;
  /** The shop's link, '' until the owner chose one (the first shop may have none). */
  subdominio: string;
  status: LojistaStatus;
  /** The account's first shop (its id is the owner's uid), opened at sign-up. */
  principal: boolean;
}

/** GET /api/lojas: the account's shops, the session's among them, and how many its plan allows. */
export interface LojasDaContaResponse {
  lojas: LojaDaConta[];
  /** The shop the session acts on. */
  loja_id: string;
  limite_lojas: number;
  /** Whether the session may open another (the owner, within the plan's limit). */
  pode_criar: boolean;
}

/** POST /api/sessions/loja: the shop of the account this browser's session acts on from now on. */
export const trocaDeLojaSchema = z.strictObject({
  loja_id: z.string('Escolha uma loja.').trim().min(1, 'Escolha uma loja.').max(128, 'Loja não encontrada.'),
});
export type TrocaDeLojaInput = z.input<typeof trocaDeLojaSchema>;

/** POST /api/lojas/{id}/copiar-catalogo: the account's shop whose catalogue is copied into `{id}`. */
export const copiaDeCatalogoSchema = z.strictObject({
  de_loja_id: z.string('Escolha a loja de origem.').trim().min(1, 'Escolha a loja de origem.').max(128, 'Loja não encontrada.'),
});

/**
 * A catalogue copy between two shops of an account (issue 47), as POST answers it when done and GET
 * while it runs: how many of the source's products are in the target already.
 */
export interface CopiaDeCatalogo {
  de_loja_id: string;
  status: 'copiando' | 'concluida';
  /** The source's products and categories. */
  total_produtos: number;
  total_categorias: number;
  /** Products written so far; equal to total_produtos when done. */
  produtos_copiados: number;
  /** ISO 8601. */
  atualizado_em: string;
}

/** One shop of a brand page (GET /api/marca/{slug}, issue 47): what a customer needs to pick one. */
export interface LojaDaMarca {
  nome_loja: string;
  /** Its catalogue: /loja/{subdominio}. */
  subdominio: string;
  endereco: string;
  telefone: string;
  logo_url: string;
  cor_principal: string;
  aberta: boolean;
  /** "Aberta agora · fecha às 22:00", "Fechada · abre amanhã às 08:00" (the shop's hours, @vitrine/shared/atendimento). */
  horario: string;
  /** From the customer's point, when given and the shop saved its own (its distance fee's origin); else null. */
  distancia_km: number | null;
}

/** GET /api/marca/{slug}: the account's active shops, the nearest first when the customer's point is given. */
export interface MarcaResponse {
  /** The brand's name: its first shop's. */
  nome: string;
  lojas: LojaDaMarca[];
}

/** GET /api/lojas/resumo: one of the account's shops' day so far, for the dashboard's "Todas as lojas". */
export interface ResumoDaLoja {
  id: string;
  nome_loja: string;
  status: LojistaStatus;
  /** Orders placed today (São Paulo's day), any status. */
  pedidos_hoje: number;
  /** Today's accepted orders' totals, in reais. */
  receita_hoje: number;
}

export interface ResumoDasLojasResponse {
  lojas: ResumoDaLoja[];
}
