import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appWith, firestore, listen, type Listening, type TestApp } from '../api.js';
import { iniciarPspLocal, type OpcoesPspLocal, type PspLocal } from './psp.js';

/** The tests' clock, shared by the app, the PSP and the jobs a test runs by hand. It only moves forward. */
export function relogioDeTeste() {
  let agora = new Date();
  return {
    now: () => agora,
    avancar: (ms: number) => (agora = new Date(agora.getTime() + ms)),
  };
}

export interface AppComPsp {
  psp: PspLocal;
  /** The app, listening on a port of its own (`servidor`) so that the PSP's notifications reach it as a bank's would. */
  app: TestApp;
  servidor: Listening;
  /** The env the app was built with, PSP's authority included: for the jobs a test runs as the scheduler would. */
  env: Record<string, string>;
  /** Another app over the same Firestore and PSP with some variables changed (a shorter deadline, a lower limit). */
  appCom(overrides: Record<string, string>): TestApp;
}

/**
 * A test file's local PSP (the Banco Central's API Pix, mutual TLS) and the app that trusts its
 * authority, set up once for the file (vitest hooks registered here) and torn down after it. The
 * PSP answers again after each test (`noAr`) and forgets the invalid calls a test provoked. Read
 * the fields inside tests and hooks: they are set in `beforeAll`.
 */
export function appComPspLocal(opcoes: { psp?: OpcoesPspLocal; env?: Record<string, string>; now?: () => Date; pasta: string }): AppComPsp {
  const ambiente = {} as AppComPsp;
  let dir = '';
  beforeAll(async () => {
    ambiente.psp = await iniciarPspLocal({ agora: opcoes.now, ...opcoes.psp });
    dir = mkdtempSync(join(tmpdir(), `vitrine-${opcoes.pasta}-`));
    const ca = join(dir, 'autoridade.pem');
    writeFileSync(ca, ambiente.psp.certificados.autoridade);
    // The app is built with the server's URL (where the PSP notifies), so the server starts first.
    const alvo: { app?: TestApp } = {};
    ambiente.servidor = await listen((req, res) => alvo.app!(req, res));
    ambiente.env = { ...opcoes.env, PIX_API_CA_ARQUIVO: ca, PIX_WEBHOOK_ORIGEM: ambiente.servidor.url };
    ambiente.appCom = (overrides) => appWith({ ...ambiente.env, ...overrides }, firestore(), { now: opcoes.now });
    ambiente.app = alvo.app = ambiente.appCom({});
  }, 60_000);
  afterEach(() => {
    ambiente.psp.noAr();
    ambiente.psp.semInvalidas();
  });
  afterAll(async () => {
    await ambiente.servidor?.close();
    await ambiente.psp?.parar();
    rmSync(dir, { recursive: true, force: true });
  });
  return ambiente;
}

/**
 * What a file's API answered and the function logged, kept to search for secrets at the end (an
 * access token, a client secret, a certificate's password must never show): `guardar` keeps a
 * response, and every line written to the console's streams while the file runs is kept
 * (firebase-functions/logger writes through them).
 */
export function testemunhaDeSegredos() {
  const respostas: string[] = [];
  const linhasDoLog: string[] = [];
  const console_ = console as unknown as { _stdout: NodeJS.WritableStream; _stderr: NodeJS.WritableStream };
  const originais = [console_._stdout.write, console_._stderr.write] as const;
  beforeAll(() => {
    for (const stream of [console_._stdout, console_._stderr]) {
      const original = stream.write;
      stream.write = function (this: NodeJS.WritableStream, parte: unknown, ...resto: unknown[]) {
        linhasDoLog.push(String(parte));
        return (original as (...args: unknown[]) => boolean).call(this, parte, ...resto);
      } as typeof stream.write;
    }
  });
  afterAll(() => {
    [console_._stdout.write, console_._stderr.write] = originais;
  });
  return {
    respostas,
    linhasDoLog,
    guardar: <T extends { text: string; headers: object }>(response: T) => {
      respostas.push(JSON.stringify(response.headers) + response.text);
      return response;
    },
  };
}
