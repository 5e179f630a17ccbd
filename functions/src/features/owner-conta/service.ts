import { checkConfirmacao, type ContaRepository } from '../../model/conta.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import type { OwnerContaRepository } from './repository.js';

const SESSAO_INVALIDA = 'Sessão inválida ou expirada. Entre novamente.';

/** The owner's own data (LGPD art. 18): take it all with them, or have it all deleted. */
export function ownerContaService({ conta, contas, now }: { conta: OwnerContaRepository; contas: ContaRepository; now: () => Date }) {
  return {
    /** GET /api/conta/exportar: one JSON document, and the file name it downloads as (vitrine-{slug}-{YYYY-MM-DD}.json). */
    async exportar(lojaId: string): Promise<{ arquivo: string; dados: object }> {
      const dados = await conta.read(lojaId);
      if (!dados) throw new AppError(401, SESSAO_INVALIDA);
      const agora = now();
      const nome = dados.loja.subdominio || 'loja';
      return {
        // São Paulo's date, the owner's: at 22:00 there the UTC date is already tomorrow's.
        arquivo: `vitrine-${nome}-${dayKey(agora)}.json`,
        dados: { formato: 'vitrine-exportacao-1', exportado_em: agora.toISOString(), ...dados },
      };
    },

    /** DELETE /api/conta: 400 and nothing deleted unless the shop's slug (or, without one, the e-mail) is confirmed. */
    async delete(lojaId: string, confirmacao: string): Promise<void> {
      const alvo = await contas.find(lojaId);
      if (!alvo) throw new AppError(401, SESSAO_INVALIDA);
      checkConfirmacao(alvo, confirmacao);
      await contas.delete(alvo);
    },
  };
}

export type OwnerContaService = ReturnType<typeof ownerContaService>;
