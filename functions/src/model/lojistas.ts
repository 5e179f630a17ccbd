import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  DEFAULT_COR_PRINCIPAL,
  DEFAULT_TEXTO_BOTAO,
  FIDELIDADE_PADRAO,
  SALAO_PADRAO,
  type Atendimento,
  type Fidelidade,
  type Loja,
  type LojistaStatus,
  type Salao,
} from '@vitrine/shared';
import { imagemOuNenhuma } from '@vitrine/shared/imagens';
import { REGRA_DA_TAXA_PADRAO, type RegraDaTaxa } from '@vitrine/shared/entregador';
import { AppError } from '../platform/http/errors.js';

/**
 * lojistas/{lojaId}: one document per shop. The code calls a shop's id `lojaId`; as stored, the
 * account's first shop's is the Firebase Auth uid of its owner (the document was created at their
 * first sign-in), and each further shop of the account (a filial, issue 47) has an id of its own and
 * names its owner in `dono_uid`, so the two meet only here: a person's uid and a shop's id are never
 * mixed above the model.
 */
export const lojistasCollection = (db: Firestore) => db.collection('lojistas');

/** The shop an owner's Google account opened at sign-up, its first: its id is the owner's uid. */
export const lojaIdDoDono = (uid: string): string => uid;

/**
 * The Firebase Auth account of the shop's owner: the first shop's id is its uid, a filial names it
 * in `dono_uid`. Without the record (account deletion's last steps), the id read as the first shop's.
 */
export const uidDoDono = (lojaId: string, lojista?: Pick<Lojista, 'dono_uid'> | null): string => lojista?.dono_uid ?? lojaId;

/** Whether the shop is one of the account's further shops (a filial), not the one its owner opened at sign-up. */
export const ehFilial = (lojista: Pick<Lojista, 'dono_uid'>): boolean => typeof lojista.dono_uid === 'string';

/** The account's further shops (filiais): lojistas whose dono_uid is the account's uid. */
export const filiaisDaConta = (db: Firestore, uid: string) => lojistasCollection(db).where('dono_uid', '==', uid);
export const lojistaDoc = (db: Firestore, lojaId: string) => lojistasCollection(db).doc(lojaId);

export interface Lojista {
  /**
   * A filial's (issue 47): the uid of the account that owns it, its first shop's id. Absent on the
   * account's first shop, whose id is its owner's uid.
   */
  dono_uid?: string;
  nome: string;
  email: string;
  /** The Google profile at the owner's first sign-in; absent on records a script wrote (the seeds, the benches). */
  google_user_data?: { name: string; given_name: string; picture: string | null };
  status: LojistaStatus;
  /** A filial's is its account's: copied when it opens, and set on every shop of the account by the admin (admin-lojistas). */
  plano_id: number;
  /** Set by the owner area (owner-loja); absent until the owner saves them. */
  telefone_whatsapp?: string;
  loja?: Loja;
  /** The service settings (owner-atendimento); absent until saved, and then orders are the spec's. */
  atendimento?: Atendimento;
  /** The dining room's settings (owner-mesas, issue 44); absent until saved: SALAO_PADRAO. */
  salao?: Salao;
  /** The product feeds answer (owner-canais, issue 32); absent: on. */
  feeds_ativos?: boolean;
  /** The loyalty card (owner-fidelidade, issue 29); absent until saved: off. */
  fidelidade?: Fidelidade;
  /** Public orders the shop takes a minute (owner-pedidos' protection); absent: PEDIDOS_POR_MINUTO_PADRAO. */
  pedidos_por_minuto?: number;
  /** What the shop's drivers earn per delivery (owner-entregadores, issue 46); absent until saved: REGRA_DA_TAXA_PADRAO. */
  taxa_dos_entregadores?: RegraDaTaxa;
  /** The account's first shop: when it last opened a filial (owner-lojas), written so that two openings serialise. */
  filial_aberta_em?: Timestamp;
  /** Counters kept in the transactions that change them; absent means 0. */
  total_produtos?: number;
  /**
   * Orders received and their totals (the order counts are folded from model/contadores.ts): every
   * order placed, accepted or not. Before issue 24 a cancellation took its total back from
   * valor_total_pedidos_centavos; since, only the accepted figures below move on a cancellation.
   */
  total_pedidos?: number;
  valor_total_pedidos_centavos?: number;
  /** Orders the shop accepted (model/pedidos.ts STATUS_ACEITOS) and their totals, the revenue; counted since issue 24. */
  total_pedidos_aceitos?: number;
  receita_total_centavos?: number;
  /** Visits from the shop installed on customers' home screens, up to a minute behind (jobs/fold-contagens.ts). */
  visitas_app?: number;
  /** Orders placed before this instant have had their customer's data erased by the retention job (model/dados-do-cliente.ts). */
  retencao_ate?: Timestamp;
}

export const DEFAULT_PLANO_ID = 1;

/** The shop's loyalty card as saved, or off with the form's first settings. */
export const fidelidadeOf = (lojista: Pick<Lojista, 'fidelidade'>): Fidelidade => lojista.fidelidade ?? FIDELIDADE_PADRAO;

/** The drivers' fee rule as saved, or nothing per delivery until the shop sets one. */
export const regraDaTaxaOf = (lojista: Pick<Lojista, 'taxa_dos_entregadores'>): RegraDaTaxa =>
  lojista.taxa_dos_entregadores ?? REGRA_DA_TAXA_PADRAO;

/** The shop's room settings as saved, or off with the usual 10% service fee. */
export const salaoOf = (lojista: Pick<Lojista, 'salao'>): Salao => ({ ...SALAO_PADRAO, ...lojista.salao });

const LOJA_VAZIA: Omit<Loja, 'nome_loja'> = {
  cor_principal: DEFAULT_COR_PRINCIPAL,
  logo_url: '',
  mensagem_personalizada: '',
  texto_botao: DEFAULT_TEXTO_BOTAO,
  subdominio: '',
  endereco: '',
  telefone: '',
  instagram: '',
  facebook: '',
};

/** The shop's settings as saved, or the defaults of a shop never configured: named after its owner. */
export function lojaOf(lojista: Lojista): Loja {
  const loja: Loja = { nome_loja: lojista.nome, ...LOJA_VAZIA, ...lojista.loja };
  // A logo saved before the rule on picture URLs (imagemUrlSegura) is read as none: no page shows it.
  return { ...loja, logo_url: imagemOuNenhuma(loja.logo_url) };
}

export function lojistasRepository(db: Firestore) {
  const collection = lojistasCollection(db);
  /** For owner routes: the signed-in owner's record. A session whose record is gone is no session. */
  async function require(lojaId: string, tx?: Transaction): Promise<Lojista> {
    const ref = collection.doc(lojaId);
    const snapshot = await (tx ? tx.get(ref) : ref.get());
    if (!snapshot.exists) throw new AppError(401, 'Sessão inválida ou expirada. Entre novamente.');
    return snapshot.data() as Lojista;
  }
  return {
    async find(lojaId: string): Promise<Lojista | null> {
      const snapshot = await collection.doc(lojaId).get();
      return snapshot.exists ? (snapshot.data() as Lojista) : null;
    },
    /** Creates the record if it is missing; concurrent first sign-ins create it once. True when this call created it. */
    async createIfMissing(lojaId: string, lojista: Lojista): Promise<boolean> {
      const ref = collection.doc(lojaId);
      return db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return false;
        tx.create(ref, { ...lojista, criado_em: FieldValue.serverTimestamp() });
        return true;
      });
    },
    require,
    /**
     * The account's shops: its first (the owner's uid), then its filiais in the order they were
     * opened; none when the account owns no shop (a member's). In a transaction, its reads are the
     * transaction's, so two openings of a shop past the plan's limit cannot both land.
     */
    async lojasDaConta(uid: string, tx?: Transaction): Promise<{ id: string; lojista: Lojista }[]> {
      const primeira = collection.doc(lojaIdDoDono(uid));
      const [principal, filiais] = await Promise.all([
        tx ? tx.get(primeira) : primeira.get(),
        tx ? tx.get(filiaisDaConta(db, uid)) : filiaisDaConta(db, uid).get(),
      ]);
      if (!principal.exists) return [];
      const criadaEm = (doc: DocumentSnapshot) => (doc.get('criado_em') as Timestamp | undefined)?.toMillis() ?? 0;
      return [principal, ...filiais.docs.sort((a, b) => criadaEm(a) - criadaEm(b))].map((doc) => ({
        id: doc.id,
        lojista: doc.data() as Lojista,
      }));
    },
    update(tx: Transaction, lojaId: string, changes: UpdateData<Lojista>): void {
      tx.update(collection.doc(lojaId), changes);
    },
    /** An owner's save of some of the record's fields (the service settings, the WhatsApp…): the record must still be there. */
    async requireAndUpdate(tx: Transaction, lojaId: string, changes: UpdateData<Lojista>): Promise<void> {
      await require(lojaId, tx);
      tx.update(collection.doc(lojaId), changes);
    },
  };
}

export type LojistasRepository = ReturnType<typeof lojistasRepository>;
