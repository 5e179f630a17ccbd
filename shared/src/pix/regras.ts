/**
 * The shop's own bank's API Pix (issue 45), the Banco Central's standard: which banks the
 * Pagamentos screen knows, and what the connection check answers. Zod-free (@vitrine/shared/pix).
 */

/**
 * The banks whose API Pix URLs (production) the Pagamentos screen fills in: each checked, through
 * the search tool, against the bank's own SDK or published OpenAPI clients and integrations that
 * call it (docs/api.md, "API Pix do banco"). Banco do Brasil is left out (every call also needs its
 * `gw-dev-app-key`, which the standard does not have) and so is Inter (its API Pix path was not
 * confirmed); they connect as `outro` once supported. `outro` is any PSP that follows the
 * standard, with the URLs the owner types.
 */
export const PROVEDORES_PIX = {
  efi: {
    nome: 'Efí (Gerencianet)',
    base_url: 'https://pix.api.efipay.com.br/v2',
    token_url: 'https://pix.api.efipay.com.br/oauth/token',
  },
  itau: {
    nome: 'Itaú',
    base_url: 'https://secure.api.itau/pix_recebimentos/v2',
    token_url: 'https://sts.itau.com.br/api/oauth/token',
  },
  sicoob: {
    nome: 'Sicoob',
    base_url: 'https://api.sicoob.com.br/pix/api/v2',
    token_url: 'https://auth.sicoob.com.br/auth/realms/cooperado/protocol/openid-connect/token',
  },
  outro: { nome: 'Outro banco (API Pix do Banco Central)', base_url: '', token_url: '' },
} as const satisfies Record<string, { nome: string; base_url: string; token_url: string }>;

export type ProvedorPix = keyof typeof PROVEDORES_PIX;
export const PROVEDORES_PIX_IDS = Object.keys(PROVEDORES_PIX) as [ProvedorPix, ...ProvedorPix[]];

/** The token URL when the owner leaves it out: `{origin of base_url}/oauth/token`, as the standard's examples and most banks place it. */
export function tokenUrlPadrao(baseUrl: string): string {
  try {
    return `${new URL(baseUrl).origin}/oauth/token`;
  } catch {
    return '';
  }
}

/** The Pagamentos screen warns this many days before the client certificate expires. */
export const AVISO_CERTIFICADO_DIAS = 30;

/** Whether a certificate that expires at `expiraEm` (ISO) is within the warning's days of `agora`. */
export function certificadoVencendo(expiraEm: string, agora: Date = new Date()): boolean {
  return new Date(expiraEm).getTime() - agora.getTime() <= AVISO_CERTIFICADO_DIAS * 24 * 3600 * 1000;
}

/** How long the connection check (token, then a harmless read) may take before the owner is told the bank did not answer. */
export const PRAZO_PIX_API_S = 10;

/** What a refused connection says (400), one message per cause the owner can act on. */
export const PIX_API_ERROS = {
  certificadoRecusado: 'O banco recusou o certificado.',
  chaveDeOutraConta: 'Chave PIX não pertence a esta conta.',
  semResposta: `Não foi possível falar com o banco em ${PRAZO_PIX_API_S} s.`,
  credenciaisRecusadas: 'O banco recusou o client_id ou o client_secret.',
  escoposRecusados:
    'A aplicação no banco não tem as permissões da API Pix (cob.read, cob.write, pix.read, pix.write, webhook.read, webhook.write). Peça-as ao banco.',
  respostaInesperada: 'O banco respondeu de um jeito inesperado. Confira a URL da API Pix e tente de novo.',
  certificadoIlegivel: 'Não foi possível ler o certificado. Envie o arquivo .p12, .pfx ou .pem que o banco forneceu.',
  senhaErrada: 'A senha do certificado está errada.',
  certificadoSemChave: 'O arquivo não tem a chave privada do certificado. Envie o .p12/.pfx, ou um .pem com o certificado e a chave.',
  certificadoVencido: (data: string) => `O certificado venceu em ${data}. Gere um novo no portal do banco.`,
  certificadoAindaNaoVale: (data: string) => `O certificado só vale a partir de ${data}.`,
  servidorNaoConfiavel: 'O endereço não apresentou um certificado https válido. Confira a URL da API Pix.',
  enderecoRecusado: 'Endereço da API Pix não permitido: use o endereço https do banco (não um IP interno nem http).',
} as const;

/** How long a charge takes payments (calendario.expiracao), in minutes: the owner's choice within these. */
export const EXPIRACAO_PIX_PADRAO = 30;
export const EXPIRACAO_PIX_MIN = 5;
export const EXPIRACAO_PIX_MAX = 1440;

/** How the shop's PIX charges behave (issue 45). */
export interface PreferenciasPix {
  /** Minutes a charge takes payments (5–1440, 30 by default). */
  expiracao_min: number;
  /** A PIX order confirmed by the bank may not go to `preparando` while its charge is pending. */
  so_preparar_depois_de_pago: boolean;
  /** An order whose charge expired unpaid is cancelled (stock returned) while still novo or confirmado. */
  cancelar_ao_expirar: boolean;
}

export const PREFERENCIAS_PIX_PADRAO: PreferenciasPix = {
  expiracao_min: EXPIRACAO_PIX_PADRAO,
  so_preparar_depois_de_pago: false,
  cancelar_ao_expirar: false,
};

/** PATCH /api/loja/pix-api without a connection (409). */
export const PIX_API_NAO_CONECTADA = 'Conecte a API Pix do banco antes de ajustar as cobranças.';
