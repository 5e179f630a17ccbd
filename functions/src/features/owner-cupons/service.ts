import type { Cupom, CupomInput, CupomUpdate, CuponsResponse } from '@vitrine/shared';
import type { CuponsRepository } from '../../model/cupons.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';

const NAO_ENCONTRADO = 'Cupom não encontrado.';

/** The shop's coupons, as the owner and the managers keep them (GET/POST/PUT/DELETE /api/cupons). */
export function cuponsService({ cupons }: { cupons: CuponsRepository }) {
  const checkId = (id: string) => {
    if (!isDocId(id)) throw new AppError(404, NAO_ENCONTRADO);
  };
  return {
    list: async (lojaId: string): Promise<CuponsResponse> => ({ cupons: await cupons.list(lojaId) }),
    create: (lojaId: string, cupom: CupomInput): Promise<Cupom> => cupons.create(lojaId, cupom),
    update(lojaId: string, id: string, mudancas: CupomUpdate): Promise<Cupom> {
      checkId(id);
      return cupons.update(lojaId, id, mudancas);
    },
    delete(lojaId: string, id: string): Promise<void> {
      checkId(id);
      return cupons.delete(lojaId, id);
    },
  };
}

export type CuponsService = ReturnType<typeof cuponsService>;
