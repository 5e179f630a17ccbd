import type { Auth } from 'firebase-admin/auth';
import type { EquipeResponse, Membro, MembroConvite, PapelDeMembro } from '@vitrine/shared';
import type { MembrosRepository } from '../../model/membros.js';
import { isDocId } from '../../platform/http/validate.js';
import { AppError } from '../../platform/http/errors.js';

const NAO_ENCONTRADO = 'Membro da equipe não encontrado.';

/** The shop's team, as its owner manages it (GET/POST/PUT/DELETE /api/equipe). */
export function equipeService({ membros, auth }: { membros: MembrosRepository; auth: Pick<Auth, 'revokeRefreshTokens'> }) {
  return {
    list: (lojaId: string): Promise<EquipeResponse> => membros.list(lojaId),
    invite: (lojaId: string, convite: MembroConvite): Promise<Membro> => membros.invite(lojaId, convite),
    async update(lojaId: string, id: string, papel: PapelDeMembro): Promise<Membro> {
      if (!isDocId(id)) throw new AppError(404, NAO_ENCONTRADO);
      return membros.updatePapel(lojaId, id, papel);
    },
    /**
     * The member goes: their next request is refused (every owner request reads the membership),
     * and their refresh tokens are revoked so no new session can be minted from an old sign-in.
     */
    async delete(lojaId: string, id: string): Promise<void> {
      if (!isDocId(id)) throw new AppError(404, NAO_ENCONTRADO);
      const { uid } = await membros.delete(lojaId, id);
      if (uid) await auth.revokeRefreshTokens(uid);
    },
  };
}

export type EquipeService = ReturnType<typeof equipeService>;
