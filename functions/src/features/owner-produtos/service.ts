import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  COMBO_DENTRO_DE_COMBO,
  COMBO_ITEM_EM_COMBO,
  COMBO_ITEM_INVALIDO,
  COMBO_ITEM_POR_PESO,
  COMBO_PROPRIO,
  type Combo,
  PROMOCIONAL_ACIMA,
  regrasDoCombo,
  regrasDoPeso,
  SKU_REPETIDO,
  SUGESTAO_INVALIDA,
  SUGESTAO_PROPRIA,
  type Produto,
  type produtoSchema,
  type produtoUpdateSchema,
  type z,
} from '@vitrine/shared';
import type { CategoriasRepository } from '../../model/categorias.js';
import type { IdempotenciaRepository } from '../../model/idempotencia.js';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { ProdutoDados, ProdutosRepository } from '../../model/produtos.js';
import type { Publicacao, SaveAndPublish } from '../../model/publish.js';
import { AppError } from '../../platform/http/errors.js';
import type { IdempotencyKey } from '../../platform/http/idempotency.js';
import { isDocId } from '../../platform/http/validate.js';
import { idsDasOpcoes, idsDasVariacoes } from './opcoes.js';

const NAO_ENCONTRADO = 'Produto não encontrado.';
const CATEGORIA_INVALIDA = 'Categoria não encontrada. Escolha uma categoria da sua loja.';

export type NovoProduto = z.output<typeof produtoSchema>;
export type MudancasDoProduto = z.output<typeof produtoUpdateSchema>;

/**
 * The pictures after an edit. `imagens` wins and `imagem_url` becomes its first. A client of
 * before issue 13 sends only `imagem_url`: it replaces the cover and the other pictures stay after
 * it ('' removes the cover, the next picture takes its place).
 */
function imagensEditadas(atual: Produto, { imagens, imagem_url }: MudancasDoProduto): Pick<Produto, 'imagens' | 'imagem_url'> | null {
  if (imagens === undefined && imagem_url === undefined) return null;
  const novas =
    imagens ?? [imagem_url!, ...atual.imagens.slice(1)].filter((url, indice, todas) => url !== '' && todas.indexOf(url) === indice);
  return { imagens: novas, imagem_url: novas[0] ?? '' };
}

/** The product's price rule on the prices it will have: a promotional price below the price (a partial edit counts the stored one). */
function promocionalAbaixo({ preco, preco_promocional }: Pick<Produto, 'preco' | 'preco_promocional'>): void {
  if (preco_promocional !== null && preco_promocional >= preco) {
    throw new AppError(400, PROMOCIONAL_ACIMA, { preco_promocional: [PROMOCIONAL_ACIMA] });
  }
}

/**
 * The rules of a product sold by weight on the product as it will be (a partial edit counts the
 * stored fields): the schema's regrasDoPeso, answered as the API's 400 with its fields.
 */
function regrasDoPesoNoProduto(produto: Produto): void {
  const campos: Record<string, string[]> = {};
  regrasDoPeso(produto, { addIssue: ({ path, message }) => (campos[path.join('.')] ??= []).push(message) });
  const [primeira] = Object.values(campos).flat();
  if (primeira) throw new AppError(400, primeira, campos);
}

/** A combo's rules on the product as it will be (a partial edit counts the stored fields), as the API's 400 with its fields. */
function regrasDoComboNoProduto(produto: Produto): void {
  const campos: Record<string, string[]> = {};
  regrasDoCombo(produto, { addIssue: ({ path, message }) => (campos[path.join('.')] ??= []).push(message) });
  const [primeira] = Object.values(campos).flat();
  if (primeira) throw new AppError(400, primeira, { combo: [primeira], ...campos });
}

const comboInvalido = (mensagem: string) => new AppError(400, mensagem, { combo: [mensagem] });

/** A product's own write republishes only the catalogue page that lists it. */
const porProduto = ({ id }: Produto): Publicacao => ({ produtos: [id] });

/** The owner's products. `lojaId` always comes from the session; another shop's ids are simply not found. */
export function produtosService({
  lojistas,
  produtos,
  categorias,
  idempotencia,
  saveAndPublish,
}: {
  lojistas: LojistasRepository;
  produtos: ProdutosRepository;
  categorias: CategoriasRepository;
  idempotencia: IdempotenciaRepository;
  saveAndPublish: SaveAndPublish;
}) {
  /**
   * A grade's codes (SKU) must be unique in the shop (the schema checks within the product). Read
   * before the write's transaction: the local emulator's queries misbehave inside one, and two
   * saves racing with the same new code is an owner's own slip, not a stranger's, which the
   * spreadsheet export then shows twice.
   */
  async function skusLivres(lojaId: string, variacoes: { itens: { sku: string }[] } | null | undefined, id?: string): Promise<void> {
    const skus = variacoes?.itens.map((item) => item.sku).filter(Boolean) ?? [];
    if (skus.length === 0) return;
    const outros = new Set(
      (await produtos.list(lojaId))
        .filter((produto) => produto.id !== id)
        .flatMap((produto) => produto.variacoes?.itens.map((item) => item.sku) ?? []),
    );
    const campos: Record<string, string[]> = {};
    variacoes!.itens.forEach((item, i) => {
      if (item.sku && outros.has(item.sku)) campos[`variacoes.itens.${i}.sku`] = [SKU_REPETIDO];
    });
    if (Object.keys(campos).length > 0) throw new AppError(400, SKU_REPETIDO, campos);
  }

  async function existente(tx: Transaction, lojaId: string, id: string): Promise<Produto> {
    const produto = isDocId(id) ? await produtos.find(tx, lojaId, id) : null;
    if (!produto) throw new AppError(404, NAO_ENCONTRADO);
    return produto;
  }

  async function categoriaDaLoja(tx: Transaction, lojaId: string, categoriaId: string | null | undefined): Promise<void> {
    if (!categoriaId) return;
    if (!isDocId(categoriaId) || !(await categorias.find(tx, lojaId, categoriaId))) {
      throw new AppError(400, CATEGORIA_INVALIDA, { categoria_id: [CATEGORIA_INVALIDA] });
    }
  }

  /**
   * "Peça também": every suggestion is another product of this shop (the schema already limited
   * them to SUGESTOES_MAX distinct ids). Read in the write's transaction, before its writes.
   */
  async function sugestoesDaLoja(tx: Transaction, lojaId: string, sugestoes: string[] | undefined, id?: string): Promise<void> {
    if (!sugestoes || sugestoes.length === 0) return;
    if (id !== undefined && sugestoes.includes(id)) throw new AppError(400, SUGESTAO_PROPRIA, { sugestoes: [SUGESTAO_PROPRIA] });
    const encontrados = sugestoes.every(isDocId) ? await produtos.getOrdenados(tx, lojaId, sugestoes) : [];
    if (encontrados.length !== sugestoes.length) throw new AppError(400, SUGESTAO_INVALIDA, { sugestoes: [SUGESTAO_INVALIDA] });
  }

  /**
   * A combo's items (issue 47) are other products of this shop, none a combo itself nor sold by
   * weight. Read in the write's transaction, before its writes.
   */
  async function comboDaLoja(tx: Transaction, lojaId: string, combo: Combo | null | undefined, id?: string): Promise<void> {
    if (!combo) return;
    const ids = combo.itens.map((item) => item.produto_id);
    if (id !== undefined && ids.includes(id)) throw comboInvalido(COMBO_PROPRIO);
    const encontrados = ids.every(isDocId) ? await produtos.getOrdenados(tx, lojaId, ids) : [];
    if (encontrados.length !== ids.length) throw comboInvalido(COMBO_ITEM_INVALIDO);
    for (const item of encontrados) {
      if (item.combo) throw comboInvalido(COMBO_DENTRO_DE_COMBO(item.nome));
      if (item.unidade === 'kg') throw comboInvalido(COMBO_ITEM_POR_PESO(item.nome));
    }
  }

  /**
   * The combo `id` is an item of, if any (read before the write's transaction, as skusLivres): an
   * item cannot become a combo or be sold by weight, nor be deleted, while a combo holds it.
   */
  async function comboQueContem(lojaId: string, id: string): Promise<Produto | null> {
    const [comboId] = isDocId(id) ? await produtos.combosDoItem(lojaId, [id]) : [];
    return comboId ? ((await produtos.get(lojaId, comboId)) ?? null) : null;
  }

  return {
    /**
     * In the owner's order, the same as the catalogue's. A suggestion whose product was deleted
     * since is left out, so the form never sends it back.
     */
    async list(lojaId: string): Promise<Produto[]> {
      const todos = await produtos.list(lojaId);
      const ids = new Set(todos.map(({ id }) => id));
      return todos.map((produto) =>
        produto.sugestoes.every((id) => ids.has(id)) ? produto : { ...produto, sugestoes: produto.sugestoes.filter((id) => ids.has(id)) },
      );
    },

    /**
     * The plan limit is checked against the counter in the transaction that raises it, so racing
     * creates cannot pass it. A retry with the create's Idempotency-Key answers the product it
     * created (criado false) and writes nothing.
     */
    async create(
      lojaId: string,
      { imagens, opcoes, variacoes, ...campos }: NovoProduto,
      idempotency?: IdempotencyKey,
    ): Promise<{ criado: boolean; produto: Produto }> {
      const fotos = imagens ?? (campos.imagem_url ? [campos.imagem_url] : []);
      await skusLivres(lojaId, variacoes);
      const dados: ProdutoDados = {
        ...campos,
        imagens: fotos,
        imagem_url: fotos[0] ?? '',
        opcoes: idsDasOpcoes(opcoes, []),
        variacoes: idsDasVariacoes(variacoes, null),
      };
      const { criado, resultado } = await saveAndPublish(
        lojaId,
        (tx) =>
          idempotencia.createOnce(tx, lojaId, 'produtos', idempotency, async () => {
            const lojista = await lojistas.require(lojaId, tx);
            const limite = await produtos.limiteDoPlano(tx, lojista.plano_id);
            await categoriaDaLoja(tx, lojaId, dados.categoria_id);
            await sugestoesDaLoja(tx, lojaId, dados.sugestoes);
            await comboDaLoja(tx, lojaId, dados.combo);
            if ((lojista.total_produtos ?? 0) >= limite) {
              throw new AppError(403, `Seu plano permite até ${limite} produtos. Exclua um produto ou mude de plano para cadastrar mais.`);
            }
            lojistas.update(tx, lojaId, { total_produtos: FieldValue.increment(1) });
            return produtos.create(tx, lojaId, dados);
          }),
        (salvo) => (salvo.criado ? porProduto(salvo.resultado) : null),
      );
      return { criado, produto: resultado };
    },

    /**
     * Any subset of the fields: the list's toggles send only {ativo} or {esgotado}. Groups and
     * choices sent with their current id keep it (opcoes.ts).
     */
    async update(lojaId: string, id: string, { imagens, imagem_url, opcoes, variacoes, ...campos }: MudancasDoProduto): Promise<Produto> {
      await skusLivres(lojaId, variacoes, id);
      const contem = campos.combo || campos.unidade === 'kg' ? await comboQueContem(lojaId, id) : null;
      if (contem) throw comboInvalido(COMBO_ITEM_EM_COMBO(contem.nome));
      return saveAndPublish(
        lojaId,
        async (tx) => {
          await lojistas.require(lojaId, tx);
          const atual = await existente(tx, lojaId, id);
          await categoriaDaLoja(tx, lojaId, campos.categoria_id);
          await sugestoesDaLoja(tx, lojaId, campos.sugestoes, id);
          await comboDaLoja(tx, lojaId, campos.combo, id);
          const changes: Partial<ProdutoDados> = {
            ...campos,
            ...imagensEditadas(atual, { imagens, imagem_url }),
            ...(opcoes !== undefined && { opcoes: idsDasOpcoes(opcoes, atual.opcoes) }),
            ...(variacoes !== undefined && { variacoes: idsDasVariacoes(variacoes, atual.variacoes) }),
          };
          const editado = { ...atual, ...changes };
          if (changes.preco !== undefined || changes.preco_promocional !== undefined) promocionalAbaixo(editado);
          regrasDoPesoNoProduto(editado);
          regrasDoComboNoProduto(editado);
          produtos.update(tx, lojaId, id, changes);
          return editado;
        },
        porProduto,
      );
    },

    /** PUT /api/produtos/ordem: all or nothing, then one publish. */
    async reorder(lojaId: string, ids: string[]): Promise<void> {
      await saveAndPublish(lojaId, async (tx) => {
        await lojistas.require(lojaId, tx);
        if (!ids.every(isDocId) || !(await produtos.reorder(tx, lojaId, ids))) throw new AppError(400, NAO_ENCONTRADO);
      });
    },

    async delete(lojaId: string, id: string): Promise<void> {
      const contem = await comboQueContem(lojaId, id);
      if (contem) throw new AppError(409, COMBO_ITEM_EM_COMBO(contem.nome));
      await saveAndPublish(
        lojaId,
        async (tx) => {
          await lojistas.require(lojaId, tx);
          await existente(tx, lojaId, id);
          produtos.delete(tx, lojaId, id);
          lojistas.update(tx, lojaId, { total_produtos: FieldValue.increment(-1) });
        },
        { produtos: [id] },
      );
    },
  };
}

export type ProdutosService = ReturnType<typeof produtosService>;
