import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * shared/src by concept (issue 42): no circle of imports among its modules, type imports included
 * (ESLint's import-x/no-cycle skips those), and every subpath the public app may import stays
 * free of zod at run time (only `import type` may reach a schema).
 */
const SRC = resolve(import.meta.dirname, '../src');

function arquivos(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    return statSync(caminho).isDirectory() ? arquivos(caminho) : caminho.endsWith('.ts') ? [caminho] : [];
  });
}

interface Importacao {
  alvo: string;
  /** `import type` (or `export type`): erased at run time. */
  soTipo: boolean;
  externo: boolean;
}

/** The imports and re-exports of a module, resolved to files of shared/src or named as packages. */
function importacoes(arquivo: string): Importacao[] {
  const texto = readFileSync(arquivo, 'utf8');
  return [...texto.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?'([^']+)';/gms)].map(([, tipo, especificador]) => {
    const externo = !especificador!.startsWith('.');
    return {
      alvo: externo ? especificador! : resolve(dirname(arquivo), especificador!.replace(/\.js$/, '.ts')),
      soTipo: Boolean(tipo),
      externo,
    };
  });
}

const grafo = new Map(arquivos(SRC).map((arquivo) => [arquivo, importacoes(arquivo)]));
const nome = (arquivo: string) => relative(SRC, arquivo);

describe('shared/src: módulos por conceito', () => {
  it('when its modules are walked with their type imports, then no module imports itself through others', () => {
    const ciclos: string[] = [];
    const estado = new Map<string, 'andando' | 'feito'>();
    const pilha: string[] = [];
    const visitar = (arquivo: string) => {
      estado.set(arquivo, 'andando');
      pilha.push(arquivo);
      for (const { alvo, externo } of grafo.get(arquivo) ?? []) {
        if (externo || !grafo.has(alvo)) continue;
        if (estado.get(alvo) === 'andando') ciclos.push([...pilha.slice(pilha.indexOf(alvo)), alvo].map(nome).join(' → '));
        else if (!estado.has(alvo)) visitar(alvo);
      }
      pilha.pop();
      estado.set(arquivo, 'feito');
    };
    for (const arquivo of grafo.keys()) if (!estado.has(arquivo)) visitar(arquivo);
    expect(ciclos).toEqual([]);
  });

  const exportacoes = JSON.parse(readFileSync(resolve(SRC, '../package.json'), 'utf8')).exports as Record<string, string>;
  // A concept's `/schema` subpath is the owner app's lazy way to its zod schemas (a dynamic import of
  // the root would keep all of zod in the bundle); every other subpath is zod-free.
  const livresDeZod = Object.entries(exportacoes).filter(([subpath]) => subpath !== '.' && !subpath.endsWith('/schema'));

  it('when a subpath ends in /schema, then it is a concept folder’s schema.ts', () => {
    const deSchema = Object.entries(exportacoes).filter(([subpath]) => subpath.endsWith('/schema'));
    for (const [subpath, arquivo] of deSchema) expect(arquivo).toBe(`./src${subpath.slice(1)}.ts`);
  });

  it.each(livresDeZod)('when the public app imports @vitrine/shared from %s, then nothing it runs imports zod', (subpath, arquivo) => {
    const alcancados = new Set<string>();
    const andar = (atual: string) => {
      if (alcancados.has(atual)) return;
      alcancados.add(atual);
      for (const { alvo, soTipo, externo } of grafo.get(atual) ?? []) {
        if (soTipo) continue;
        expect(externo && alvo === 'zod', `${subpath}: ${nome(atual)} imports zod`).toBe(false);
        if (!externo) andar(alvo);
      }
    };
    andar(resolve(SRC, '..', arquivo));
  });

  it('when shared/src is listed, then no module is named by an audience (owner, public, admin): each lives with its concept', () => {
    expect(
      arquivos(SRC)
        .map(nome)
        .filter((arquivo) => /(^|\/)(owner|public|admin)\.ts$/.test(arquivo)),
    ).toEqual([]);
  });

  it('when a concept has a folder, then its zod-free index.ts is the subpath of its name', () => {
    const pastas = readdirSync(SRC).filter((pasta) => statSync(join(SRC, pasta)).isDirectory());
    expect(pastas.length).toBeGreaterThan(0);
    for (const pasta of pastas) expect(exportacoes[`./${pasta}`], pasta).toBe(`./src/${pasta}/index.ts`);
  });

  it('when the root (@vitrine/shared) is imported, then every module of every concept folder is reached from it', () => {
    const alcancados = new Set<string>();
    const andar = (atual: string) => {
      if (alcancados.has(atual)) return;
      alcancados.add(atual);
      for (const { alvo, externo } of grafo.get(atual) ?? []) if (!externo) andar(alvo);
    };
    andar(resolve(SRC, 'index.ts'));
    const deConceito = [...grafo.keys()].filter((arquivo) => nome(arquivo).includes('/'));
    expect(deConceito.filter((arquivo) => !alcancados.has(arquivo)).map(nome)).toEqual([]);
  });
});
