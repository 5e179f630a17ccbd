import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  CUPOM_CODIGO,
  normalizeCupomCodigo,
  problemaDoCupom,
  type Cupom,
  type CupomInput,
  type CupomTipo,
  type CupomUpdate,
} from '@vitrine/shared';
import { AppError } from '../platform/http/errors.js';
import { lojistaDoc } from './lojistas.js';

/**
 * The shop's coupons: lojistas/{lojaId}/cupons/{id} {codigo, tipo, valor, pedido_minimo, inicio, fim,
 * limite_total, limite_por_cliente, primeiro_pedido, ativo, usos, criado_em}, and
 * lojistas/{lojaId}/cupons_por_codigo/{CODIGO} {cupom_id}, which makes a code unique in the shop
 * (written in the coupon's transaction, like slugs/{slug}) and lets an order find its coupon by
 * the code the customer typed with one read.
 */
export const cuponsCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('cupons');
export const cupomPorCodigoCollection = (db: Firestore, lojaId: string) => lojistaDoc(db, lojaId).collection('cupons_por_codigo');

/** A shop has at most this many coupons: the owner's list is read whole. */
export const MAX_CUPONS = 200;

const CODIGO_EM_USO = 'Já existe um cupom com este código.';
const NAO_ENCONTRADO = 'Cupom não encontrado.';

const numeroOuNull = (valor: unknown) => (typeof valor === 'number' ? valor : null);
const textoOuNull = (valor: unknown) => (typeof valor === 'string' ? valor : null);

export function toCupom(doc: DocumentSnapshot): Cupom {
  const criado = doc.get('criado_em');
  return {
    id: doc.id,
    codigo: String(doc.get('codigo') ?? ''),
    tipo: doc.get('tipo') as CupomTipo,
    valor: Number(doc.get('valor') ?? 0),
    pedido_minimo: numeroOuNull(doc.get('pedido_minimo')),
    inicio: textoOuNull(doc.get('inicio')),
    fim: textoOuNull(doc.get('fim')),
    limite_total: numeroOuNull(doc.get('limite_total')),
    limite_por_cliente: numeroOuNull(doc.get('limite_por_cliente')),
    primeiro_pedido: doc.get('primeiro_pedido') === true,
    ativo: doc.get('ativo') !== false,
    usos: Number(doc.get('usos') ?? 0),
    criado_em: (criado instanceof Timestamp ? criado.toDate() : new Date(0)).toISOString(),
  };
}

export function cuponsRepository(db: Firestore) {
  const porCodigo = (lojaId: string, codigo: string) => cupomPorCodigoCollection(db, lojaId).doc(codigo);

  return {
    /** Newest first. */
    async list(lojaId: string): Promise<Cupom[]> {
      const { docs } = await cuponsCollection(db, lojaId).orderBy('criado_em', 'desc').get();
      return docs.map(toCupom);
    },

    /** One transaction: the code is free in this shop and the shop has room, and both documents land together. */
    async create(lojaId: string, cupom: CupomInput): Promise<Cupom> {
      const ref = cuponsCollection(db, lojaId).doc();
      await db.runTransaction(async (tx) => {
        const [existente, quantos] = await Promise.all([
          tx.get(porCodigo(lojaId, cupom.codigo)),
          tx.get(cuponsCollection(db, lojaId).count()),
        ]);
        if (existente.exists) throw new AppError(409, CODIGO_EM_USO);
        if (quantos.data().count >= MAX_CUPONS)
          throw new AppError(409, `Sua loja já tem ${MAX_CUPONS} cupons: exclua os que não usa mais para criar outro.`);
        tx.create(ref, { ...cupom, usos: 0, criado_em: FieldValue.serverTimestamp() });
        tx.create(porCodigo(lojaId, cupom.codigo), { cupom_id: ref.id });
      });
      return toCupom(await ref.get());
    },

    /**
     * The fields given over the stored ones, checked together (a type changed to percent with a
     * valor of 500 is refused); a new code moves the code's index in the same transaction.
     */
    async update(lojaId: string, id: string, mudancas: CupomUpdate): Promise<Cupom> {
      const ref = cuponsCollection(db, lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (!atual.exists) throw new AppError(404, NAO_ENCONTRADO);
        const antes = toCupom(atual);
        const depois = { ...antes, ...mudancas, ...(mudancas.tipo === 'frete_gratis' && { valor: 0 }) };
        const problema = problemaDoCupom(depois);
        if (problema) throw new AppError(400, 'Dados inválidos.', { [problema.campo]: [problema.mensagem] });
        if (depois.codigo !== antes.codigo) {
          if ((await tx.get(porCodigo(lojaId, depois.codigo))).exists) throw new AppError(409, CODIGO_EM_USO);
          tx.delete(porCodigo(lojaId, antes.codigo));
          tx.create(porCodigo(lojaId, depois.codigo), { cupom_id: id });
        }
        const { id: _id, usos: _usos, criado_em: _criado, ...campos } = depois;
        tx.update(ref, campos);
      });
      return toCupom(await ref.get());
    },

    /**
     * The coupon an order's code names (any case), read in the order's transaction: its use count
     * is then the one the order's increment builds on, so concurrent orders never pass its limit.
     * Null for a code no coupon of the shop has.
     */
    async readParaPedido(tx: Transaction, lojaId: string, codigo: string): Promise<Cupom | null> {
      const normalizado = normalizeCupomCodigo(codigo);
      if (!CUPOM_CODIGO.test(normalizado)) return null;
      const indice = await tx.get(porCodigo(lojaId, normalizado));
      const cupomId: unknown = indice.get('cupom_id');
      if (typeof cupomId !== 'string') return null;
      const cupom = await tx.get(cuponsCollection(db, lojaId).doc(cupomId));
      return cupom.exists ? toCupom(cupom) : null;
    },

    /** A coupon by its id in a transaction (an order's move), null when deleted since. */
    async readNaTransacao(tx: Transaction, lojaId: string, cupomId: string): Promise<Cupom | null> {
      const cupom = await tx.get(cuponsCollection(db, lojaId).doc(cupomId));
      return cupom.exists ? toCupom(cupom) : null;
    },

    /**
     * A use more (an order placed or reinstated, 1) or less (cancelled, -1), in the order's
     * transaction that read the coupon: its count is then the one the increment builds on, so
     * concurrent orders never pass its limit.
     */
    moveUso(tx: Transaction, lojaId: string, cupomId: string, sinal: 1 | -1) {
      return () => {
        tx.update(cuponsCollection(db, lojaId).doc(cupomId), { usos: FieldValue.increment(sinal) });
      };
    },

    /** The coupon and its code's index; orders that used it keep their code and discount. */
    async delete(lojaId: string, id: string): Promise<void> {
      const ref = cuponsCollection(db, lojaId).doc(id);
      await db.runTransaction(async (tx) => {
        const atual = await tx.get(ref);
        if (!atual.exists) throw new AppError(404, NAO_ENCONTRADO);
        tx.delete(ref);
        tx.delete(porCodigo(lojaId, String(atual.get('codigo'))));
      });
    },
  };
}

export type CuponsRepository = ReturnType<typeof cuponsRepository>;
