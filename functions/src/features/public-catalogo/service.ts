import { filterProdutos } from '@vitrine/shared/catalogo';
import {
  agendaOTipo,
  BUSCA_MAX,
  computeHorariosDisponiveis,
  DEFAULT_TEXTO_BOTAO,
  type HorariosDisponiveis,
  type TipoEntrega,
  type CatalogoBuscaResponse,
  type CatalogoPaginaResponse,
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
import type { ProdutoPublicado } from '../../model/catalogo-paginas.js';
import type { ProdutosRepository } from '../../model/produtos.js';
import { produtoPublicoDetalhe } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';

// Said to customers: the shop, never "Lojista" (issue 25).
const SEM_WHATSAPP = 'Esta loja ainda não informou o WhatsApp que recebe os pedidos.';
const PAGINA_NAO_ENCONTRADA = 'Página do catálogo não encontrada. Atualize a página.';

/**
 * A stored listing as customers get it: without its place in the owner's order (the list's order
 * says it). One published before issue 13 lacks the newer fields: no promotion, not sold out, not featured, no options;
 * one published before issue 29, no suggestions.
 */
const listado = ({ ordem: _ordem, ...produto }: ProdutoPublico & { ordem?: number }): ProdutoPublico => ({
  ...produto,
  preco_promocional: produto.preco_promocional ?? null,
  esgotado: produto.esgotado ?? false,
  destaque: produto.destaque ?? false,
  a_partir_de: produto.a_partir_de ?? null,
  tem_opcoes: produto.tem_opcoes ?? false,
  sugestoes: produto.sugestoes ?? [],
});

/**
 * What anonymous customers read from the shop's public document: its settings, active products
 * and categories; and a product page adds that product's own pictures and options (a second read).
 * Never the owner's e-mail or counters (the document has none), nor a product's stock count.
 */
export function publicCatalogoService({
  catalogos,
  produtos,
  now = () => new Date(),
}: {
  catalogos: CatalogosRepository;
  produtos: ProdutosRepository;
  now?: () => Date;
}) {
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
  const paginas = new WeakMap<ProdutoPublicado[], ProdutoPublico[]>();

  /** A later page's products as customers get them; null when the page is gone (republished since the customer's first read). */
  async function pagina(lojaId: string, paginaId: string): Promise<ProdutoPublico[] | null> {
    const guardados = await catalogos.pagina(lojaId, paginaId);
    if (!guardados) return null;
    let produtos = paginas.get(guardados);
    if (!produtos) {
      produtos = guardados.map(listado);
      paginas.set(guardados, produtos);
    }
    return produtos;
  }

  return {
    async catalogo(ref: LojaRef): Promise<CatalogoResponse> {
      const catalogo = await publicado(ref);
      let resposta = respostas.get(catalogo);
      if (!resposta) {
        const produtos = catalogo.produtos.map(listado);
        resposta = {
          loja: loja(catalogo),
          produtos,
          categorias: catalogo.categorias,
          paginas: (catalogo.paginas ?? []).map(({ id }) => id),
        };
        respostas.set(catalogo, resposta);
      }
      return resposta;
    },

    /**
     * The product page: the shop's document (is the shop available?) and the product itself, two
     * reads whatever page lists it. An inactive product is as unknown as a deleted one.
     */
    async produto(ref: LojaRef, produtoId: string): Promise<ProdutoPublicoResponse> {
      const catalogo = await publicado(ref);
      const proprio = isDocId(produtoId) ? await produtos.get(catalogo.lojista_id, produtoId) : null;
      if (!proprio?.ativo) throw new AppError(404, PRODUTO_NAO_ENCONTRADO);
      // A combo's page lists its items with their choices (issue 47): one more read, of them all at once.
      const itens = proprio.combo
        ? await produtos.getMany(catalogo.lojista_id, proprio.combo.itens.map((item) => item.produto_id).filter(isDocId))
        : undefined;
      return { produto: produtoPublicoDetalhe(proprio, itens), loja: loja(catalogo) };
    },

    /** A later page of an available shop's catalogue: 404 for a page it no longer has. */
    async pagina(lojaId: string, paginaId: string): Promise<CatalogoPaginaResponse> {
      await publicado({ lojaId });
      const produtos = await pagina(lojaId, paginaId);
      if (!produtos) throw new AppError(404, PAGINA_NAO_ENCONTRADA);
      return { produtos };
    },

    /**
     * Search and category across every page: the first page from the shop's document and each
     * later page from its own (one read each, kept a few seconds by the repository), filtered as
     * the page filters what it holds.
     */
    async busca(
      lojaId: string,
      { q, categoria, inicio }: { q: string; categoria: string | null; inicio: number },
    ): Promise<CatalogoBuscaResponse> {
      const catalogo = await publicado({ lojaId });
      const depois = await Promise.all((catalogo.paginas ?? []).map(({ id }) => pagina(lojaId, id)));
      const todos = [catalogo.produtos.map(listado), ...depois.map((produtos) => produtos ?? [])].flat();
      const encontrados = filterProdutos(todos, q, categoria);
      return { produtos: encontrados.slice(inicio, inicio + BUSCA_MAX), total: encontrados.length };
    },

    /**
     * GET /api/loja/{slug}/horarios-disponiveis?tipo= (issue 31): the slots a scheduled order may
     * take now (agendamento.ts); none while the shop does not schedule or is paused, nor for a
     * shipment, which takes no slot (issue 43). A kind of receiving the shop does not offer is a 400.
     */
    async horariosDisponiveis(ref: LojaRef, tipo: TipoEntrega): Promise<HorariosDisponiveis> {
      const { atendimento } = (await publicado(ref)).loja;
      const oferece = tipo === 'envio' ? atendimento?.envio?.ativo === true : atendimento?.[tipo] !== false;
      if (!oferece) throw new AppError(400, `Esta loja não faz ${tipo === 'envio' ? 'envio' : tipo}.`);
      if (!atendimento?.agendamento?.ativo || atendimento.pausado || !agendaOTipo(tipo)) return { dias: [] };
      return computeHorariosDisponiveis(atendimento.horarios, atendimento.agendamento, now());
    },

    async whatsapp(lojaId: string): Promise<WhatsappResponse> {
      const whatsapp = (await publicado({ lojaId })).loja.whatsapp;
      if (!whatsapp) throw new AppError(404, SEM_WHATSAPP);
      return { whatsapp };
    },
  };
}

export type PublicCatalogoService = ReturnType<typeof publicCatalogoService>;
