import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * npm test's closing summary, printed after vitest's own: how long each tier (vitest project: unit,
 * api, e2e, stack) took from its first test's start to its last test's end, and every test that
 * passed only on a retry with what failed before (CI retries a browser flow once:
 * a flaky test is reported here by name and cause, never hidden by the green total).
 */
export default class CamadasReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const camadas = new Map<string, { inicio: number; fim: number; testes: number }>();
    const repetidos: string[] = [];
    let testesRepetidos = 0;
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const diagnostico = testCase.diagnostic();
        if (!diagnostico) continue; // skipped or never ran
        const { startTime, duration, retryCount } = diagnostico;
        const nome = testCase.project.name;
        const camada = camadas.get(nome) ?? { inicio: startTime, fim: startTime + duration, testes: 0 };
        camada.inicio = Math.min(camada.inicio, startTime);
        camada.fim = Math.max(camada.fim, startTime + duration);
        camada.testes += 1;
        camadas.set(nome, camada);
        if (retryCount > 0) {
          const arquivo = relative(process.cwd(), testModule.moduleId);
          const resultado = testCase.result();
          testesRepetidos += 1;
          repetidos.push(
            `${arquivo} > ${testCase.fullName} (${retryCount} nova${retryCount > 1 ? 's' : ''} tentativa${retryCount > 1 ? 's' : ''}, ${resultado.state})`,
            // What failed before (vitest keeps a retried test's earlier errors): the flake's cause, not only its name.
            ...(resultado.errors ?? []).map((erro) => resumoDoErro(erro.message ?? String(erro))),
          );
        }
      }
    }
    console.log('\nTempo por camada (do primeiro teste ao último):');
    for (const [nome, { inicio, fim, testes }] of camadas) {
      console.log(`  ${nome.padEnd(6)} ${((fim - inicio) / 1000).toFixed(0).padStart(5)} s  (${testes} testes)`);
    }
    console.log(
      testesRepetidos ? `Testes que só passaram numa nova tentativa (${testesRepetidos}):` : 'Nenhum teste precisou de nova tentativa.',
    );
    for (const linha of repetidos) console.log(`  ${linha}`);
  }
}

/**
 * What failed, as CI's view of the output's end can show it: the message's lines (a flow's own
 * diagnostics follow Playwright's first line: what the page showed, what the worker kept), without
 * the stack, at most 8 lines of 300 characters, each indented under the test's name.
 */
export function resumoDoErro(mensagem: string): string {
  return mensagem
    .split('\n')
    .filter((linha) => linha.trim() && !/^\s*at /.test(linha))
    .slice(0, 8)
    .map((linha) => `    ${linha.trim().slice(0, 300)}`)
    .join('\n');
}
