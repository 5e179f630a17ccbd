import { plural } from '../plural.js';

/**
 * The platform's rules (zod-free, @vitrine/shared/plataforma): an owner's statuses and the plans'
 * limits, which the landing page, the admin's forms and the server read alike. The schemas and the
 * global settings' defaults are schema.ts's.
 */

export const LOJISTA_STATUSES = ['ativo', 'inativo', 'suspenso'] as const;
export type LojistaStatus = (typeof LOJISTA_STATUSES)[number];

/** Plan name shown when a merchant's plan cannot be found. */
export const PLANO_NOME_PADRAO = 'Básico';
/** The public catalogue is paged for up to 10,000 products (functions/src/model/catalogo-paginas.ts). */
export const LIMITE_PRODUTOS_MAX = 10_000;
/** The new-plan form starts at 50 products. */
export const LIMITE_PRODUTOS_PADRAO = 50;

/** Plans without the field (saved before the team existed) allow one member. */
export const LIMITE_MEMBROS_PADRAO = 1;
export const LIMITE_MEMBROS_MAX = 100;

/** Shops one account may have (issue 47, filiais); plans without the field allow one, the account's first. */
export const LIMITE_LOJAS_PADRAO = 1;
export const LIMITE_LOJAS_MAX = 50;

/** A plan's shops as its card says it: "1 loja", "Até 3 lojas na mesma conta". */
export const textoDasLojas = (limite: number) => (limite <= 1 ? '1 loja' : `Até ${limite} lojas na mesma conta`);

/** The refusal of a shop past the plan's limit (POST /api/lojas), naming it: "Seu plano permite 1 loja." */
export const limiteDeLojasAtingido = (limite: number) =>
  `Seu plano permite ${plural(limite, 'loja', 'lojas')}. Mude de plano para abrir mais uma.`;

/** A plan's team as its card says it: "Equipe de até 5 pessoas", or none besides the owner. */
export const textoDaEquipe = (limite: number) =>
  limite === 0 ? 'Sem equipe: só o dono' : `Equipe de até ${plural(limite, 'pessoa', 'pessoas')}`;
