import type { Configuracao, ConfiguracaoChave, PlataformaStatus } from '@vitrine/shared';
import type { ConfiguracoesRepository } from './repository.js';

export function configuracoesService(configuracoes: ConfiguracoesRepository) {
  return {
    list: (): Promise<Configuracao[]> => configuracoes.list(),

    /** Saves already validated values (all or nothing) and answers the whole list as it now stands. */
    async save(itens: ReadonlyArray<{ chave: ConfiguracaoChave; valor: string }>): Promise<Configuracao[]> {
      await configuracoes.saveAll(itens);
      return configuracoes.list();
    },

    async status(): Promise<PlataformaStatus> {
      return { manutencao: await configuracoes.flag('manutencao') };
    },
  };
}

export type ConfiguracoesService = ReturnType<typeof configuracoesService>;
