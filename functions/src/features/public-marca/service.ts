import { slugValido, type LojaDaMarca, type MarcaResponse } from '@vitrine/shared';
import { computeDistanciaKm, openingState, type Ponto } from '@vitrine/shared/atendimento';
import { lojaOf, uidDoDono, type Lojista, type LojistasRepository } from '../../model/lojistas.js';
import type { SlugsRepository } from '../../model/slugs.js';
import { AppError } from '../../platform/http/errors.js';

const NAO_ENCONTRADA = 'Marca não encontrada.';

/** "Aberta agora · fecha às 22:00" or "Fechada · abre amanhã às 08:00", from the shop's hours. */
function horarioDe(lojista: Lojista, agora: Date) {
  // A shop that never saved its service settings takes orders at any time, as its catalogue says.
  const { aberta, fecha_as, abre } = openingState(lojista.atendimento ?? { horarios: [], pausado: false }, agora);
  if (aberta) return { aberta, horario: fecha_as ? `Aberta agora · fecha às ${fecha_as}` : 'Aberta agora' };
  return { aberta, horario: abre ? `Fechada · abre ${abre}` : 'Fechada no momento' };
}

/**
 * A brand page (issue 47, filiais): from any of an account's shop links, the account's active shops
 * that customers can open (a link of their own), each with its address and whether it is open; with
 * the customer's point, the nearest first by the shop's own point (its distance fee's origin) and the
 * shops without one after them, in the account's order.
 */
export function publicMarcaService({
  lojistas,
  lojaDoSlug,
  now,
}: {
  lojistas: LojistasRepository;
  lojaDoSlug: SlugsRepository['read'];
  now: () => Date;
}) {
  return {
    async read(slug: string, ponto: Ponto | null): Promise<MarcaResponse> {
      const lojaId = slugValido(slug) ? await lojaDoSlug(slug) : null;
      const lojista = lojaId ? await lojistas.find(lojaId) : null;
      if (!lojaId || !lojista) throw new AppError(404, NAO_ENCONTRADA);
      const daConta = await lojistas.lojasDaConta(uidDoDono(lojaId, lojista));
      const agora = now();
      const lojas = daConta
        .map(({ lojista: loja }) => ({ loja: lojaOf(loja), lojista: loja }))
        .filter(({ loja, lojista: dados }) => dados.status === 'ativo' && loja.subdominio !== '')
        .map(({ loja, lojista: dados }): LojaDaMarca => {
          const origem = dados.atendimento?.localizacao ?? null;
          return {
            nome_loja: loja.nome_loja,
            subdominio: loja.subdominio,
            endereco: loja.endereco,
            telefone: loja.telefone,
            logo_url: loja.logo_url,
            cor_principal: loja.cor_principal,
            ...horarioDe(dados, agora),
            distancia_km: ponto && origem ? Math.round(computeDistanciaKm(ponto, origem) * 10) / 10 : null,
          };
        });
      if (lojas.length === 0) throw new AppError(404, NAO_ENCONTRADA);
      // A stable sort: the shops without a point keep the account's order, after the others.
      lojas.sort((a, b) => (a.distancia_km ?? Infinity) - (b.distancia_km ?? Infinity));
      return { nome: lojaOf(daConta[0]!.lojista).nome_loja, lojas };
    },
  };
}

export type PublicMarcaService = ReturnType<typeof publicMarcaService>;
