import {
  DEFAULT_TEXTO_BOTAO,
  type CatalogoResponse,
  type LojaPublica,
  type ProdutoPublico,
  type ProdutoPublicoResponse,
  type WhatsappResponse,
} from '@vitrine/shared';
import {
  LOJA_NAO_ENCONTRADA,
  lojaIndisponivel,
  PRODUTO_NAO_ENCONTRADO,
  type CatalogoPublico,
  type CatalogosRepository,
  type LojaRef,
} from '../../model/catalogos.js';
import type { ProdutosRepository } from '../../model/produtos.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';

const SEM_WHATSAPP = 'Lojista ainda não configurou o WhatsApp.';

/** A listing published before issue 13 lacks the newer fields: no promotion, not sold out, no options. */
const listado = (produto: ProdutoPublico): ProdutoPublico => ({
  ...produto,
  preco_promocional: produto.preco_promocional ?? null,
  esgotado: produto.esgotado ?? false,
  a_partir_de: produto.a_partir_de ?? null,
  tem_opcoes: produto.tem_opcoes ?? false,
});

/**
 * What anonymous customers read from the shop's public document: its settings, active products
 * and categories; and a product page adds that product's own pictures and options (a second read).
 * Never the owner's e-mail or counters (the document has none), nor a product's stock count.
 */
export function publicCatalogoService({ catalogos, produtos }: { catalogos: CatalogosRepository; produtos: ProdutosRepository }) {
  /** The public document of an available shop: 404 when there is none, 403 when the admin suspended or deactivated it. */
  async function publicado(ref: LojaRef): Promise<CatalogoPublico> {
    const catalogo = await catalogos.catalogo(ref);
    if (!catalogo) throw new AppError(404, LOJA_NAO_ENCONTRADA);
    // Documents published before the status was part of them belong to shops that were active.
    if ((catalogo.status ?? 'ativo') !== 'ativo') {
      throw lojaIndisponivel({ nome_loja: catalogo.loja.nome_loja, whatsapp: catalogo.loja.whatsapp ?? null });
    }
    return catalogo;
  }

  // A blank button text would leave the customer's order button without a word: the default stands in.
  // A document published before the service settings existed has no `atendimento`: the shop never saved them.
  const loja = (catalogo: CatalogoPublico): LojaPublica => ({
    ...catalogo.loja,
    texto_botao: catalogo.loja.texto_botao?.trim() || DEFAULT_TEXTO_BOTAO,
    lojista_id: catalogo.lojista_id,
    atendimento: catalogo.loja.atendimento ?? null,
  });

  // One answer object per document the repository holds: the route serialises (and compresses) it once.
  const respostas = new WeakMap<CatalogoPublico, CatalogoResponse>();

  return {
    async catalogo(ref: LojaRef): Promise<CatalogoResponse> {
      const catalogo = await publicado(ref);
      let resposta = respostas.get(catalogo);
      if (!resposta) {
        resposta = { loja: loja(catalogo), produtos: catalogo.produtos.map(listado), categorias: catalogo.categorias };
        respostas.set(catalogo, resposta);
      }
      return resposta;
    },

    async produto(ref: LojaRef, produtoId: string): Promise<ProdutoPublicoResponse> {
      const catalogo = await publicado(ref);
      // The document lists active products only: an inactive one is as unknown as a deleted one.
      const produto = isDocId(produtoId) ? catalogo.produtos.find((candidato) => candidato.id === produtoId) : undefined;
      if (!produto) throw new AppError(404, PRODUTO_NAO_ENCONTRADO);
      // Deleted since the listing was published: the page still shows what the listing has.
      const proprio = await produtos.get(catalogo.lojista_id, produto.id);
      return {
        produto: {
          ...listado(produto),
          imagens: proprio?.imagens ?? (produto.imagem_url ? [produto.imagem_url] : []),
          opcoes: proprio?.opcoes ?? [],
        },
        loja: loja(catalogo),
      };
    },

    async whatsapp(lojistaId: string): Promise<WhatsappResponse> {
      const whatsapp = (await publicado({ lojistaId })).loja.whatsapp;
      if (!whatsapp) throw new AppError(404, SEM_WHATSAPP);
      return { whatsapp };
    },
  };
}

export type PublicCatalogoService = ReturnType<typeof publicCatalogoService>;
