import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { imagemNome, imagemSrcset, IMAGEM_LARGURAS } from '@vitrine/shared/imagens';
import type { CopiaDeCatalogo } from '@vitrine/shared';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { ProdutosRepository } from '../../model/produtos.js';
import type { CatalogoPublisher } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import type { Sessao } from '../../platform/http/sessao.js';
import type { ImageStore } from '../../platform/images/image-store.js';
import type { OwnerLojasRepository, Registro } from './repository.js';

/** Products per transaction: their pictures are copied before it, so one step stays well inside the request's deadline. */
const PRODUTOS_POR_PASSO = 25;

const NAO_ENCONTRADA = 'Loja não encontrada.';
const TIPOS: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

const limiteDeProdutos = (limite: number) =>
  new AppError(403, `O plano permite até ${limite} produtos nesta loja: a cópia passaria disso. Exclua produtos ou mude de plano.`);

/**
 * Copies another of the account's shops' catalogue into a shop (issue 47, filiais): categories and
 * products with everything they hold (options, grades, suggestions), under the source's ids, so a
 * copy run again overwrites the first instead of duplicating it. Pictures are copied in the store
 * under the target shop's folder, so deleting one shop's pictures (its account's deletion) never
 * takes the other's. One job whose progress `progresso` reads while `copiar` runs.
 */
export function copiaDeCatalogoService({
  lojas,
  lojistas,
  produtos,
  images,
  publisher,
  runTransaction,
}: {
  lojas: OwnerLojasRepository;
  lojistas: LojistasRepository;
  produtos: ProdutosRepository;
  images: ImageStore;
  publisher: CatalogoPublisher;
  runTransaction: RunTransaction;
}) {
  /** The account's shops by id: 404 for any other, as if it did not exist. */
  async function daConta({ uid }: Sessao, ...ids: string[]) {
    const porId = new Map((await lojistas.lojasDaConta(uid)).map(({ id, lojista }) => [id, lojista]));
    return ids.map((id) => {
      const lojista = porId.get(id);
      if (!lojista) throw new AppError(404, NAO_ENCONTRADA);
      return lojista;
    });
  }

  /**
   * One picture in the target's folder, under a name made from the source's URL (a second copy
   * overwrites the first's files): each width of an upload, or the one file of an older one. A URL
   * the store does not hold (another site's, or gone) is kept as it is.
   */
  async function copiarFoto(url: string, lojaId: string): Promise<string> {
    const base = `${lojaId}/copia-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
    const { srcSet } = imagemSrcset(url);
    if (srcSet) {
      const larguras = srcSet.split(', ').map((entrada) => entrada.split(' ')[0]!);
      const bytes = await Promise.all(larguras.map((larguraUrl) => images.read(larguraUrl)));
      if (bytes.some((b) => b === null)) return url;
      const salvas = await Promise.all(
        IMAGEM_LARGURAS.map((largura, i) => images.save(imagemNome(base, largura), bytes[i]!, 'image/webp')),
      );
      return salvas[salvas.length - 1]!;
    }
    const bytes = await images.read(url);
    const extensao = extname(new URL(url, 'http://x').pathname).toLowerCase();
    return bytes && TIPOS[extensao] ? images.save(`${base}${extensao}`, bytes, TIPOS[extensao]) : url;
  }

  /** The product's stored fields with every picture (cover, gallery, a grade's) copied; one copy per URL per run. */
  async function comFotosCopiadas(dados: DocumentData, lojaId: string, fotos: Map<string, Promise<string>>): Promise<DocumentData> {
    const copia = (url: unknown) => {
      if (typeof url !== 'string' || url === '') return Promise.resolve(url);
      if (!fotos.has(url)) fotos.set(url, copiarFoto(url, lojaId));
      return fotos.get(url)!;
    };
    const itens: unknown = (dados.variacoes as { itens?: unknown } | undefined)?.itens;
    return {
      ...dados,
      imagem_url: await copia(dados.imagem_url),
      ...(Array.isArray(dados.imagens) ? { imagens: await Promise.all(dados.imagens.map(copia)) } : {}),
      ...(Array.isArray(itens)
        ? {
            variacoes: {
              ...(dados.variacoes as object),
              itens: await Promise.all(itens.map(async (item: DocumentData) => ({ ...item, imagem_url: await copia(item.imagem_url) }))),
            },
          }
        : {}),
    };
  }

  return {
    async progresso(sessao: Sessao, lojaId: string): Promise<CopiaDeCatalogo> {
      await daConta(sessao, lojaId);
      const copia = await lojas.copia(lojaId);
      if (!copia) throw new AppError(404, 'Esta loja ainda não copiou um catálogo.');
      return copia;
    },

    async copiar(sessao: Sessao, lojaId: string, deLojaId: string): Promise<CopiaDeCatalogo> {
      if (lojaId === deLojaId) throw new AppError(400, 'Escolha outra loja da conta como origem do catálogo.');
      const [destino] = await daConta(sessao, lojaId, deLojaId);
      if (destino!.status !== 'ativo') throw new AppError(403, 'Esta loja está suspensa ou inativa e não pode receber um catálogo.');
      const fonte = await lojas.catalogo(deLojaId);
      const ids = fonte.produtos.map(({ id }) => id);

      // The plan's limit first, with nothing written: the products the target does not have yet.
      const existentes = await lojas.produtosExistentes(lojaId, ids);
      await runTransaction(async (tx) => {
        const lojista = await lojistas.require(lojaId, tx);
        const limite = await produtos.limiteDoPlano(tx, lojista.plano_id);
        if ((lojista.total_produtos ?? 0) + ids.filter((id) => !existentes.has(id)).length > limite) throw limiteDeProdutos(limite);
      });

      const copia = { de_loja_id: deLojaId, total_produtos: ids.length, total_categorias: fonte.categorias.length };
      await lojas.saveCopia(lojaId, { ...copia, status: 'copiando', produtos_copiados: 0 });
      await lojas.saveCategorias(lojaId, fonte.categorias);
      const fotos = new Map<string, Promise<string>>();
      for (let inicio = 0; inicio < fonte.produtos.length; inicio += PRODUTOS_POR_PASSO) {
        const passo = fonte.produtos.slice(inicio, inicio + PRODUTOS_POR_PASSO);
        const copiados: Registro[] = await Promise.all(
          passo.map(async ({ id, dados }) => ({ id, dados: await comFotosCopiadas(dados, lojaId, fotos) })),
        );
        // Each step counts only the products new to the target (the counter the plan's limit reads), with its progress.
        await runTransaction(async (tx) => {
          const [lojista, ja] = await Promise.all([
            lojistas.require(lojaId, tx),
            lojas.produtosExistentes(
              lojaId,
              passo.map(({ id }) => id),
              tx,
            ),
          ]);
          const limite = await produtos.limiteDoPlano(tx, lojista.plano_id);
          const novos = passo.filter(({ id }) => !ja.has(id)).length;
          if ((lojista.total_produtos ?? 0) + novos > limite) throw limiteDeProdutos(limite);
          lojas.saveProdutos(tx, lojaId, copiados);
          if (novos > 0) lojistas.update(tx, lojaId, { total_produtos: FieldValue.increment(novos) });
          lojas.saveCopia(lojaId, { ...copia, status: 'copiando', produtos_copiados: inicio + passo.length }, tx);
          publisher.mark(tx, lojaId, 'tudo');
        });
      }
      await runTransaction(async (tx) => {
        lojas.saveCopia(lojaId, { ...copia, status: 'concluida', produtos_copiados: ids.length }, tx);
        // The categories alone change what customers see too.
        publisher.mark(tx, lojaId, 'tudo');
      });
      await publisher.publishAfterCommit(lojaId);
      return (await lojas.copia(lojaId))!;
    },
  };
}

export type CopiaDeCatalogoService = ReturnType<typeof copiaDeCatalogoService>;
