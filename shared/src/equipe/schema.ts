import { emailSchema } from '../email.js';
import { PAPEIS_DE_MEMBRO, type PapelDeMembro } from './papeis.js';
import { z } from '../zod.js';

/** The shop's team as the API answers and takes it (owner-equipe, docs/api.md); the roles are papeis.ts's (@vitrine/shared/equipe). */

export const MEMBRO_STATUS = ['convidado', 'ativo'] as const;
export type MembroStatus = (typeof MEMBRO_STATUS)[number];

/** GET /api/equipe's members. */
export interface Membro {
  id: string;
  email: string;
  /** The Google account's name once they signed in; empty while invited. */
  nome: string;
  papel: PapelDeMembro;
  status: MembroStatus;
  criado_em: string;
  ultimo_acesso: string | null;
}

/** GET /api/equipe: the members, and how many the shop's plan allows (the owner not counted). */
export interface EquipeResponse {
  membros: Membro[];
  limite_membros: number;
}

const papelSchema = z.enum(PAPEIS_DE_MEMBRO, 'Escolha o perfil: gerente, atendente, garçom, cozinha ou entregador.');

/** POST /api/equipe */
export const membroConviteSchema = z.strictObject({ email: emailSchema(), papel: papelSchema });
export type MembroConvite = z.infer<typeof membroConviteSchema>;

/** PUT /api/equipe/{id} */
export const membroUpdateSchema = z.strictObject({ papel: papelSchema });
