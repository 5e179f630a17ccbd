import { FieldValue, type DocumentReference, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { SLUG_PATTERN } from '@vitrine/shared';
import type { Auth } from 'firebase-admin/auth';
import { AppError } from '../platform/http/errors.js';
import type { ImageStore } from '../platform/images/image-store.js';
import { acompanhamentoDoc } from './acompanhamentos.js';
import { notificacoesDoClienteCollection } from './notificacoes-do-cliente.js';
import { atividadesCollection } from './atividades.js';
import { catalogoDoc, catalogoPorSlugDoc, notifyPublished, paginasCollection } from './catalogos.js';
import { categoriasCollection } from './categorias.js';
import { contadoresCollection } from './contadores.js';
import { contagensCollection } from './contagens.js';
import { estatisticasDaLojaCollection } from './estatisticas.js';
import { bloqueiosCollection } from './bloqueios.js';
import { avaliacoesCollection, resumoDasAvaliacoesDoc } from './avaliacoes.js';
import { clientesCollection } from './clientes.js';
import { fiadoCollection, fiadoLancamentosCollection } from './fiado.js';
import { idempotenciaCollection } from './idempotencia.js';
import { importacaoDoc } from './importacoes.js';
import { cupomPorCodigoCollection, cuponsCollection } from './cupons.js';
import { filiaisDaConta, lojistaDoc, uidDoDono } from './lojistas.js';
import { pedidosParadosCollection } from './pedidos-parados.js';
import { pedidosCollection } from './pedidos.js';
import { comandasCollection } from './comandas.js';
import { produtosCollection } from './produtos.js';
import { publicacaoPendenteDoc } from './publicacoes-pendentes.js';
import { slugDoc } from './slugs.js';
import { dispositivosCollection } from './dispositivos.js';
import { membroPorEmailDoc, membrosCollection } from './membros.js';
import { mesasCollection } from './mesas.js';
import { pixApiDoc } from './pix-api.js';
import { visitantesCollection } from './visitantes.js';

/**
 * Deleting an owner's account and everything of theirs (LGPD, issue 17): DELETE /api/conta by the
 * owner, DELETE /api/admin/lojistas/{id} by the administrator on the owner's request.
 *
 * The steps run in an order that never leaves a public catalogue pointing at deleted data: the
 * shop is first closed to writes and orders, then its public documents go (the entry points by id
 * and by slug before their pages), then its slug, then what they showed, and the owner's record
 * last. Every step is idempotent and writes in batches of at most 450, so a deletion cut half-way
 * (a timeout, a crash) is finished by running it again; the owner's record stays until the end so
 * that the owner or the administrator can.
 */

/** What the steps need to know of the account; read again at each run from what is left. */
export interface ContaAExcluir {
  lojaId: string;
  /** The shop's slug, '' when it never had one. */
  slug: string;
  email: string;
}

export interface ContaPorts {
  images: ImageStore;
  /** Deletes the Firebase Auth user; a user already gone is no error. */
  deleteUser: (uid: string) => Promise<void>;
}

/** The ports as production and the tests build them: the image store and Firebase Auth. */
export const contaPorts = (auth: Auth, images: ImageStore): ContaPorts => ({
  images,
  deleteUser: async (uid) => {
    await auth.deleteUser(uid).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    });
  },
});

/** What the person deleting must type: the shop's slug, or the owner's e-mail for a shop without one. */
export const confirmacaoEsperada = (conta: ContaAExcluir) => conta.slug || conta.email;

/** 400 and nothing deleted unless `confirmacao` is what confirmacaoEsperada asks (case and spaces aside). */
export function checkConfirmacao(conta: ContaAExcluir, confirmacao: string): void {
  const esperada = confirmacaoEsperada(conta);
  if (confirmacao.trim().toLowerCase() !== esperada.toLowerCase()) {
    throw new AppError(400, `A confirmação não confere. Digite ${esperada} para excluir a conta.`, {
      confirmacao: [`Digite ${esperada} para confirmar.`],
    });
  }
}

const ESCRITAS_POR_LOTE = 450;

/**
 * Deletes what the query finds, a batch at a time, until nothing is left (re-querying: the local
 * emulator ignores cursors). `tambem` names documents that go with each one, in the same batch.
 */
async function deleteAll(
  db: Firestore,
  query: Query,
  { tambem = () => [], porDocumento = 1 }: { tambem?: (doc: QueryDocumentSnapshot) => DocumentReference[]; porDocumento?: number } = {},
): Promise<void> {
  for (;;) {
    const { docs } = await query.limit(Math.floor(ESCRITAS_POR_LOTE / porDocumento)).get();
    if (docs.length === 0) return;
    const batch = db.batch();
    for (const doc of docs) {
      for (const ref of tambem(doc)) batch.delete(ref);
      batch.delete(doc.ref);
    }
    await batch.commit();
  }
}

/** A document under a slug is deleted only while it is this owner's: a slug given up earlier may be another shop's now. */
async function deleteIfOwned(ref: DocumentReference, lojaId: string): Promise<void> {
  const snapshot = await ref.get();
  if (snapshot.exists && snapshot.get('lojista_id') === lojaId) await ref.delete();
}

export type EtapaDaExclusao = (conta: ContaAExcluir) => Promise<void>;

/** A shop's subcollections, deleted one after the other in the order given. */
async function deleteColecoes(db: Firestore, lojaId: string, colecoes: ((db: Firestore, lojaId: string) => Query)[]): Promise<void> {
  for (const colecao of colecoes) await deleteAll(db, colecao(db, lojaId));
}

/** The steps in their order, named for the tests that cut a deletion after some of them. */
export function etapasDaExclusao(db: Firestore, { images, deleteUser }: ContaPorts): [string, EtapaDaExclusao][] {
  async function deleteCatalogo({ lojaId, slug }: ContaAExcluir) {
    // Its mark first: the job would otherwise publish the shop again while its records still exist.
    await publicacaoPendenteDoc(db, lojaId).delete();
    if (slug) await deleteIfOwned(catalogoPorSlugDoc(db, slug), lojaId);
    await catalogoDoc(db, lojaId).delete();
    // This instance's public reads forget the shop at once, as after a publish (others within their few seconds).
    notifyPublished(lojaId);
    await deleteAll(db, paginasCollection(db, lojaId));
  }
  return [
    // Closed first: the owner's other tabs can no longer change (and republish) it, customers can no longer order.
    [
      'fechar',
      async ({ lojaId }) => {
        const ref = lojistaDoc(db, lojaId);
        if ((await ref.get()).exists) await ref.update({ status: 'inativo', exclusao_iniciada_em: FieldValue.serverTimestamp() });
        // The bank's credentials (issue 45) with it: a closed shop talks to no bank.
        await pixApiDoc(db, lojaId).delete();
      },
    ],
    ['catalogo', deleteCatalogo],
    ['slug', async ({ lojaId, slug }) => (slug ? deleteIfOwned(slugDoc(db, slug), lojaId) : undefined)],
    [
      'produtos',
      async ({ lojaId }) => {
        await deleteColecoes(db, lojaId, [
          produtosCollection,
          categoriasCollection,
          cuponsCollection,
          cupomPorCodigoCollection,
          mesasCollection,
          idempotenciaCollection,
        ]);
        await importacaoDoc(db, lojaId).delete();
      },
    ],
    ['imagens', async ({ lojaId }) => images.deleteByLoja(lojaId)],
    // The team, each member with its e-mail's index: the e-mail may then join or open another shop.
    // Then the push subscriptions of the owner's and the team's devices.
    [
      'equipe',
      async ({ lojaId }) => {
        await deleteAll(db, membrosCollection(db, lojaId), {
          porDocumento: 2,
          tambem: (membro) => [membroPorEmailDoc(db, String(membro.get('email')))],
        });
        await deleteAll(db, dispositivosCollection(db, lojaId));
      },
    ],
    [
      'pedidos',
      // Each order with its tracking document, in the same batch: no tracking link outlives its order.
      // Then the customers' phones the owner blocked, and the per-minute order counts.
      async ({ lojaId }) => {
        // Its orders' pushes for waiting too: the job would drop them once the orders are gone, but the account's ids go now.
        await deleteAll(db, pedidosParadosCollection(db).where('lojista_id', '==', lojaId));
        // And its customers' push subscriptions: personal data, which the job would keep until their time.
        await deleteAll(db, notificacoesDoClienteCollection(db).where('lojista_id', '==', lojaId));
        await deleteAll(db, pedidosCollection(db, lojaId), {
          porDocumento: 2,
          tambem: (pedido) => {
            const token: unknown = pedido.get('acompanhamento');
            return typeof token === 'string' && token ? [acompanhamentoDoc(db, token)] : [];
          },
        });
        await deleteColecoes(db, lojaId, [
          // The tables' bills, whose rounds were among the orders.
          comandasCollection,
          bloqueiosCollection,
          clientesCollection,
          fiadoLancamentosCollection,
          fiadoCollection,
          // Customers' reviews of the orders (issue 47), then their sums.
          avaliacoesCollection,
        ]);
        await resumoDasAvaliacoesDoc(db, lojaId).delete();
      },
    ],
    [
      'estatisticas',
      async ({ lojaId }) => {
        // The pending contagens before the days they would fold into, and the counter shards before the record they fold into.
        await deleteAll(db, contagensCollection(db).where('lojista_id', '==', lojaId));
        await deleteColecoes(db, lojaId, [contadoresCollection, estatisticasDaLojaCollection, visitantesCollection]);
      },
    ],
    [
      'atividades',
      // The platform's log tells about the shop (its orders, its owner's name and e-mail): its lines go
      // with the account. Of the lines written before they carried lojista_id, the sign-up is found by the e-mail.
      async ({ lojaId, email }) => {
        await deleteAll(db, atividadesCollection(db).where('lojista_id', '==', lojaId));
        if (!email) return;
        const { docs } = await atividadesCollection(db).where('tipo', '==', 'novo_lojista').get();
        const doOwner = docs.filter((doc) => String(doc.get('descricao') ?? '').includes(`(${email})`));
        for (let i = 0; i < doOwner.length; i += ESCRITAS_POR_LOTE) {
          const batch = db.batch();
          doOwner.slice(i, i + ESCRITAS_POR_LOTE).forEach((doc) => batch.delete(doc.ref));
          await batch.commit();
        }
      },
    ],
    // Again: a publish that was already under way when the shop closed may have written it back.
    ['catalogo-de-novo', deleteCatalogo],
    ['auth', async ({ lojaId }) => deleteUser(uidDoDono(lojaId))],
    ['lojista', async ({ lojaId }) => void (await lojistaDoc(db, lojaId).delete())],
  ];
}

/** What the steps need, from the owner's record; null once it is gone (the deletion finished). */
export async function contaAExcluir(db: Firestore, lojaId: string): Promise<ContaAExcluir | null> {
  const lojista = await lojistaDoc(db, lojaId).get();
  if (!lojista.exists) return null;
  const slug = String(lojista.get('loja.subdominio') ?? '');
  return { lojaId, slug: SLUG_PATTERN.test(slug) ? slug : '', email: String(lojista.get('email') ?? '') };
}

/** Runs every step; a run after a cut finishes what the first left. */
export async function deleteConta(db: Firestore, ports: ContaPorts, conta: ContaAExcluir): Promise<void> {
  for (const [, etapa] of etapasDaExclusao(db, ports)) await etapa(conta);
}

/** For the services (owner-conta, admin-lojistas): find the account to delete, then delete it. */
export function contaRepository(db: Firestore, ports: ContaPorts) {
  return {
    find: (lojaId: string) => contaAExcluir(db, lojaId),
    /**
     * An account's first shop goes last (issue 47): its deletion deletes the owner's Google sign-in,
     * which its filiais still need. A filial's deletion leaves the account (its `auth` step finds no
     * user under the filial's id).
     */
    async delete(conta: ContaAExcluir): Promise<void> {
      if (!(await filiaisDaConta(db, conta.lojaId).limit(1).get()).empty) {
        throw new AppError(409, 'Esta conta tem outras lojas. Exclua as outras lojas antes da primeira.');
      }
      await deleteConta(db, ports, conta);
    },
  };
}

export type ContaRepository = ReturnType<typeof contaRepository>;
