import { Router, type RequestHandler } from 'express';
import {
  acertoQuerySchema,
  atribuirEntregadorSchema,
  comandaQuerySchema,
  quitarAcertoSchema,
  taxasDosEntregadoresSchema,
  viagemSchema,
} from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { enviarFolha } from '../../platform/impressao.js';
import { checkPermissao, lojaIdOf, rotasDaLoja } from '../../platform/http/sessao.js';
import { parseWithFirstMessage as parseWith } from '../../platform/http/validate.js';
import { linhasDoAcerto } from './acerto-impresso.js';
import type { OwnerEntregadoresService } from './service.js';

/**
 * Dispatch and the drivers' settlement (issue 46; permission `entregadores`: the owner, managers
 * and attendants). Mounted before owner-pedidos, whose prefix /api/pedidos the order's driver path
 * shares, so the owner guard runs once.
 */
export function ownerEntregadoresRoutes(entregadores: OwnerEntregadoresService, owner: RequestHandler) {
  const router = Router();
  router.use([apiPaths.entregadores, apiPaths.pedidoEntregador.pattern], owner);
  const rotas = rotasDaLoja(router);
  rotas.put(apiPaths.pedidoEntregador.pattern, 'entregadores', (lojaId, req) =>
    entregadores.atribuir(lojaId, req.params.id, parseWith(atribuirEntregadorSchema, req.body).membro_id),
  );
  rotas.get(apiPaths.entregadores, 'entregadores', (lojaId) => entregadores.list(lojaId));
  rotas.get(apiPaths.entregadoresTaxas, 'entregadores', (lojaId) => entregadores.taxas(lojaId));
  rotas.put(apiPaths.entregadoresTaxas, 'entregadores', (lojaId, req) =>
    entregadores.saveTaxas(lojaId, parseWith(taxasDosEntregadoresSchema, req.body)),
  );
  rotas.get(apiPaths.entregadoresAcerto, 'entregadores', (lojaId, req) =>
    entregadores.acerto(lojaId, parseWith(acertoQuerySchema, req.query).data),
  );
  rotas.post(apiPaths.entregadorAcertoQuitar.pattern, 'entregadores', (lojaId, req) =>
    entregadores.quitar(lojaId, req.params.membro_id, parseWith(quitarAcertoSchema, req.body).data, req.sessao!),
  );
  rotas.post(apiPaths.entregadorViagem.pattern, 'entregadores', (lojaId, req) =>
    entregadores.viagem(lojaId, req.params.membro_id, parseWith(viagemSchema, req.body).pedido_ids),
  );
  // The day on paper, as the order's ticket and the table's bill print (?data=&largura=58|80&formato=texto|escpos).
  router.get(apiPaths.entregadorAcertoImpressao.pattern, async (req, res) => {
    checkPermissao(req, 'entregadores');
    const { data, ...resto } = req.query;
    const papel = parseWith(comandaQuerySchema, resto);
    const dia = parseWith(acertoQuerySchema, { data }).data;
    const acerto = await entregadores.impressao(lojaIdOf(req), req.params.membro_id, dia);
    enviarFolha(res, papel, `acerto-${dia}`, () => linhasDoAcerto(acerto, papel.largura));
  });
  return router;
}
