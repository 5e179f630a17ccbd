import type { AdminLojista, LojistaAdminInput, LojistaStatus } from '@vitrine/shared';
import { checkConfirmacao, type ContaRepository } from '../../model/conta.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import type { AdminLojistasRepository } from './repository.js';

const NAO_ENCONTRADO = 'Lojista não encontrado.';

/**
 * The administrator's changes to an owner reach the shop's public catalogue: it carries the
 * status (a suspended shop is refused from it alone), the WhatsApp number customers order
 * through, and the owner's name while the shop has none of its own.
 */
export function adminLojistasService({
  lojistas,
  saveAndPublish,
  contas,
}: {
  lojistas: AdminLojistasRepository;
  saveAndPublish: SaveAndPublish;
  contas: ContaRepository;
}) {
  return {
    /** Every owner, by name; the admin screen searches and filters on the client. */
    async list(): Promise<AdminLojista[]> {
      const todos = await lojistas.list();
      return todos.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    },

    async updateStatus(id: string, status: LojistaStatus): Promise<{ id: string; status: LojistaStatus }> {
      if (!isDocId(id)) throw new AppError(404, NAO_ENCONTRADO);
      await saveAndPublish(
        id,
        async (tx) => {
          const encontrado = await lojistas.updateStatus(tx, id, status, (nome) => `Status de ${nome} alterado para ${status}.`);
          if (!encontrado) throw new AppError(404, NAO_ENCONTRADO);
        },
        'loja',
      );
      return { id, status };
    },

    async update(id: string, dados: LojistaAdminInput): Promise<AdminLojista> {
      const [atual, planoNome] = await Promise.all([isDocId(id) ? lojistas.find(id) : null, lojistas.planoNome(dados.plano_id)]);
      if (!atual) throw new AppError(404, NAO_ENCONTRADO);
      if (planoNome === null) throw new AppError(400, 'Dados inválidos.', { plano_id: ['Escolha um plano existente.'] });
      await saveAndPublish(id, (tx) => lojistas.update(tx, id, dados), 'loja');
      return (await lojistas.find(id))!;
    },

    /**
     * DELETE /api/admin/lojistas/{id}, on the owner's request: the same deletion as DELETE /api/conta
     * (model/conta.ts), confirmed with the same slug; 404 once the account is gone.
     */
    async delete(id: string, confirmacao: string): Promise<void> {
      const conta = isDocId(id) ? await contas.find(id) : null;
      if (!conta) throw new AppError(404, NAO_ENCONTRADO);
      checkConfirmacao(conta, confirmacao);
      await contas.delete(conta);
    },
  };
}

export type AdminLojistasService = ReturnType<typeof adminLojistasService>;
