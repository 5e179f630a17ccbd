import { PEDIDO_VALOR_MAXIMO_PADRAO } from '../pedido/status.js';
import { plural } from '../plural.js';

/**
 * The platform's rules (zod-free, @vitrine/shared/plataforma): an owner's statuses, the plans'
 * limits and the global settings' defaults, which the landing page, the admin's forms and the
 * server read alike. The schemas are schema.ts's.
 */

export const LOJISTA_STATUSES = ['ativo', 'inativo', 'suspenso'] as const;
export type LojistaStatus = (typeof LOJISTA_STATUSES)[number];

/** Plan name shown when a merchant's plan cannot be found. */
export const PLANO_NOME_PADRAO = 'Básico';
/** The public catalogue is paged for up to 10,000 products (functions/src/model/catalogo-paginas.ts). */
export const LIMITE_PRODUTOS_MAX = 10_000;
/** The new-plan form starts at 50 products. */
export const LIMITE_PRODUTOS_PADRAO = 50;

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

/** Plans without the field (saved before the team existed) allow one member. */
export const LIMITE_MEMBROS_PADRAO = 1;
export const LIMITE_MEMBROS_MAX = 100;

/** A plan's team as its card says it: "Equipe de até 5 pessoas", or none besides the owner. */
export const textoDaEquipe = (limite: number) =>
  limite === 0 ? 'Sem equipe: só o dono' : `Equipe de até ${plural(limite, 'pessoa', 'pessoas')}`;
