import { z } from '../zod.js';
import { EXPIRACAO_PIX_MAX, EXPIRACAO_PIX_MIN, PROVEDORES_PIX_IDS, type PreferenciasPix, type ProvedorPix } from './regras.js';

/**
 * The shop's connection to its bank's API Pix as the owner sends it (owner-pix-api, docs/api.md,
 * issue 45), and the summary every answer gives: never the secret, the certificate or its password.
 */

const obrigatorio = (campo: string, max: number) =>
  z.string(`Informe ${campo}.`).trim().min(1, `Informe ${campo}.`).max(max, `Use no máximo ${max} caracteres.`);

/** The certificate's file, base64 as the browser reads it (a data: URL's prefix taken off): 64 KB of base64 is far above any bank's. */
export const CERTIFICADO_PIX_MAX = 64 * 1024;

/** PUT /api/loja/pix-api */
export const pixApiSchema = z
  .object({
    provedor: z.enum(PROVEDORES_PIX_IDS, 'Escolha o banco.'),
    base_url: obrigatorio('a URL da API Pix', 300),
    token_url: z.string().trim().max(300, 'Use no máximo 300 caracteres.').optional(),
    client_id: obrigatorio('o client_id', 300),
    /** Some banks (Sicoob) give only a client_id: the certificate alone authenticates the application. */
    client_secret: z.string().trim().max(1000, 'Use no máximo 1000 caracteres.').optional(),
    certificado: z
      .string('Envie o certificado.')
      .trim()
      .transform((valor) => valor.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .min(1, 'Envie o certificado.')
          .max(CERTIFICADO_PIX_MAX, 'O certificado passa de 64 KB: envie o arquivo que o banco forneceu.')
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'O certificado deve vir em base64.'),
      ),
    senha_certificado: z.string().max(300, 'Use no máximo 300 caracteres.').optional(),
    chave: obrigatorio('a chave PIX', 77),
  })
  .strict();

export type PixApiInput = z.input<typeof pixApiSchema>;
export type PixApiForm = z.output<typeof pixApiSchema>;

/**
 * PATCH /api/loja/pix-api: how the shop's PIX charges behave (issue 45), any of them. Kept with the
 * connection (a new connection keeps them; disconnecting forgets them).
 */
export const pixApiPreferenciasSchema = z
  .object({
    expiracao_min: z
      .number('Informe os minutos para o PIX expirar.')
      .int('Use um número inteiro de minutos.')
      .min(EXPIRACAO_PIX_MIN, `O PIX precisa valer ao menos ${EXPIRACAO_PIX_MIN} minutos.`)
      .max(EXPIRACAO_PIX_MAX, `O PIX pode valer no máximo ${EXPIRACAO_PIX_MAX} minutos (24 horas).`)
      .optional(),
    so_preparar_depois_de_pago: z.boolean('Use verdadeiro ou falso em "só preparar depois de pago".').optional(),
    cancelar_ao_expirar: z.boolean('Use verdadeiro ou falso em "cancelar ao expirar".').optional(),
  })
  .strict();

export type PixApiPreferenciasInput = z.input<typeof pixApiPreferenciasSchema>;

/** GET/PUT/PATCH /api/loja/pix-api: the connection's summary, or that there is none. */
export type PixApiResponse =
  | ({
      conectado: true;
      provedor: ProvedorPix;
      base_url: string;
      chave: string;
      /** ISO instant the client certificate stops being valid (the screen warns 30 days before). */
      certificado_expira_em: string;
      /** The last 4 characters of the client_id, to tell applications apart without showing it. */
      ultimos_digitos_client_id: string;
      conectado_em: string;
      /** The bank took Vitrine's webhook (issue 45): payments are known within seconds; else within 2 minutes (the job). */
      webhook_registrado: boolean;
    } & PreferenciasPix)
  | { conectado: false };

/**
 * POST {webhookUrl}/pix, the bank's notification (the standard's callback), as the OpenAPI
 * document describes it. The route does not trust it: only the `txid`s are read, each charge is
 * read again from the bank (public-pix-webhook).
 */
export const pixNotificacaoSchema = z.looseObject({
  pix: z.array(
    z.looseObject({
      endToEndId: z.string(),
      txid: z.string().optional(),
      valor: z.string(),
      horario: z.string(),
    }),
  ),
});
