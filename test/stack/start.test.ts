import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PixApiResponse } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { sessaoDoGoogle, signInWithIdp, type GoogleAccount } from '../../scripts/lib/auth-emulator.js';
import { DEMO_PIX_API_CHAVE, DEMO_PIX_API_CLIENT_ID } from '../../scripts/lib/demo-pix-api.js';
import { DEMO_PIZZARIA, ROOT, build } from '../../scripts/lib/stack.js';

/**
 * `npm start` as a supervisor runs it: on ports of its own (--ports-from) with a data directory of
 * its own, stopped by a signal to npm's own PID. Each stack here is a whole local stack (Firebase
 * emulators, local Firestore) serving the build as it is (--skip-build): built here when missing,
 * and never rebuilt under the e2e stack that npm test runs beside this tier.
 */

/** --ports-from N's ports, in order: the stack's, then the local bank's API Pix and its control API. */
const PORT_NAMES = ['hosting', 'functions', 'auth', 'firestore', 'hub', 'logging', 'psp', 'psp-controle'];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A first port with the 7 after it free too, away from the default stack (5000, 9099, 8080, 4400, 8443...). */
async function freePortRange(): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(PORT_NAMES.map((_, index) => portIsFree(first + index)));
    if (free.every(Boolean)) return first;
  }
}

/** Every process below `pid`, whatever process group it moved to. */
function descendants(pid: number): number[] {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie is gone for every purpose but its exit status.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
};

interface NpmStack {
  npm: ChildProcess;
  ports: number[];
  app: string;
  authHost: string;
  /** The local bank's control API (test/support/psp-local/README.md). */
  pspControle: string;
  output: string[];
}

async function startNpm(dataDir: string, first?: number): Promise<NpmStack> {
  first ??= await freePortRange();
  const npm = spawn('npm', ['start', '--silent', '--', '--ports-from', String(first), '--data-dir', dataDir, '--skip-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  npm.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 240_000;
  while (!output.join('').includes('Vitrine está no ar')) {
    if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start não subiu:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const ports = PORT_NAMES.map((_, index) => first + index);
  return {
    npm,
    ports,
    app: `http://127.0.0.1:${first}`,
    authHost: `127.0.0.1:${first + 2}`,
    pspControle: `http://127.0.0.1:${first + 7}/_psp`,
    output,
  };
}

/** Sends `signal` to npm's own PID (not its group) and answers what is left after `withinMs`. */
async function signalNpm(stack: NpmStack, signal: NodeJS.Signals, withinMs = 40_000) {
  const processes = [stack.npm.pid!, ...descendants(stack.npm.pid!)];
  expect(processes.length).toBeGreaterThan(4); // npm, start.ts, the local Firestore, the guard, firebase-tools...
  stack.npm.kill(signal);
  const deadline = Date.now() + withinMs;
  for (;;) {
    const survivors = processes.filter(alive);
    const busyPorts = (await Promise.all(stack.ports.map(async (port) => ((await portIsFree(port)) ? null : port)))).filter(Boolean);
    if ((survivors.length === 0 && busyPorts.length === 0) || Date.now() > deadline) return { survivors, busyPorts };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The local bank's own process (node --import tsx …/psp-local/main.ts), not the guard that started it. */
function pspPid(stack: NpmStack): number | undefined {
  return descendants(stack.npm.pid!).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[3]?.endsWith(join('psp-local', 'main.ts'));
    } catch {
      return false;
    }
  });
}

/** The owner's session on the stack, as the web app opens it: Google on the Auth emulator, then POST /api/sessions. */
async function ownerCookie(stack: NpmStack, conta: GoogleAccount): Promise<string> {
  return (await sessaoDoGoogle(stack.authHost, `${stack.app}${API_BASE}${apiPaths.sessions}`, conta)).cookie;
}

async function pixApiDaPizzaria(stack: NpmStack): Promise<PixApiResponse> {
  const response = await fetch(`${stack.app}${API_BASE}${apiPaths.lojaPixApi}`, {
    headers: { Cookie: await ownerCookie(stack, DEMO_PIZZARIA.conta) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PixApiResponse;
}

interface EstadoDoPsp {
  requisicoes: { metodo: string; caminho: string; clientId?: string; status: number; resultado: string }[];
  webhooks: { webhookUrl: string; chave: string }[];
}
const estadoDoPsp = async (stack: NpmStack) => (await (await fetch(`${stack.pspControle}/estado`)).json()) as EstadoDoPsp;

/** The connection check the demo's connection made at this bank (a token over mutual TLS, then GET /webhook/{chave}). */
const verificacoesDaDemo = (estado: EstadoDoPsp) =>
  estado.requisicoes.filter(
    (r) =>
      r.clientId === DEMO_PIX_API_CLIENT_ID &&
      r.metodo === 'GET' &&
      r.caminho.endsWith(`/webhook/${encodeURIComponent(DEMO_PIX_API_CHAVE)}`) &&
      [200, 404].includes(r.status),
  );

beforeAll(() => {
  if (!existsSync(join(ROOT, 'functions/lib/index.js')) || !existsSync(join(ROOT, 'web/dist/index.html'))) build({});
});

const dirs: string[] = [];
const started: NpmStack[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-stack-test-'));
  dirs.push(dir);
  return dir;
};
const start = async (dataDir: string, first?: number) => {
  const stack = await startNpm(dataDir, first);
  started.push(stack);
  return stack;
};
afterAll(() => {
  // A failed test must not leave a stack behind: end each one's whole tree.
  for (const stack of started) {
    for (const pid of [stack.npm.pid!, ...descendants(stack.npm.pid!)].filter(alive)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Two stacks at once, stopped in either order by a signal to npm's own PID, as a supervisor does.
 * The tests run in order and share the stacks: each stack start costs a minute on a loaded machine.
 */
describe('Two local stacks at once, under a supervisor', () => {
  const contaA: GoogleAccount = { sub: 'pilha-a', email: 'a@pilha.test', name: 'Pilha A' };
  const contaB: GoogleAccount = { sub: 'pilha-b', email: 'b@pilha.test', name: 'Pilha B' };
  const contaB2: GoogleAccount = { sub: 'pilha-b2', email: 'b2@pilha.test', name: 'Pilha B2' };
  const uidDe = async (stack: NpmStack, conta: GoogleAccount) => (await signInWithIdp(stack.authHost, conta)).localId;
  const exportedUids = (dataDir: string) =>
    (JSON.parse(readFileSync(join(dataDir, 'auth', 'auth_export', 'accounts.json'), 'utf8')).users as Array<{ localId: string }>).map(
      (user) => user.localId,
    );
  const dirA = newDataDir();
  const dirB = newDataDir();
  let a: NpmStack;
  let b: NpmStack;
  let uidA: string;
  let uidB: string;
  let uidB2: string;

  beforeAll(async () => {
    a = await start(dirA);
    b = await start(dirB);
    uidA = await uidDe(a, contaA);
    uidB = await uidDe(b, contaB);
  });

  it('when a stranger sends a path Hosting cannot read, then 400 and npm start keeps serving', async () => {
    // `//%3Cx%3E` stopped firebase-tools' Hosting emulator, and npm start with it (issue 43).
    for (const caminho of ['//%3Cx%3E', '/loja/%ZZ']) expect((await fetch(`${a.app}${caminho}`)).status, caminho).toBe(400);
    expect((await fetch(`${a.app}/api/health`)).status).toBe(200);
    expect(a.npm.exitCode).toBeNull();
  });

  it('when npm start is up, then the local bank runs in a process of its own and the demo pizzeria is connected to it as its owner connects', async () => {
    expect(pspPid(a)).toBeDefined();
    const bancoDeA = `https://127.0.0.1:${a.ports[6]}/v2`;
    // Not connected: the stack's own output says why (npm start logs each try).
    expect(await pixApiDaPizzaria(a), a.output.join('')).toMatchObject({
      conectado: true,
      provedor: 'outro',
      base_url: bancoDeA,
      chave: DEMO_PIX_API_CHAVE,
    });
    const estado = await estadoDoPsp(a);
    expect(verificacoesDaDemo(estado).length).toBeGreaterThan(0);
    expect(estado.requisicoes.filter((r) => r.resultado === 'invalida')).toEqual([]);
    // The bank notifies the webhook the connection registered: the stack's own origin, Hosting → the Functions emulator.
    expect(estado.webhooks.map((w) => [w.chave, w.webhookUrl.startsWith(`${a.app}${API_BASE}/`)])).toEqual([[DEMO_PIX_API_CHAVE, true]]);
    // The other stack's bank is its own, on its own ports.
    expect(await pixApiDaPizzaria(b), b.output.join('')).toMatchObject({ conectado: true, base_url: `https://127.0.0.1:${b.ports[6]}/v2` });
  });

  it('when a customer orders by PIX at the demo pizzeria, then the local bank pays the charge by itself and the order is "pago" within seconds', async () => {
    const catalogo = (await (await fetch(`${a.app}${API_BASE}${apiPaths.lojaCatalogo({ slug: DEMO_PIZZARIA.slug })}`)).json()) as {
      produtos: { id: string; nome: string }[];
    };
    const acai = catalogo.produtos.find((produto) => produto.nome.startsWith('Açaí'))!;
    const resposta = await fetch(`${a.app}${API_BASE}${apiPaths.lojaPedido({ slug: DEMO_PIZZARIA.slug })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        produtos: [{ id: acai.id, gramas: 500 }],
        cliente: { nome: 'João', telefone: '11912345678' },
        entrega: { tipo: 'retirada' },
        pagamento: { forma: 'pix' },
      }),
    });
    expect(resposta.status).toBe(201);
    const pedido = (await resposta.json()) as { codigo: string; pagamento: { status: string; confirmacao: string } };
    expect(pedido.pagamento).toMatchObject({ status: 'pendente', confirmacao: 'automatica' });
    const cookie = await ownerCookie(a, DEMO_PIZZARIA.conta);
    const pagamento = async () => {
      const { pedidos } = (await (await fetch(`${a.app}${API_BASE}${apiPaths.pedidos}`, { headers: { Cookie: cookie } })).json()) as {
        pedidos: { codigo: string; pagamento: { status: string } | null }[];
      };
      return pedidos.find((p) => p.codigo === pedido.codigo)?.pagamento?.status;
    };
    // The bank pays 8 s after the charge, notifies the stack's webhook, which re-reads the charge.
    const prazo = Date.now() + 60_000;
    while ((await pagamento()) !== 'pago' && Date.now() < prazo) await new Promise((r) => setTimeout(r, 1000));
    expect(await pagamento()).toBe('pago');
    const estado = await estadoDoPsp(a);
    expect(estado.requisicoes.filter((r) => r.resultado === 'invalida')).toEqual([]);
  });

  it('when the local Firestore is killed, then the Firebase emulators keep serving and the API answers 503', async () => {
    const firestorePid = descendants(a.npm.pid!).find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('firestore-process.ts'),
    );
    expect(firestorePid).toBeDefined();
    process.kill(firestorePid!, 'SIGKILL');
    const pedido = Date.now();
    const health = await fetch(`${a.app}/api/health`);
    expect(health.status).toBe(503);
    // Within its own 3 s for Firestore, not at the request's 20 s deadline: what an uptime check needs.
    expect(Date.now() - pedido).toBeLessThan(10_000);
    expect(a.npm.exitCode).toBeNull();
  });

  it('when the stack started second gets SIGINT first, then nothing of it survives, it exports only its own accounts and a restart keeps them', async () => {
    expect(await signalNpm(b, 'SIGINT')).toEqual({ survivors: [], busyPorts: [] });
    expect(exportedUids(dirB)).toContain(uidB);
    expect(exportedUids(dirB)).not.toContain(uidA);
    b = await start(dirB);
    expect(await uidDe(b, contaB)).toBe(uidB);
    uidB2 = await uidDe(b, contaB2);
  });

  it('when a stack starts again on its data, then the demo pizzeria is connected again, to the new bank and its new certificate', async () => {
    // The restarted stack's bank is a new process with new certificates: the connection the first start
    // saved would be refused there; the check recorded by this bank is the new connection's.
    expect(pspPid(b)).toBeDefined();
    expect(verificacoesDaDemo(await estadoDoPsp(b)).length).toBeGreaterThan(0);
    expect(await pixApiDaPizzaria(b), b.output.join('')).toMatchObject({ conectado: true, base_url: `https://127.0.0.1:${b.ports[6]}/v2` });
  });

  it("when a supervisor sends SIGTERM to npm's own PID, then no process of the stack survives (the local bank's neither), every port is free and each stack exported its own accounts", async () => {
    const bancoDeA = pspPid(a);
    expect(bancoDeA).toBeDefined();
    expect(await signalNpm(a, 'SIGTERM')).toEqual({ survivors: [], busyPorts: [] });
    expect(alive(bancoDeA!)).toBe(false);
    expect(exportedUids(dirA)).toContain(uidA);
    expect(exportedUids(dirA)).not.toContain(uidB2);
    expect(await signalNpm(b, 'SIGTERM')).toEqual({ survivors: [], busyPorts: [] });
    expect(exportedUids(dirB)).toEqual(expect.arrayContaining([uidB, uidB2]));
    expect(exportedUids(dirB)).not.toContain(uidA);
    expect(existsSync(join(dirB, 'auth.pending'))).toBe(false);
  });
});
