import type { Configuracao, ConfiguracaoChave, PlataformaStatus } from '@vitrine/shared';
import type { ConfiguracoesRepository } from '../../model/configuracoes.js';

export function configuracoesService({ configuracoes }: { configuracoes: ConfiguracoesRepository }) {
  return {
    list: (): Promise<Configuracao[]> => configuracoes.list(),

    /** Saves already validated values (all or nothing) and answers the whole list as it now stands. */
    async save(itens: ReadonlyArray<{ chave: ConfiguracaoChave; valor: string }>): Promise<Configuracao[]> {
      await configuracoes.saveAll(itens);
      return configuracoes.list();
    },

    /** One read of the settings (getAll), behind the CDN's 30 s: the maintenance flag, and the support e-mail owners are shown. */
    async status(): Promise<PlataformaStatus> {
      const todas = await configuracoes.list();
      const valor = (chave: ConfiguracaoChave) => todas.find((configuracao) => configuracao.chave === chave)?.valor;
      return { manutencao: valor('manutencao') === 'true', email_suporte: valor('email_suporte') ?? '' };
    },
  };
}

export type ConfiguracoesService = ReturnType<typeof configuracoesService>;
