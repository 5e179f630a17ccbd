import type { Configuracao, ConfiguracaoChave, PlataformaStatus } from '@vitrine/shared';
import type { ConfiguracoesRepository } from '../../model/configuracoes.js';

/**
 * `manutencaoEmCache`: the maintenance flag as this instance's public routes keep it (app.ts),
 * forgotten after a save, so the instance that saved answers the new mode at once (the others
 * within their cache's 15 s).
 */
export function configuracoesService({
  configuracoes,
  manutencaoEmCache,
}: {
  configuracoes: ConfiguracoesRepository;
  manutencaoEmCache?: { forget(): void };
}) {
  return {
    list: (): Promise<Configuracao[]> => configuracoes.list(),

    /** Saves already validated values (all or nothing) and answers the whole list as it now stands. */
    async save(itens: ReadonlyArray<{ chave: ConfiguracaoChave; valor: string }>): Promise<Configuracao[]> {
      await configuracoes.saveAll(itens);
      manutencaoEmCache?.forget();
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
