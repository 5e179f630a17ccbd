import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * npm run bench -- --abuso: the public catalogue read measured at rest, then alongside a flood of
 * admin logins and a flood of orders, against one instance of the API (the app in this process,
 * as one Cloud Run instance serves many requests at once). Readers and attackers are processes of
 * their own, as clients are other machines; the attack runs at the lowest CPU priority (nice 19),
 * so that on a 2-core machine generating the flood does not take the CPU the server needs: what the
 * read loses is then the server's own cost of the flood. The attack's volume is printed beside it.
 */

type Tipo = 'leitura' | 'login' | 'pedido';

export interface Carga {
  tipo: Tipo;
  conexoes: number;
  ms: number;
}

export interface Resultado {
  latencias: number[];
  status: Record<string, number>;
}

/*
 * The load generator, plain JavaScript for a process of its own: `conexoes` loops, each sending its next
 * request when the previous one is answered, until `ms` have passed. Logins come from a new address
 * and e-mail each (an attacker rotating both); orders from 50 rotating addresses. The app trusts
 * one proxy hop (TRUST_PROXY_HOPS=1), so X-Forwarded-For plays the address Google would report.
 */
const GERADOR = `
const { base, slug, produtoId, tipo, conexoes, ms } = JSON.parse(process.env.CARGA);
const fim = Date.now() + ms;
const latencias = [];
const status = {};
let n = 0;
const ip = (i) => '198.51.' + ((i >> 8) & 255) + '.' + (i & 255);
function pedido() {
  n += 1;
  if (tipo === 'leitura') return [base + '/api/loja/' + slug, {}];
  const json = { 'Content-Type': 'application/json' };
  if (tipo === 'login') {
    return [base + '/api/admin/login', { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip(n) },
      body: JSON.stringify({ email: 'ataque-' + n + '-' + Math.random().toString(36).slice(2) + '@exemplo.com.br', senha: 'chute-' + n }) }];
  }
  return [base + '/api/loja/' + slug + '/pedido', { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip(n % 50) },
    body: JSON.stringify({ produtos: [{ id: produtoId, quantidade: 1 }] }) }];
}
async function loop() {
  while (Date.now() < fim) {
    const [url, init] = pedido();
    const inicio = performance.now();
    let codigo;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60000) });
      await response.arrayBuffer();
      codigo = String(response.status);
    } catch (error) {
      codigo = error.name === 'TimeoutError' ? 'timeout' : 'erro';
    }
    latencias.push(performance.now() - inicio);
    status[codigo] = (status[codigo] ?? 0) + 1;
  }
}
Promise.all(Array.from({ length: conexoes }, loop)).then(() => process.stdout.write(JSON.stringify({ latencias, status })));
`;

/** Runs one load in a process of its own (at `nice` 19 for an attack) and answers what it measured. */
export function rodarCarga(alvo: { base: string; slug: string; produtoId: string }, carga: Carga, { nice = 0 } = {}): Promise<Resultado> {
  return new Promise((resolve, reject) => {
    const gerador = spawn('nice', ['-n', String(nice), process.execPath, '-e', GERADOR], {
      env: { ...process.env, CARGA: JSON.stringify({ ...alvo, ...carga }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let saida = '';
    gerador.stdout.on('data', (parte: Buffer) => (saida += parte.toString()));
    gerador.once('error', reject);
    gerador.once('close', (codigo) =>
      codigo === 0 ? resolve(JSON.parse(saida) as Resultado) : reject(new Error(`gerador de carga saiu com ${codigo}`)),
    );
  });
}

export function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? NaN;
}

const ms = (valor: number) => `${valor.toFixed(0)} ms`;

/** CPU seconds another process has used so far (user + system, from /proc; Linux's clock ticks are 1/100 s). */
function cpuDoProcesso(pid: number): number {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(campos[11]) + Number(campos[12])) / 100;
}

/**
 * Starts measuring the server's side of a phase; the function it answers tells, since then, the CPU
 * seconds of this process (the app's event loop and libuv's threads, where the hashes run), how busy
 * the app's event loop was (a closed-loop flood keeps it near 100 %, and reads then wait behind the
 * attack's requests) and Firestore's CPU seconds.
 */
function medirServidor(firestorePid: number) {
  const cpu = process.cpuUsage();
  const laco = performance.eventLoopUtilization();
  const firestore = cpuDoProcesso(firestorePid);
  return () => {
    const { user, system } = process.cpuUsage(cpu);
    const ocupado = performance.eventLoopUtilization(laco).utilization;
    return `CPU do app ${((user + system) / 1e6).toFixed(1)} s (laço de eventos ${(ocupado * 100).toFixed(0)} % ocupado), do Firestore ${(cpuDoProcesso(firestorePid) - firestore).toFixed(1)} s`;
  };
}

const contagem = (status: Record<string, number>) =>
  Object.entries(status)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([codigo, total]) => `${total}×${codigo}`)
    .join(', ');

/**
 * The public read's p95 at rest, then under each flood, as a ratio to the rest (goal ≤ 2×); the
 * floods' answers by status and their p50/p95. Answers the summary lines.
 */
export async function medirAbuso(
  alvo: { base: string; slug: string; produtoId: string },
  {
    segundos,
    firestorePid,
    leitores = 4,
    atacantes = 40,
  }: { segundos: number; firestorePid: number; leitores?: number; atacantes?: number },
): Promise<Array<[string, string]>> {
  const leitura: Carga = { tipo: 'leitura', conexoes: leitores, ms: segundos * 1000 };
  const servidorEmRepouso = medirServidor(firestorePid);
  const repouso = await rodarCarga(alvo, leitura);
  const emRepouso = servidorEmRepouso();
  const p95Repouso = percentil(repouso.latencias, 95);
  console.log(
    `\nAbuso (uma instância da API em processo, emulador Firestore local; ${leitores} leitores de GET /api/loja/${alvo.slug}, ${atacantes} conexões de ataque em outro processo com nice 19, ${segundos} s por fase)`,
  );
  // Other processes on the machine move these figures: say how loaded it was.
  console.log(`  carga da máquina (média de 1 min): ${loadavg()[0]!.toFixed(1)}`);
  console.log(`  em repouso: GET p50 ${ms(percentil(repouso.latencias, 50))}, p95 ${ms(p95Repouso)} (${contagem(repouso.status)})`);
  console.log(`    ${emRepouso}`);
  const resumo: Array<[string, string]> = [['GET /api/loja p95 em repouso', ms(p95Repouso)]];
  for (const [rotulo, tipo] of [
    ['login do admin', 'login'],
    ['pedidos', 'pedido'],
  ] as const) {
    const servidor = medirServidor(firestorePid);
    const [sob, ataque] = await Promise.all([
      rodarCarga(alvo, leitura),
      rodarCarga(alvo, { tipo, conexoes: atacantes, ms: segundos * 1000 }, { nice: 19 }),
    ]);
    const sobAtaque = servidor();
    const p95 = percentil(sob.latencias, 95);
    const razao = p95 / p95Repouso;
    console.log(
      `  sob avalanche de ${rotulo}: GET p50 ${ms(percentil(sob.latencias, 50))}, p95 ${ms(p95)} = ${razao.toFixed(2)}× o repouso (meta ≤ 2×; ${contagem(sob.status)});` +
        ` ataque: ${ataque.latencias.length} requisições (${contagem(ataque.status)}), p50 ${ms(percentil(ataque.latencias, 50))}, p95 ${ms(percentil(ataque.latencias, 95))}`,
    );
    console.log(`    ${sobAtaque}`);
    resumo.push([
      `GET /api/loja p95 sob ${rotulo}`,
      `${ms(p95)}, ${razao.toFixed(2)}× o repouso (meta ≤ 2×); ataque ${contagem(ataque.status)}`,
    ]);
  }
  console.log(`  carga da máquina ao fim (média de 1 min): ${loadavg()[0]!.toFixed(1)}`);
  return resumo;
}
