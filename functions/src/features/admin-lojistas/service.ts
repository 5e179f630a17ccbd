import type { AdminLojista, LojistaAdminInput, LojistaStatus } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import type { AdminLojistasRepository } from './repository.js';

const NAO_ENCONTRADO = 'Lojista não encontrado.';

export function adminLojistasService(lojistas: AdminLojistasRepository) {
  return {
    /** Every owner, by name; the admin screen searches and filters on the client (spec §2). */
    async list(): Promise<AdminLojista[]> {
      const todos = await lojistas.list();
      return todos.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    },

    async setStatus(id: string, status: LojistaStatus): Promise<{ id: string; status: LojistaStatus }> {
      const encontrado = isDocId(id) && (await lojistas.setStatus(id, status, (nome) => `Status de ${nome} alterado para ${status}.`));
      if (!encontrado) throw new AppError(404, NAO_ENCONTRADO);
      // The public catalogue document carries the status: a suspended shop is refused from it alone.
      await lojistas.publicarCatalogo(id);
      return { id, status };
    },

    async edit(id: string, dados: LojistaAdminInput): Promise<AdminLojista> {
      const [atual, planoNome] = await Promise.all([isDocId(id) ? lojistas.find(id) : null, lojistas.planoNome(dados.plano_id)]);
      if (!atual) throw new AppError(404, NAO_ENCONTRADO);
      if (planoNome === null) throw new AppError(400, 'Dados inválidos.', { plano_id: ['Escolha um plano existente.'] });
      await lojistas.update(id, dados);
      if (dados.telefone_whatsapp !== undefined && dados.telefone_whatsapp !== (atual.telefone_whatsapp ?? '')) {
        await lojistas.publicarCatalogo(id);
      }
      return (await lojistas.find(id))!;
    },
  };
}

export type AdminLojistasService = ReturnType<typeof adminLojistasService>;
