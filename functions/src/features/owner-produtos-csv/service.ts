import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ImportacaoResultado } from '@vitrine/shared';
import type { CategoriasRepository } from '../../model/categorias.js';
import type { IdempotenciaRepository } from '../../model/idempotencia.js';
import type { ImportacoesRepository } from '../../model/importacoes.js';
import type { LojistasRepository } from '../../model/lojistas.js';
import type { ProdutosRepository } from '../../model/produtos.js';
import type { SaveAndPublish } from '../../model/publish.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import type { IdempotencyKey } from '../../platform/http/idempotency.js';
import { formatPlanilha, readPlanilha, type LinhaDaPlanilha, type NomesDasColunas } from './planilha.js';
import { analyzeImportacao, type CategoriaDaLinha, type AnaliseDaImportacao } from './analise.js';
import type { ProdutosCsvRepository } from './repository.js';

/** A sheet with thousands of bad rows answers the first ones; the message still counts them all. */
const ERROS_LISTADOS_MAX = 200;

export interface Importacao {
  resultado: ImportacaoResultado;
  /** All of them, `resultado.erros` lists at most ERROS_LISTADOS_MAX. */
  totalDeErros: number;
}

const importacao = ({ novos, mudancas, erros }: Pick<AnaliseDaImportacao, 'novos' | 'mudancas' | 'erros'>): Importacao => ({
  resultado: { criados: novos.length, atualizados: mudancas.length, erros: erros.slice(0, ERROS_LISTADOS_MAX) },
  totalDeErros: erros.length,
});

/** Thrown inside the import's transaction so that nothing is written, and caught to answer the plan. */
class PlanilhaComErros extends Error {
  constructor(readonly analise: AnaliseDaImportacao) {
    super('planilha com erros');
  }
}

/** GET /api/produtos/exportar and POST /api/produtos/importar: the owner's products as a spreadsheet. */
export function produtosCsvService({
  lojistas,
  produtos,
  categorias,
  produtosCsv,
  idempotencia,
  importacoes,
  bloqueioMs,
  saveAndPublish,
  runTransaction,
}: {
  lojistas: LojistasRepository;
  produtos: ProdutosRepository;
  categorias: CategoriasRepository;
  produtosCsv: ProdutosCsvRepository;
  idempotencia: IdempotenciaRepository;
  importacoes: ImportacoesRepository;
  /** How long an import's lock holds if the import never releases it: a bit over the request deadline. */
  bloqueioMs: number;
  saveAndPublish: SaveAndPublish;
  runTransaction: RunTransaction;
}) {
  /** Read in the transaction that writes, so a product created or deleted meanwhile cannot slip past the plan limit or an id check. */
  async function analyze(
    tx: Transaction,
    lojaId: string,
    { linhas, nomes }: { linhas: LinhaDaPlanilha[]; nomes: NomesDasColunas },
  ): Promise<AnaliseDaImportacao> {
    const lojista = await lojistas.require(lojaId, tx);
    const [limite, todos, grupos] = await Promise.all([
      produtos.limiteDoPlano(tx, lojista.plano_id),
      produtos.list(lojaId, tx),
      categorias.list(lojaId, tx),
    ]);
    return analyzeImportacao(linhas, { produtos: todos, categorias: grupos, limite, total: lojista.total_produtos ?? 0 }, nomes);
  }

  function gravar(tx: Transaction, lojaId: string, { novos, mudancas, categoriasNovas }: AnaliseDaImportacao): void {
    const criadas = new Map(categoriasNovas.map((nome) => [nome, categorias.create(tx, lojaId, nome).id]));
    const categoriaId = (categoria: CategoriaDaLinha) => ('nova' in categoria ? criadas.get(categoria.nova)! : categoria.id);
    const inicio = Date.now();
    novos.forEach(({ dados, categoria }, indice) => {
      produtosCsv.create(tx, lojaId, { ...dados, categoria_id: categoriaId(categoria) }, inicio + indice);
    });
    for (const { id, changes, categoria } of mudancas) {
      produtos.update(tx, lojaId, id, { ...changes, ...(categoria && { categoria_id: categoriaId(categoria) }) });
    }
    if (novos.length) lojistas.update(tx, lojaId, { total_produtos: FieldValue.increment(novos.length) });
  }

  return {
    /** Every product, active or not, in the owner's order. */
    async exportar(lojaId: string): Promise<string> {
      const [todos, grupos] = await Promise.all([produtos.list(lojaId), categorias.list(lojaId)]);
      return formatPlanilha(todos, grupos);
    },

    /**
     * All or nothing: any error and nothing is written. The real import writes every row in one
     * transaction and publishes the catalogue once; `simular` answers the same without writing. A
     * retry with the import's Idempotency-Key answers the first import's result and writes nothing
     * (a sheet's new rows would otherwise be created twice). One real import at a time per shop
     * (model/importacoes.ts); the dry run writes nothing and takes no lock.
     */
    async importar(
      lojaId: string,
      arquivo: Buffer,
      { simular, idempotency }: { simular: boolean; idempotency?: IdempotencyKey },
    ): Promise<Importacao> {
      const planilha = readPlanilha(arquivo);
      if (planilha.erros.length) return importacao({ novos: [], mudancas: [], erros: planilha.erros });
      if (simular) return importacao(await runTransaction((tx) => analyze(tx, lojaId, planilha)));
      const token = await importacoes.take(lojaId, bloqueioMs);
      if (!token) throw new AppError(409, 'Já existe uma importação em andamento. Aguarde ela terminar e tente de novo.');
      try {
        const { resultado } = await saveAndPublish(
          lojaId,
          (tx) =>
            idempotencia.createOnce(tx, lojaId, 'produtos/importar', idempotency, async () => {
              const analise = await analyze(tx, lojaId, planilha);
              if (analise.erros.length) throw new PlanilhaComErros(analise);
              gravar(tx, lojaId, analise);
              return importacao(analise);
            }),
          (salvo) => (salvo.criado ? 'tudo' : null),
        );
        return resultado;
      } catch (error) {
        if (error instanceof PlanilhaComErros) return importacao(error.analise);
        throw error;
      } finally {
        await importacoes.release(lojaId, token);
      }
    },
  };
}

export type ProdutosCsvService = ReturnType<typeof produtosCsvService>;
