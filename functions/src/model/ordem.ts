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
 * PUT …/ordem: the listed ids take places 1..n, the others follow in their current relative order.
 * Answers only the records whose `ordem` changes (the writes to make), or the first listed id that
 * is not one of `atuais`.
 */
export function novaOrdem(atuais: Ordenavel[], ids: string[]): { mudancas: { id: string; ordem: number }[] } | { desconhecido: string } {
  const porId = new Map(atuais.map((registro) => [registro.id, registro]));
  const desconhecido = ids.find((id) => !porId.has(id));
  if (desconhecido !== undefined) return { desconhecido };
  const listados = new Set(ids);
  const resto = atuais.filter((registro) => !listados.has(registro.id)).sort(porOrdem);
  const sequencia = [...ids.map((id) => porId.get(id)!), ...resto];
  const mudancas = sequencia.flatMap((registro, indice) => (registro.ordem === indice + 1 ? [] : [{ id: registro.id, ordem: indice + 1 }]));
  return { mudancas };
}
