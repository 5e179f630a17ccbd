import type { Plano, PlanoDados } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { DEFAULT_PLANO_ID } from '../../model/lojistas.js';
import type { AdminPlanosRepository } from './repository.js';
import { plural } from '@vitrine/shared/plural';

const PLANO_ID = /^[1-9]\d{0,8}$/;
const NAO_ENCONTRADO = 'Plano não encontrado.';

export function adminPlanosService({ planos }: { planos: AdminPlanosRepository }) {
  const idValido = (id: string) => {
    if (!PLANO_ID.test(id)) throw new AppError(404, NAO_ENCONTRADO);
  };

  return {
    list: (): Promise<Plano[]> => planos.list(),

    async create(dados: PlanoDados): Promise<Plano> {
      return (await planos.find(await planos.create(dados)))!;
    },

    async update(id: string, dados: PlanoDados): Promise<Plano> {
      idValido(id);
      if (!(await planos.update(id, dados))) throw new AppError(404, NAO_ENCONTRADO);
      return (await planos.find(id))!;
    },

    async remove(id: string): Promise<void> {
      idValido(id);
      // Every new owner starts on the default plan, so it must always exist.
      if (Number(id) === DEFAULT_PLANO_ID) throw new AppError(409, 'O plano padrão dos novos lojistas não pode ser excluído.');
      const emUso = await planos.deleteIfUnused(id);
      if (emUso === null) throw new AppError(404, NAO_ENCONTRADO);
      if (emUso > 0) throw new AppError(409, `Este plano está em uso por ${plural(emUso, 'lojista', 'lojistas')} e não pode ser excluído.`);
    },
  };
}

export type AdminPlanosService = ReturnType<typeof adminPlanosService>;
