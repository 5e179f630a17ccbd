import type { StatusPedido } from './pedido/status.js';
import { z } from './zod.js';

/**
 * Web Push (owner-notificacoes, docs/api.md): the browser's PushSubscription.toJSON() as the
 * owner's devices send it, and what the server answers. The keys' lengths are checked here; the
 * server also checks that p256dh is a point on P-256 and where the endpoint may point.
 */

/** base64url without padding: 65 bytes (0x04, then x and y) are 87 characters, the first a "B"; 16 bytes are 22. */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw]$/;

export const CHAVES_INVALIDAS = 'Chaves de notificação inválidas.';
export const ENDERECO_NAO_SUPORTADO = 'Endereço de notificação não suportado.';

export const inscricaoSchema = z.strictObject({
  endpoint: z.string().trim().min(1, ENDERECO_NAO_SUPORTADO).max(2048, ENDERECO_NAO_SUPORTADO),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(P256DH, CHAVES_INVALIDAS),
    auth: z.string().regex(AUTH, CHAVES_INVALIDAS),
  }),
});
export type Inscricao = z.infer<typeof inscricaoSchema>;

export interface ChaveNotificacoesResponse {
  /** The deployment's VAPID public key, base64url of the 65-byte uncompressed point (applicationServerKey). */
  chave_publica: string;
}

export interface Dispositivo {
  id: string;
  criado_em: string;
  /** From the browser's User-Agent: "Chrome no Android". */
  descricao: string;
  ultimo_envio: string | null;
  ultima_falha: string | null;
}

export interface DispositivosResponse {
  dispositivos: Dispositivo[];
}

export interface TesteNotificacaoResponse {
  enviados: number;
  falhas: number;
}

/**
 * A push's JSON payload, as the service worker reads it: the shop's devices get novo_pedido,
 * pedido_parado, pedido_agendado, teste and chamado_mesa (a table called the waiter or asked for the
 * bill, issue 44) and pix_divergente (an order's PIX paid with another amount, issue 45); a customer's device gets status_pedido (public-pedido, POST /api/pedido/{token}/notificacoes).
 */
export interface AvisoPush {
  tipo: 'novo_pedido' | 'pedido_parado' | 'pedido_agendado' | 'teste' | 'status_pedido' | 'chamado_mesa' | 'pix_divergente';
  titulo: string;
  corpo: string;
  url: string;
  pedido_id?: string;
  codigo?: string;
  /** status_pedido: the order's new status. */
  status?: StatusPedido;
}
