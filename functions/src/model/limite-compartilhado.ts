import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * limites/{sha256 of "chave|janelaMs|window start"}: {n, expira_em}, how many requests one key made
 * in one fixed window, shared by every function instance (so N instances do not multiply a limit).
 * The key is hashed with the window, so no client address is stored as such; expira_em (the
 * window's end plus one window) lets a Firestore TTL policy delete the counter (firestore.indexes.json).
 */
export const limiteDoc = (db: Firestore, chave: string, janelaMs: number, inicio: number) =>
  db.collection('limites').doc(createHash('sha256').update(`${chave}|${janelaMs}|${inicio}`).digest('hex'));

export interface LimiteCompartilhado {
  /** What is limited and for whom, e.g. `pedidos|198.51.100.7` or `loja-pedidos|{lojaId}`. */
  chave: string;
  /** Requests allowed in one window. */
  limite: number;
  janelaMs: number;
  agora?: Date;
}

export interface Contagem {
  permitido: boolean;
  /** Seconds until the window ends, for a Retry-After header. */
  retryAfterSeconds: number;
}

/*
 * Counters (and the limit they were read against: the same key may be checked against another
 * limit by another caller) this instance has already seen past their limit, until their window ends. A window's count
 * only grows, so refusing them here answers what Firestore would: it spares a flood its reads and
 * writes without changing the semantics. Bounded: past the cap it is dropped, which only costs reads.
 */
const esgotados = new Map<string, number>();
const MAX_ESGOTADOS = 10_000;

function lembrarEsgotado(id: string, fim: number, agora: number): void {
  if (esgotados.size >= MAX_ESGOTADOS) {
    for (const [chave, ate] of esgotados) if (ate <= agora) esgotados.delete(chave);
    if (esgotados.size >= MAX_ESGOTADOS) esgotados.clear();
  }
  esgotados.set(id, fim);
}

/** The window `agora` falls in, its counter, the key this instance remembers it spent by, and whether it does. */
function janelaDe(db: Firestore, { chave, limite, janelaMs, agora = new Date() }: LimiteCompartilhado) {
  const agoraMs = agora.getTime();
  const inicio = Math.floor(agoraMs / janelaMs) * janelaMs;
  const fim = inicio + janelaMs;
  const ref = limiteDoc(db, chave, janelaMs, inicio);
  const esgotado = `${ref.id}|${limite}`;
  const retryAfterSeconds = Math.max(1, Math.ceil((fim - agoraMs) / 1000));
  return { ref, esgotado, sabidoEsgotado: (esgotados.get(esgotado) ?? 0) > agoraMs, agoraMs, fim, retryAfterSeconds };
}

/**
 * Whether this instance already knows `chave`'s window to be spent: then the refusal (its
 * Retry-After), from memory, counting nothing; else null, and only limiteCompartilhado can say. For
 * a limit checked before others, so a flood it refuses spends nobody's other budgets.
 */
export function jaEsgotado(db: Firestore, limiteDaChave: LimiteCompartilhado): Contagem | null {
  const { sabidoEsgotado, retryAfterSeconds } = janelaDe(db, limiteDaChave);
  return sabidoEsgotado ? { permitido: false, retryAfterSeconds } : null;
}

/**
 * Counts one request of `chave` in its fixed window and says whether it is within `limite`. One
 * write (an atomic increment, so concurrent requests never contend in a transaction) and one read
 * of the counter; none once this instance knows the window is spent.
 *
 * Never more than `limite` requests pass in a window, across all instances: each increment gives a
 * request a distinct rank, and the count it reads back is at least that rank. Requests that overlap
 * may read each other's increments, so a burst can get slightly fewer than `limite` (never a
 * sequence of requests). As every fixed window, a client can spend one window's budget at its end
 * and the next one's at the start of the next.
 */
export async function limiteCompartilhado(db: Firestore, limiteDaChave: LimiteCompartilhado): Promise<Contagem> {
  const { ref, esgotado, sabidoEsgotado, agoraMs, fim, retryAfterSeconds } = janelaDe(db, limiteDaChave);
  if (sabidoEsgotado) return { permitido: false, retryAfterSeconds };
  const { limite, janelaMs } = limiteDaChave;

  await ref.set({ n: FieldValue.increment(1), expira_em: Timestamp.fromMillis(fim + janelaMs) }, { merge: true });
  const n = Number((await ref.get()).get('n') ?? 0);
  if (n <= limite) return { permitido: true, retryAfterSeconds };
  lembrarEsgotado(esgotado, fim, agoraMs);
  return { permitido: false, retryAfterSeconds };
}
