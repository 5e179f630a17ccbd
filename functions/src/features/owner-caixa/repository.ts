import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { centsToReais } from '@vitrine/shared';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { pedidosCollection, toPedido } from '../../model/pedidos.js';

const UM_DIA_MS = 24 * 60 * 60 * 1000;

/** The till's reads beside its own documents (model/caixas.ts): the shop's name for the paper, the bank's PIX of its hours. */
export function ownerCaixaRepository(db: Firestore) {
  return {
    async nomeDaLoja(lojaId: string): Promise<string> {
      const lojista = await lojistaDoc(db, lojaId).get();
      return lojista.exists ? lojaOf(lojista.data() as Lojista).nome_loja : '';
    },

    /**
     * The PIX orders the shop's bank confirmed by itself (issue 45) between `de` and `ate`: money in
     * the shop's account that no till received, shown beside the till's figures for information.
     * Read by when the orders were placed (a charge lives far less than a day; the local Firestore
     * filters no nested field such as `pagamento.pago_em`), then by when they were paid.
     */
    async pixPeloBanco(lojaId: string, de: Date, ate: Date): Promise<{ pedidos: number; valor: number }> {
      const snapshot = await pedidosCollection(db, lojaId)
        .where('criado_em', '>=', Timestamp.fromMillis(de.getTime() - UM_DIA_MS))
        .where('criado_em', '<=', Timestamp.fromDate(ate))
        .get();
      const pagos = snapshot.docs.map(toPedido).filter(({ pagamento }) => {
        const pagoEm = pagamento?.pago_em?.getTime();
        return (
          pagamento?.forma === 'pix' &&
          pagamento.confirmacao === 'automatica' &&
          pagamento.status === 'pago' &&
          pagoEm !== undefined &&
          pagoEm >= de.getTime() &&
          pagoEm <= ate.getTime()
        );
      });
      const centavos = pagos.reduce((soma, { pagamento, total_centavos }) => soma + (pagamento?.valor_pago_centavos ?? total_centavos), 0);
      return { pedidos: pagos.length, valor: centsToReais(centavos) };
    },
  };
}

export type OwnerCaixaRepository = ReturnType<typeof ownerCaixaRepository>;
