import { DEFAULT_COR_PRINCIPAL, HEX_COR } from './cor.js';
import { parsePrecoBR } from './money.js';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from './slug.js';
import { z } from './zod.js';

/**
 * The owner area's contract (docs/api.md, owner-*): one schema per request body, used by the forms
 * (react-hook-form) and by the API (strict: unknown fields are refused). Lengths are bounded so the
 * shop's public catalogue document (every active product in one document) stays under half of
 * Firestore's 1 MiB at the largest plan's 500 products: about 900 bytes a product at worst.
 */

export const DEFAULT_TEXTO_BOTAO = 'Fazer Pedido';
export const MAX_PRECO = 1_000_000;

const texto = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres.`);

/** An image URL: http(s), or an image served by this API's local store. Empty means none. */
const imagemUrl = z
  .string()
  .trim()
  .max(300)
  .refine((url) => url === '' || url.startsWith('/api/imagens/') || /^https?:\/\/[^\s]+$/i.test(url), 'Use um endereço http(s) válido.');

const produtoFields = {
  nome: texto(100).min(1, 'Informe o nome do produto.'),
  descricao: texto(400),
  imagem_url: imagemUrl,
  preco: z
    .number('Informe o preço.')
    .min(0, 'O preço não pode ser negativo.')
    .max(MAX_PRECO, 'Preço alto demais.')
    .transform((preco) => Math.round(preco * 100) / 100),
  ativo: z.boolean(),
  // A form's "no category" option may send '' as well as null: both mean none.
  categoria_id: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .transform((id) => id || null),
};

export const PRECO_INVALIDO = 'Preço inválido: use só números, como 12,50.';

/**
 * The product form's price: the text the owner typed ("1.234,56"), parsed the pt-BR way and then
 * held to the API's own number rules. Text that is no price is refused here, on the field.
 */
export const precoDigitadoSchema = z
  .string()
  .trim()
  .min(1, 'Informe o preço.')
  .transform((texto, ctx) => {
    const preco = parsePrecoBR(texto);
    if (preco === null) {
      ctx.addIssue({ code: 'custom', message: PRECO_INVALIDO });
      return z.NEVER;
    }
    return preco;
  })
  .pipe(produtoFields.preco);

/** POST /api/produtos */
export const produtoSchema = z.strictObject({
  ...produtoFields,
  descricao: produtoFields.descricao.default(''),
  imagem_url: produtoFields.imagem_url.default(''),
  ativo: produtoFields.ativo.default(true),
  categoria_id: produtoFields.categoria_id.default(null),
});
export type ProdutoInput = z.input<typeof produtoSchema>;

/** PUT /api/produtos/{id}: any subset of the fields, nothing defaulted (the list's toggle sends only ativo). */
export const produtoUpdateSchema = z.strictObject(produtoFields).partial();

export interface Produto {
  id: string;
  nome: string;
  descricao: string;
  imagem_url: string;
  preco: number;
  ativo: boolean;
  categoria_id: string | null;
}

export const categoriaSchema = z.strictObject({
  nome: texto(60).min(1, 'Informe o nome da categoria.'),
});

export interface Categoria {
  id: string;
  nome: string;
}

export const lojaSchema = z.strictObject({
  nome_loja: texto(80).min(1, 'Informe o nome da loja.'),
  cor_principal: z.string().trim().regex(HEX_COR, 'Use uma cor no formato #RRGGBB.').default(DEFAULT_COR_PRINCIPAL),
  logo_url: imagemUrl.default(''),
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

/** POST /api/upload/image: the largest file accepted, exactly 5 MB. */
export const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;

export interface ImagemEnviada {
  url: string;
  originalName: string;
  success: true;
}

export const whatsappSchema = z.strictObject({
  // Spec §5: digits only is a hint, not a rule; anything a person can type in 30 characters.
  telefone_whatsapp: texto(30),
});

export interface DashboardStats {
  total_produtos: number;
  total_pedidos: number;
  valor_total_pedidos: number;
}
