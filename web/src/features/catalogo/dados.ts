/**
 * The public pages' reads, kept per URL in memory: what TanStack Query did for them (one request
 * for many readers, fresh for a minute, one retry, the last answer kept while a refresh fails) in
 * a few lines, so it stays out of the customer's bundle. The owner area keeps TanStack Query.
 * No React here: main.tsx starts the page's read with it before React has loaded (useLeitura.ts
 * is the components' side).
 */

/** Fresh this long: moving between the catalogue and its products asks nothing again. */
const FRESCO_MS = 60_000;
const ESPERA_RETRY_MS = 1_000;

export interface Leitura<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (the first request, or its retry, still running). */
  isPending: boolean;
  isFetching: boolean;
}

export interface Consulta<T> {
  estado: Leitura<T>;
  em: number;
  emCurso: Promise<void> | null;
  buscar: () => Promise<T>;
  podeRepetir: (falhas: number, error: unknown) => boolean;
  ouvintes: Set<() => void>;
}

const consultas = new Map<string, Consulta<unknown>>();

function mudar<T>(consulta: Consulta<T>, estado: Partial<Leitura<T>>) {
  consulta.estado = { ...consulta.estado, ...estado };
  consulta.ouvintes.forEach((ouvinte) => ouvinte());
}

async function executar<T>(consulta: Consulta<T>) {
  mudar(consulta, { isFetching: true });
  for (let falhas = 0; ; falhas++) {
    try {
      const data = await consulta.buscar();
      consulta.em = Date.now();
      mudar(consulta, { data, error: null, isPending: false, isFetching: false });
      return;
    } catch (error) {
      if (!consulta.podeRepetir(falhas, error)) {
        mudar(consulta, { error, isPending: false, isFetching: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ESPERA_RETRY_MS));
    }
  }
}

export interface Definicao<T> {
  chave: string;
  buscar: () => Promise<T>;
  podeRepetir: (falhas: number, error: unknown) => boolean;
}

export function consultaDe<T>({ chave, buscar, podeRepetir }: Definicao<T>): Consulta<T> {
  let consulta = consultas.get(chave) as Consulta<T> | undefined;
  if (!consulta) {
    consulta = {
      estado: { data: undefined, error: null, isPending: true, isFetching: false },
      em: 0,
      emCurso: null,
      buscar,
      podeRepetir,
      ouvintes: new Set(),
    };
    consultas.set(chave, consulta as Consulta<unknown>);
  }
  return consulta;
}

/** Asks unless a request is already running; `forcar` asks even when the answer is fresh. */
export function atualizar<T>(consulta: Consulta<T>, forcar = false): Promise<void> {
  if (consulta.emCurso) return consulta.emCurso;
  if (!forcar && consulta.em > 0 && Date.now() - consulta.em < FRESCO_MS) return Promise.resolve();
  consulta.emCurso = executar(consulta).finally(() => (consulta.emCurso = null));
  return consulta.emCurso;
}

/** Starts a read before any page asks for it (the app does at start, in parallel with the page's code). */
export function precarregar<T>(definicao: Definicao<T>) {
  void atualizar(consultaDe(definicao));
}

/** The answer already read for a key, if any (the product page shows the catalogue's copy at once). */
export function respostaGuardada<T>(chave: string): T | undefined {
  return (consultas.get(chave) as Consulta<T> | undefined)?.estado.data;
}

/** Reads once, keeps the answer: the first read, or a fresh one. Throws what the last request threw. */
export async function ler<T>(definicao: Definicao<T>): Promise<T> {
  const consulta = consultaDe(definicao);
  await atualizar(consulta);
  if (consulta.estado.data === undefined && consulta.estado.error) throw consulta.estado.error;
  return consulta.estado.data as T;
}

/** Every read again: those on screen now, the rest when next shown (the service worker said a catalogue changed). */
export function invalidarTudo() {
  for (const consulta of consultas.values()) {
    consulta.em = 0;
    if (consulta.ouvintes.size > 0) void atualizar(consulta, true);
  }
}

/** Follows a read's state: the listener runs on every change. */
export function acompanhar<T>(consulta: Consulta<T>, ouvinte: () => void): () => void {
  consulta.ouvintes.add(ouvinte);
  return () => consulta.ouvintes.delete(ouvinte);
}
