import type { Loja } from '@vitrine/shared';
import { lojaOf, type LojistasRepository } from '../../model/lojistas.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { slugEmUso, slugLivreDeReserva, slugPerdidoNaCorrida, type SlugsRepository } from '../../model/slugs.js';

/** The owner's shop settings and WhatsApp number. */
export function lojaService({
  lojistas,
  slugs,
  saveAndPublish,
}: {
  lojistas: LojistasRepository;
  slugs: SlugsRepository;
  saveAndPublish: SaveAndPublish;
}) {
  return {
    async configuracao(lojaId: string): Promise<Loja> {
      return lojaOf(await lojistas.require(lojaId));
    },

    /** Saves the whole form. A new slug is claimed and the old one freed in the same transaction. */
    async saveConfiguracao(lojaId: string, loja: Loja): Promise<Loja> {
      slugLivreDeReserva(loja.subdominio);
      await saveAndPublish(
        lojaId,
        async (tx) => {
          const anterior = (await lojistas.require(lojaId, tx)).loja?.subdominio ?? '';
          const novo = loja.subdominio;
          const [donoNovo, donoAnterior] = await Promise.all([
            novo ? slugs.findLojistaId(tx, novo) : null,
            anterior && anterior !== novo ? slugs.findLojistaId(tx, anterior) : null,
          ]);
          if (donoNovo && donoNovo !== lojaId) throw slugEmUso();
          if (novo && !donoNovo) slugs.create(tx, novo, lojaId);
          if (donoAnterior === lojaId) slugs.delete(tx, anterior);
          lojistas.update(tx, lojaId, { loja });
        },
        'loja',
      ).catch((error: unknown) => {
        throw slugPerdidoNaCorrida(error);
      });
      return loja;
    },

    async whatsapp(lojaId: string): Promise<{ telefone_whatsapp: string }> {
      return { telefone_whatsapp: (await lojistas.require(lojaId)).telefone_whatsapp ?? '' };
    },

    async saveWhatsapp(lojaId: string, telefone_whatsapp: string): Promise<{ telefone_whatsapp: string }> {
      await saveAndPublish(lojaId, (tx) => lojistas.requireAndUpdate(tx, lojaId, { telefone_whatsapp }), 'loja');
      return { telefone_whatsapp };
    },
  };
}

export type LojaService = ReturnType<typeof lojaService>;
