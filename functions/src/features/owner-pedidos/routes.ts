import { Router, type RequestHandler } from 'express';
import { pedidoStatusSchema, STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { parseWith } from '../../platform/http/validate.js';
import type { OwnerPedidosService } from './service.js';

const STATUS_INVALIDO = 'Status inválido: use novo, confirmado, entregue ou cancelado.';
const ANTES_INVALIDO = 'Parâmetro antes inválido: use uma data e hora ISO 8601.';
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** ?status= one of STATUS_PEDIDO; absent or empty means all. */
function lerStatus(valor: unknown): StatusPedido | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (STATUS_PEDIDO.includes(valor as StatusPedido)) return valor as StatusPedido;
  throw new AppError(400, STATUS_INVALIDO);
}

/** ?antes= an ISO 8601 instant with its offset (the previous page's `proximo`); absent or empty means from the newest. */
function lerAntes(valor: unknown): Date | undefined {
  if (valor === undefined || valor === '') return undefined;
  const instante = typeof valor === 'string' && ISO_8601.test(valor) ? new Date(valor) : null;
  if (!instante || Number.isNaN(instante.getTime())) throw new AppError(400, ANTES_INVALIDO);
  return instante;
}

/** The body of PUT, strict; its first problem becomes the message. */
function lerNovoStatus(body: unknown): StatusPedido {
  try {
    return parseWith(pedidoStatusSchema, body).status;
  } catch (error) {
    const primeira = error instanceof AppError && error.campos ? Object.values(error.campos)[0]?.[0] : undefined;
    throw primeira ? new AppError(400, primeira, (error as AppError).campos) : error;
  }
}

/** GET /api/pedidos?status=&antes= and PUT /api/pedidos/{id} for the signed-in owner (`owner` is requireOwner). */
export function ownerPedidosRoutes(pedidos: OwnerPedidosService, owner: RequestHandler) {
  const router = Router();
  router.use('/pedidos', owner);
  router.get('/pedidos', async (req, res) => {
    res.json(await pedidos.list(req.ownerId!, { status: lerStatus(req.query.status), antes: lerAntes(req.query.antes) }));
  });
  router.put('/pedidos/:id', async (req, res) => {
    res.json(await pedidos.updateStatus(req.ownerId!, req.params.id, lerNovoStatus(req.body)));
  });
  return router;
}
