import {
  centsToReais,
  limiteDeLojasAtingido,
  lojaSchema,
  type LojaDaConta,
  type LojasDaContaResponse,
  type NovaLoja,
  type ResumoDasLojasResponse,
} from '@vitrine/shared';
import { instanteNaLoja, naLoja } from '@vitrine/shared/relogio';
import { FieldValue } from 'firebase-admin/firestore';
import type { AtividadesRepository } from '../../model/atividades.js';
import { ehFilial, lojaOf, type Lojista, type LojistasRepository } from '../../model/lojistas.js';
import type { SaveAndPublish } from '../../model/publish.js';
import { slugEmUso, slugLivreDeReserva, slugPerdidoNaCorrida, type SlugsRepository } from '../../model/slugs.js';
import { AppError } from '../../platform/http/errors.js';
import type { Sessao } from '../../platform/http/sessao.js';
import type { OwnerLojasRepository } from './repository.js';

const NAO_ENCONTRADA = 'Loja não encontrada.';

/** A shop as the switcher lists it. */
function toLojaDaConta(id: string, lojista: Lojista): LojaDaConta {
  const { nome_loja, subdominio } = lojaOf(lojista);
  return { id, nome_loja, subdominio, status: lojista.status, principal: !ehFilial(lojista) };
}

/** The account's shops (issue 47, filiais): the list the switcher reads and opening another within the plan. */
export function ownerLojasService({
  lojas,
  lojistas,
  slugs,
  atividades,
  saveAndPublish,
  now,
}: {
  lojas: OwnerLojasRepository;
  lojistas: LojistasRepository;
  slugs: SlugsRepository;
  atividades: AtividadesRepository;
  saveAndPublish: SaveAndPublish;
  now: () => Date;
}) {
  return {
    /** The owner's every shop; a member's only the shop that invited them, which they may not leave. */
    async list({ uid, lojaId, papel }: Sessao): Promise<LojasDaContaResponse> {
      const daConta = papel === 'dono' ? await lojistas.lojasDaConta(uid) : [{ id: lojaId, lojista: await lojistas.require(lojaId) }];
      const principal = daConta[0];
      if (!principal) throw new AppError(404, NAO_ENCONTRADA);
      const limite_lojas = await lojas.limiteDeLojas(principal.lojista.plano_id);
      return {
        lojas: daConta.map(({ id, lojista }) => toLojaDaConta(id, lojista)),
        loja_id: lojaId,
        limite_lojas,
        pode_criar: papel === 'dono' && daConta.length < limite_lojas,
      };
    },

    /**
     * The account's shops side by side (the owner's dashboard): each one's orders and revenue of
     * São Paulo's day so far, read from its orders (one query per shop, today's only).
     */
    async resumo({ uid }: Sessao): Promise<ResumoDasLojasResponse> {
      const inicio = instanteNaLoja(naLoja(now()).data);
      const daConta = await lojistas.lojasDaConta(uid);
      const dias = await Promise.all(daConta.map(({ id }) => lojas.dia(id, inicio)));
      return {
        lojas: daConta.map(({ id, lojista }, i) => ({
          id,
          nome_loja: lojaOf(lojista).nome_loja,
          status: lojista.status,
          pedidos_hoje: dias[i]!.pedidos,
          receita_hoje: centsToReais(dias[i]!.receitaCentavos),
        })),
      };
    },

    /**
     * Opens another shop of the owner's account under the first shop's rules for its name and link,
     * in one transaction with the plan's limit and the link's claim: two openings past the limit, or
     * for one link, cannot both land. Its plan is the account's; its catalogue is published empty.
     */
    async create({ uid }: Sessao, nova: NovaLoja): Promise<LojaDaConta> {
      slugLivreDeReserva(nova.subdominio);
      const loja = lojaSchema.parse(nova);
      const id = lojas.novoId();
      const lojista = await saveAndPublish(id, async (tx) => {
        const daConta = await lojistas.lojasDaConta(uid, tx);
        const principal = daConta[0];
        if (!principal) throw new AppError(404, NAO_ENCONTRADA);
        if (principal.lojista.status !== 'ativo') {
          throw new AppError(403, 'Sua conta está suspensa ou inativa, e por isso não pode abrir outra loja. Fale com o suporte.');
        }
        const [limite, dono] = await Promise.all([
          lojas.limiteDeLojas(principal.lojista.plano_id, tx),
          slugs.findLojistaId(tx, loja.subdominio),
        ]);
        if (daConta.length >= limite) throw new AppError(403, limiteDeLojasAtingido(limite));
        if (dono) throw slugEmUso();
        // A query locks no shop that does not exist yet: two openings for the last place both counted
        // one shop. Writing the first shop's record, which both read, makes the second wait and count again.
        lojistas.update(tx, principal.id, { filial_aberta_em: FieldValue.serverTimestamp() });
        slugs.create(tx, loja.subdominio, id);
        lojas.create(tx, id, { uid, lojista: principal.lojista }, loja);
        await atividades.create(
          'novo_lojista',
          `Nova loja de ${principal.lojista.nome} (${principal.lojista.email}): ${loja.nome_loja}.`,
          id,
          tx,
        );
        return { ...principal.lojista, dono_uid: uid, status: 'ativo' as const, loja };
      }).catch((error: unknown) => {
        throw slugPerdidoNaCorrida(error);
      });
      return toLojaDaConta(id, lojista);
    },
  };
}

export type OwnerLojasService = ReturnType<typeof ownerLojasService>;
