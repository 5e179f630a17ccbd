import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * npm run bench -- --abuso: the public catalogue read measured at rest, then alongside a flood of
 * admin logins, a flood of orders and one of reviews, against one instance of the API (the app in this process,
 * as one Cloud Run instance serves many requests at once). Readers and attackers are processes of
 * their own, as clients are other machines; the attack runs at the lowest CPU priority (nice 19),
 * so that on a 2-core machine generating the flood does not take the CPU the server needs: what the
 * read loses is then the server's own cost of the flood. The attack's volume is printed beside it.
 *
 * The read is measured twice: by closed-loop readers (each sends its next read when the last is
 * answered: the figure the goal is set on), then by an open-loop probe (reads on a fixed schedule,
 * each timed from the moment it was due), which a stall cannot hide from: a closed loop samples a
 * 50 ms stall once, a 100-a-second probe five times ("coordinated omission", Gil Tene).
 */

type Tipo = 'leitura' | 'login' | 'pedido' | 'avaliacao';

export interface Carga {
  tipo: Tipo;
  /** Closed loop: this many connections, each sending its next request when the last is answered. */
  conexoes: number;
  /** Open loop instead: this many requests a second on a fixed schedule, whatever the answers. */
  porSegundo?: number;
  ms: number;
}

export interface Resultado {
  latencias: number[];
  status: Record<string, number>;
}

/*
 * The load generator, plain JavaScript for a process of its own: `conexoes` loops, each sending its next
 * request when the previous one is answered, until `ms` have passed; or, given `porSegundo`, one
 * request every 1/porSegundo s, each timed from when it was due (a late timer counts against it). Logins come from a new address
 * and e-mail each (an attacker rotating both); orders from 50 rotating addresses; reviews (issue 47) half
 * posted on made-up orders' tokens, half read page after page from ever older dates (no CDN copy
 * answers those), from the same 50 addresses. The app trusts
 * one proxy hop (TRUST_PROXY_HOPS=1), so X-Forwarded-For plays the address Google would report.
 */
const GERADOR = `
const crypto = require('node:crypto');
const { base, slug, produtoId, tipo, conexoes, porSegundo, ms } = JSON.parse(process.env.CARGA);
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
  if (tipo === 'avaliacao') {
    if (n % 2) {
      const token = crypto.randomBytes(16).toString('base64url');
      return [base + '/api/pedido/' + token + '/avaliacao', { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip(n % 50) },
        body: JSON.stringify({ nota: 5, comentario: 'Tudo ótimo ' + n }) }];
    }
    const antes = new Date(Date.now() - n * 60000).toISOString();
    return [base + '/api/loja/' + slug + '/avaliacoes?antes=' + encodeURIComponent(antes), { headers: { 'X-Forwarded-For': ip(n % 50) } }];
  }
  return [base + '/api/loja/' + slug + '/pedido', { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip(n % 50) },
    body: JSON.stringify({ produtos: [{ id: produtoId, quantidade: 1 }] }) }];
}
async function enviar(inicio) {
  const [url, init] = pedido();
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
async function loop() {
  while (Date.now() < fim) await enviar(performance.now());
}
async function agenda() {
  const inicio = performance.now();
  const enviados = [];
  for (let i = 0; i < (porSegundo * ms) / 1000; i++) {
    const devido = inicio + (i * 1000) / porSegundo;
    const espera = devido - performance.now();
    if (espera > 0) await new Promise((pronto) => setTimeout(pronto, espera));
    enviados.push(enviar(devido));
  }
  await Promise.all(enviados);
}
(porSegundo ? agenda() : Promise.all(Array.from({ length: conexoes }, loop))).then(() =>
  process.stdout.write(JSON.stringify({ latencias, status })),
);
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
 * the app's event loop was (the fuller, the longer a read waits behind the attack's requests) and
 * Firestore's CPU seconds.
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

const ATAQUES = [
  ['login do admin', 'login'],
  ['pedidos', 'pedido'],
  ['avaliações', 'avaliacao'],
] as const;

/**
 * The public read's p95 at rest, then under each flood, as a ratio to the rest (goal ≤ 2×), by the
 * closed-loop readers, then the same three phases by the open-loop probe; the floods' answers by
 * status and their p50/p95. Answers the summary lines.
 */
export async function medirAbuso(
  alvo: { base: string; slug: string; produtoId: string },
  {
    segundos,
    firestorePid,
    leitores = 4,
    atacantes = 40,
    sondasPorSegundo = 100,
    nice = 19,
  }: {
    segundos: number;
    firestorePid: number;
    leitores?: number;
    atacantes?: number;
    sondasPorSegundo?: number;
    /** The attackers' niceness, and the emulator's (which the caller set). */
    nice?: number;
  },
): Promise<Array<[string, string]>> {
  console.log(
    `\nAbuso (uma instância da API em processo, emulador Firestore local com nice ${nice}; ${atacantes} conexões de ataque em outro processo com nice ${nice}, ${segundos} s por fase)`,
  );
  // Other processes on the machine move these figures: say how loaded it was.
  console.log(`  carga da máquina (média de 1 min): ${loadavg()[0]!.toFixed(1)}`);
  const resumo: Array<[string, string]> = [];
  for (const [leitura, nome, meta] of [
    [{ tipo: 'leitura', conexoes: leitores, ms: segundos * 1000 }, `${leitores} leitores em ciclo fechado`, ' (meta ≤ 2×)'],
    [
      { tipo: 'leitura', conexoes: 0, porSegundo: sondasPorSegundo, ms: segundos * 1000 },
      `sonda em ciclo aberto, ${sondasPorSegundo} leituras/s`,
      '',
    ],
  ] as Array<[Carga, string, string]>) {
    console.log(`  GET /api/loja/${alvo.slug}, ${nome}:`);
    const servidorEmRepouso = medirServidor(firestorePid);
    const repouso = await rodarCarga(alvo, leitura);
    const p95Repouso = percentil(repouso.latencias, 95);
    console.log(
      `    em repouso: p50 ${ms(percentil(repouso.latencias, 50))}, p95 ${ms(p95Repouso)} (${contagem(repouso.status)}); ${servidorEmRepouso()}`,
    );
    resumo.push([`GET /api/loja p95 em repouso (${nome})`, ms(p95Repouso)]);
    for (const [rotulo, tipo] of ATAQUES) {
      const servidor = medirServidor(firestorePid);
      const [sob, ataque] = await Promise.all([
        rodarCarga(alvo, leitura),
        rodarCarga(alvo, { tipo, conexoes: atacantes, ms: segundos * 1000 }, { nice }),
      ]);
      const noServidor = servidor();
      const p95 = percentil(sob.latencias, 95);
      const razao = `${(p95 / p95Repouso).toFixed(2)}× o repouso${meta}`;
      console.log(
        `    sob avalanche de ${rotulo}: p50 ${ms(percentil(sob.latencias, 50))}, p95 ${ms(p95)} = ${razao} (${contagem(sob.status)});` +
          ` ataque: ${ataque.latencias.length} requisições (${contagem(ataque.status)}), p50 ${ms(percentil(ataque.latencias, 50))}, p95 ${ms(percentil(ataque.latencias, 95))}; ${noServidor}`,
      );
      resumo.push([`GET /api/loja p95 sob ${rotulo} (${nome})`, `${ms(p95)}, ${razao}; ataque ${contagem(ataque.status)}`]);
    }
  }
  console.log(`  carga da máquina ao fim (média de 1 min): ${loadavg()[0]!.toFixed(1)}`);
  return resumo;
}
