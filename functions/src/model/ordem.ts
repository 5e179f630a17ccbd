import type { CollectionReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

/**
 * The owner's order of products and categories: by `ordem`, then by name the Brazilian way
 * ("Óculos" next to "Ovos"). Records written before the order existed have no `ordem` (read as 0),
 * so an untouched shop keeps its alphabetical catalogue; a new record gets Date.now() and goes last.
 */
export interface Ordenavel {
  id: string;
  nome: string;
  ordem: number;
}

const collator = new Intl.Collator('pt-BR');
export const porNome = (a: { nome: string }, b: { nome: string }) => collator.compare(a.nome, b.nome);
/** Total: two records of the same ordem and name still sort the same every time (the public pages rely on it). */
export const porOrdem = (a: Ordenavel, b: Ordenavel) => a.ordem - b.ordem || porNome(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The `ordem` of a record stored before the order existed, or of a malformed one. */
export const ordemGuardada = (valor: unknown): number => (typeof valor === 'number' && Number.isFinite(valor) ? valor : 0);

/**
 * PUT …/ordem: the listed ids first, in that order, the others after them in their current order.
 * The records already in increasing order in that sequence (the longest such run) keep their
 * `ordem`; the others get one between their new neighbours'. So dragging one product of 10,000 is
 * one write, not 10,000 (a transaction carries 500). When the numbers between two neighbours run
 * out (after many moves to the same place), everything is renumbered 1..n. Answers only the
 * records whose `ordem` changes (the writes to make), or the first listed id that is not one of
 * `atuais`.
 */
export function novaOrdem(atuais: Ordenavel[], ids: string[]): { mudancas: { id: string; ordem: number }[] } | { desconhecido: string } {
  const porId = new Map(atuais.map((registro) => [registro.id, registro]));
  const desconhecido = ids.find((id) => !porId.has(id));
  if (desconhecido !== undefined) return { desconhecido };
  const listados = new Set(ids);
  const resto = atuais.filter((registro) => !listados.has(registro.id)).sort(porOrdem);
  const sequencia = [...new Set(ids)].map((id) => porId.get(id)!).concat(resto);
  const ordens = ordensEntreVizinhos(sequencia) ?? sequencia.map((_, indice) => indice + 1);
  const mudancas = sequencia.flatMap((registro, indice) =>
    registro.ordem === ordens[indice] ? [] : [{ id: registro.id, ordem: ordens[indice]! }],
  );
  return { mudancas };
}

/**
 * PUT …/ordem of one shop's collection (products, categories), in the caller's transaction: writes
 * novaOrdem's changes; false when an id is not one of the collection's, nothing written.
 */
export async function reorderIn(
  tx: Transaction,
  colecao: CollectionReference,
  ids: string[],
  toOrdenavel: (doc: DocumentSnapshot) => Ordenavel,
): Promise<boolean> {
  const snapshot = await tx.get(colecao);
  const resultado = novaOrdem(snapshot.docs.map(toOrdenavel), ids);
  if ('desconhecido' in resultado) return false;
  for (const { id, ordem } of resultado.mudancas) tx.update(colecao.doc(id), { ordem });
  return true;
}

/** The new `ordem` of each record of the sequence, keeping the longest increasing run; null when no number fits between two kept ones. */
function ordensEntreVizinhos(sequencia: Ordenavel[]): number[] | null {
  const mantidos = new Set(maiorSubsequenciaCrescente(sequencia.map(({ ordem }) => ordem)));
  const ordens = sequencia.map(({ ordem }, indice) => (mantidos.has(indice) ? ordem : NaN));
  let anterior = -1; // index of the last kept record before the run being filled
  for (let indice = 0; indice <= sequencia.length; indice++) {
    if (indice < sequencia.length && !mantidos.has(indice)) continue;
    const antes = anterior >= 0 ? ordens[anterior]! : null;
    const depois = indice < sequencia.length ? ordens[indice]! : null;
    const vazios = indice - anterior - 1;
    for (let posicao = 1; posicao <= vazios; posicao++) {
      ordens[anterior + posicao] =
        antes === null && depois === null
          ? posicao
          : antes === null
            ? depois! - (vazios + 1 - posicao)
            : depois === null
              ? antes + posicao
              : antes + ((depois - antes) * posicao) / (vazios + 1);
    }
    anterior = indice;
  }
  return ordens.every((ordem, indice) => Number.isFinite(ordem) && (indice === 0 || ordem > ordens[indice - 1]!)) ? ordens : null;
}

/** The indices of a longest strictly increasing subsequence (patience sorting, O(n log n)). */
function maiorSubsequenciaCrescente(valores: number[]): number[] {
  const fins: number[] = []; // fins[k]: index of the smallest last value of an increasing run of length k + 1
  const antes: number[] = [];
  valores.forEach((valor, indice) => {
    let baixo = 0;
    let alto = fins.length;
    while (baixo < alto) {
      const meio = (baixo + alto) >> 1;
      if (valores[fins[meio]!]! < valor) baixo = meio + 1;
      else alto = meio;
    }
    antes[indice] = baixo > 0 ? fins[baixo - 1]! : -1;
    fins[baixo] = indice;
  });
  const indices: number[] = [];
  for (let indice = fins.at(-1) ?? -1; indice >= 0; indice = antes[indice]!) indices.unshift(indice);
  return indices;
}
