import { Router, type RequestHandler } from 'express';
import { pedidoStatusSchema, STATUS_PEDIDO, type StatusPedido } from '@vitrine/shared';
import { AppError } from '../../platform/http/errors.js';
import { cabeNoFirestore, parseInstante, parseWith } from '../../platform/http/validate.js';
import type { OwnerPedidosService } from './service.js';

const STATUS_INVALIDO = 'Status inválido: use novo, confirmado, entregue ou cancelado.';
const ANTES_INVALIDO = 'Parâmetro antes inválido: use uma data e hora ISO 8601.';
const ANTES_FORA_DO_INTERVALO = 'Parâmetro antes fora do intervalo: use uma data entre os anos 0001 e 9999.';

/** ?status= one of STATUS_PEDIDO; absent or empty means all. */
function lerStatus(valor: unknown): StatusPedido | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (STATUS_PEDIDO.includes(valor as StatusPedido)) return valor as StatusPedido;
  throw new AppError(400, STATUS_INVALIDO);
}

/**
 * ?antes= an ISO 8601 instant with its offset (the previous page's `proximo`) that exists and that
 * Firestore can compare; absent or empty means from the newest.
 */
function lerAntes(valor: unknown): Date | undefined {
  if (valor === undefined || valor === '') return undefined;
  const instante = typeof valor === 'string' ? parseInstante(valor) : null;
  if (!instante) throw new AppError(400, ANTES_INVALIDO);
  if (!cabeNoFirestore(instante)) throw new AppError(400, ANTES_FORA_DO_INTERVALO);
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
