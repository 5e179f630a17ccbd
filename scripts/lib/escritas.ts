/**
 * Writes per document per second: Firestore sustains about one write per second on a single
 * document, however large the platform. This files each committed write under its document and
 * virtual second, and ranks the documents; simulacao-escritas.ts drives the app's write paths.
 */

/** What each id of a path stands for, by the collection it is in; any other id is `{id}`. */
const NOMES_DOS_IDS: Record<string, string> = {
  lojistas: '{lojaId}',
  estatisticas: '{dia}',
  visitantes: '{dia}_{visitante}',
  acompanhamentos: '{token}',
  catalogos: '{lojaId}',
  catalogos_por_slug: '{slug}',
  slugs: '{slug}',
  contadores: '{k}',
  contagens: '{autoId}',
  estatisticas_mensais: '{YYYY-MM}_{k}',
};

/** `lojistas/abc/estatisticas/2025-01-01` → `lojistas/{lojaId}/estatisticas/{dia}`. */
export function padraoDoDocumento(caminho: string): string {
  return caminho
    .split('/')
    .map((parte, indice, partes) => (indice % 2 === 0 ? parte : (NOMES_DOS_IDS[partes[indice - 1]!] ?? '{id}')))
    .join('/');
}

export interface DocumentoMaisEscrito {
  /** The path pattern shared by the documents of this row. */
  padrao: string;
  /** Writes per second of the busiest document of the pattern, averaged over the run. */
  porSegundo: number;
  /** The most writes that document or another of the pattern took in a single virtual second. */
  picoEmUmSegundo: number;
  /** How many documents of the pattern were written. */
  documentos: number;
}

/**
 * Committed writes by document and virtual second. `segundo` is the virtual second the operations
 * now running belong to; null (a warm-up) records nothing.
 */
export function registroDeEscritas() {
  const porDocumento = new Map<string, Map<number, number>>();
  let segundo: number | null = null;
  let medidos = 0;
  return {
    set segundo(valor: number | null) {
      segundo = valor;
      if (valor !== null) medidos = Math.max(medidos, valor + 1);
    },
    get segundo() {
      return segundo;
    },
    /** For LocalFirestore.onWrite: one commit's documents. */
    gravar(caminhos: string[]) {
      if (segundo === null) return;
      for (const caminho of caminhos) {
        const segundos = porDocumento.get(caminho) ?? new Map<number, number>();
        segundos.set(segundo, (segundos.get(segundo) ?? 0) + 1);
        porDocumento.set(caminho, segundos);
      }
    },
    /** Forgets what was recorded, for the next run. */
    limpar() {
      porDocumento.clear();
      medidos = 0;
    },
    /** Patterns by their busiest document, busiest first: writes over the virtual seconds measured (0 to the last one set). */
    ranking(): DocumentoMaisEscrito[] {
      const porPadrao = new Map<string, DocumentoMaisEscrito>();
      for (const [caminho, segundos] of porDocumento) {
        const padrao = padraoDoDocumento(caminho);
        const total = [...segundos.values()].reduce((soma, escritas) => soma + escritas, 0);
        const linha = porPadrao.get(padrao) ?? { padrao, porSegundo: 0, picoEmUmSegundo: 0, documentos: 0 };
        linha.porSegundo = Math.max(linha.porSegundo, total / medidos);
        linha.picoEmUmSegundo = Math.max(linha.picoEmUmSegundo, ...segundos.values());
        linha.documentos++;
        porPadrao.set(padrao, linha);
      }
      return [...porPadrao.values()].sort((a, b) => b.porSegundo - a.porSegundo || a.padrao.localeCompare(b.padrao));
    },
  };
}

export type RegistroDeEscritas = ReturnType<typeof registroDeEscritas>;

/** The bench's last line: the busiest document's writes per second, over every load. */
export const linhaDasEscritas = (maximo: number) => `escritas por documento por segundo (máx): ${maximo.toFixed(1)}`;
