import { Router, type RequestHandler } from 'express';
import { AppError } from '../../platform/http/errors.js';
import { readIdempotency } from '../../platform/http/idempotency.js';
import { readMultipartFile } from '../../platform/http/multipart.js';
import type { ProdutosCsvService } from './service.js';
import { apiPaths } from '@vitrine/shared/api-paths';
import { plural } from '@vitrine/shared/plural';
import { checkPermissao, lojaIdOf } from '../../platform/http/sessao.js';

/** A 500-product sheet is about 150 KB; 1 MB leaves room for long descriptions and picture URLs. */
const PLANILHA_MAX_BYTES = 1024 * 1024;

const ENVIE_A_PLANILHA = 'Envie a planilha (.csv) como multipart/form-data no campo "arquivo".';

/** The spreadsheet's bytes: refused when missing, over the cap, or a workbook (.xlsx is a zip) rather than a CSV. */
async function planilhaRecebida(req: Parameters<RequestHandler>[0]): Promise<Buffer> {
  // multipart.ts's own messages speak of an image: this route says what it expects instead.
  const arquivo = await readMultipartFile(req, 'arquivo', PLANILHA_MAX_BYTES).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 400 ? new AppError(400, ENVIE_A_PLANILHA) : error;
  });
  if (!arquivo) throw new AppError(400, ENVIE_A_PLANILHA);
  if (arquivo.size > PLANILHA_MAX_BYTES) throw new AppError(413, 'A planilha passa de 1 MB. Divida-a em arquivos menores.');
  if (arquivo.buffer.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new AppError(
      400,
      'Envie a planilha em CSV: no Excel, use “Salvar como” → “CSV UTF-8”; no Google Planilhas, “Fazer download” → “CSV”.',
    );
  }
  return arquivo.buffer;
}

/**
 * GET /api/produtos/exportar and POST /api/produtos/importar (?simular=1: the dry run), for the
 * signed-in owner (`owner` is requireOwner). Mounted before owner-produtos' /produtos/:id routes.
 */
export function produtosCsvRoutes(produtosCsv: ProdutosCsvService, owner: RequestHandler) {
  const router = Router();
  router.get(apiPaths.produtosExportar, owner, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const planilha = await produtosCsv.exportar(lojaIdOf(req));
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="produtos.csv"',
        'Cache-Control': 'no-store',
      })
      .send(planilha);
  });
  router.post(apiPaths.produtosImportar, owner, async (req, res) => {
    checkPermissao(req, 'catalogo');
    const arquivo = await planilhaRecebida(req);
    const simular = req.query.simular === '1';
    // The key is bound to the sheet's bytes; a dry run writes nothing and needs none.
    const idempotency = simular ? undefined : readIdempotency(req, arquivo.toString('base64'));
    const { resultado, totalDeErros } = await produtosCsv.importar(lojaIdOf(req), arquivo, { simular, idempotency });
    if (!totalDeErros) {
      res.json(resultado);
      return;
    }
    res.status(400).json({ error: `A planilha tem ${plural(totalDeErros, 'erro', 'erros')}; nada foi importado.`, ...resultado });
  });
  return router;
}
