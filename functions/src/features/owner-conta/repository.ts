import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { avaliacoesCollection } from '../../model/avaliacoes.js';
import { categoriasRepository } from '../../model/categorias.js';
import { estatisticasDaLojaCollection } from '../../model/estatisticas.js';
import { fiadoCollection, fiadoLancamentosCollection } from '../../model/fiado.js';
import { lojaOf, lojistaDoc, type Lojista } from '../../model/lojistas.js';
import { pedidosCollection } from '../../model/pedidos.js';
import { produtosRepository } from '../../model/produtos.js';

/** A stored value as JSON: Firestore's timestamps as ISO instants, everything else as stored. */
function paraJson(valor: unknown): unknown {
  if (valor instanceof Timestamp) return valor.toDate().toISOString();
  if (Array.isArray(valor)) return valor.map(paraJson);
  if (valor && typeof valor === 'object') return Object.fromEntries(Object.entries(valor).map(([campo, dado]) => [campo, paraJson(dado)]));
  return valor;
}

const documentos = async (query: Query) => (await query.get()).docs.map((doc) => ({ id: doc.id, ...(paraJson(doc.data()) as object) }));

/**
 * Everything Vitrine holds about one owner and their shop, read by the model's paths under
 * lojistas/{lojaId} only: nothing another owner's query could reach. Counter shards, pending counts
 * and the one-day visitor marks are left out: they hold no data of their own beyond the daily
 * figures (estatisticas) they fold into within a minute.
 */
export function ownerContaRepository(db: Firestore) {
  const produtos = produtosRepository(db);
  const categorias = categoriasRepository(db);
  return {
    async read(lojaId: string) {
      const [lojista, listaDeCategorias, listaDeProdutos, pedidos, estatisticas, tabs, lancamentos, avaliacoes] = await Promise.all([
        lojistaDoc(db, lojaId).get(),
        categorias.list(lojaId),
        produtos.list(lojaId),
        documentos(pedidosCollection(db, lojaId).orderBy('criado_em')),
        documentos(estatisticasDaLojaCollection(db, lojaId)),
        documentos(fiadoCollection(db, lojaId).orderBy('saldo_centavos', 'desc')),
        documentos(fiadoLancamentosCollection(db, lojaId).orderBy('numero')),
        documentos(avaliacoesCollection(db, lojaId).orderBy('criado_em')),
      ]);
      if (!lojista.exists) return null;
      const dados = lojista.data() as Lojista & { criado_em?: Timestamp };
      return {
        conta: {
          id: lojaId,
          nome: dados.nome,
          email: dados.email,
          google_user_data: dados.google_user_data,
          status: dados.status,
          plano_id: dados.plano_id,
          criado_em: paraJson(dados.criado_em ?? null),
        },
        loja: lojaOf(dados),
        telefone_whatsapp: dados.telefone_whatsapp ?? null,
        atendimento: dados.atendimento ?? null,
        totais: {
          produtos: dados.total_produtos ?? 0,
          pedidos: dados.total_pedidos ?? 0,
          valor_pedidos_centavos: dados.valor_total_pedidos_centavos ?? 0,
        },
        categorias: listaDeCategorias,
        produtos: listaDeProdutos,
        pedidos,
        estatisticas,
        // Customers' tabs (issue 46), each with its statement in order.
        fiado: tabs.map((tab) => ({
          ...tab,
          lancamentos: lancamentos.filter((lancamento) => (lancamento as { fiado_id?: string }).fiado_id === tab.id),
        })),
        // Customers' reviews (issue 47), hidden ones and the shop's answers included; `id` is the order's.
        avaliacoes,
      };
    },
  };
}

export type OwnerContaRepository = ReturnType<typeof ownerContaRepository>;
