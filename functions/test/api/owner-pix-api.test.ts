import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PIX_API_ERROS, perfilNaoPermite, type PapelDeMembro, type PixApiInput } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { pixApiDoc, pixApiRepository } from '../../src/model/pix-api.js';
import { lerChaves, novaChave } from '../../src/platform/pix/cifra.js';
import { appWith, firestore, newGoogleAccount, newOwner, signInOwner, type Owner, type TestApp } from '../../../test/support/api.js';
import { testemunhaDeSegredos } from '../../../test/support/psp-local/com-app.js';
import { iniciarPspLocal, type PspLocal } from '../../../test/support/psp-local/psp.js';

/**
 * "Pagamentos" (issue 45): the owner connects the shop's bank's API Pix, against the local PSP
 * (the Banco Central's document as its contract, mutual TLS with certificates the test makes).
 */

const PIX_API = `/api${apiPaths.lojaPixApi}`;

const { respostas, linhasDoLog, guardar } = testemunhaDeSegredos();

let psp: PspLocal;
let dir: string;
let app: TestApp;
/** The same app with a 2 s deadline for the bank, for the outage (the message still says 10 s: deployed, it is). */
let appApressado: TestApp;

beforeAll(async () => {
  psp = await iniciarPspLocal();
  dir = mkdtempSync(join(tmpdir(), 'vitrine-pix-api-'));
  const ca = join(dir, 'autoridade.pem');
  writeFileSync(ca, psp.certificados.autoridade);
  app = appWith({ PIX_API_CA_ARQUIVO: ca });
  appApressado = appWith({ PIX_API_CA_ARQUIVO: ca, PIX_API_PRAZO_MS: '2000' });
}, 60_000);
afterEach(() => psp.semInvalidas());
afterAll(async () => {
  await psp.parar();
  rmSync(dir, { recursive: true, force: true });
});

async function dono(nome = 'Ana Pix'): Promise<Owner> {
  const account = newGoogleAccount(nome);
  const { cookie } = await signInOwner(app, account);
  const me = await request(app).get('/api/users/me').set('Cookie', cookie!);
  return { uid: me.body.id as string, lojaId: me.body.loja_id as string, cookie: cookie!, account };
}

function chamar(owner: Owner, metodo: 'get' | 'put' | 'delete', corpo?: object, com: TestApp = app) {
  const pedido = request(com)[metodo](PIX_API).set('Cookie', owner.cookie);
  return (corpo ? pedido.send(corpo) : pedido).then(guardar);
}

/** What the owner types on the Pagamentos screen for the PSP's first application. */
function formulario(mudar: Partial<PixApiInput> = {}): PixApiInput {
  return {
    provedor: 'outro',
    base_url: psp.baseUrl,
    token_url: psp.tokenUrl,
    client_id: psp.cliente.clientId,
    client_secret: psp.cliente.clientSecret,
    certificado: psp.cliente.certificado.pfx.toString('base64'),
    senha_certificado: psp.cliente.certificado.senha,
    chave: psp.cliente.chaves[0]!,
    ...mudar,
  };
}

/** Secrets this file sent that must appear in no answer and no log line. */
const segredos = () => [
  psp.cliente.clientSecret,
  psp.cliente.certificado.senha,
  psp.cliente.certificado.pfx.toString('base64').slice(100, 160),
  psp.cliente.certificado.key.split('\n')[3]!,
];

describe('Pagamentos: o dono conecta a API Pix do banco', () => {
  it('when the owner connects with the bank’s PKCS#12, then 200 gives the summary (key, client_id’s last 4, expiry) and GET the same', async () => {
    const ana = await dono();
    expect((await chamar(ana, 'get')).body).toEqual({ conectado: false });
    const response = await chamar(ana, 'put', formulario());
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      conectado: true,
      provedor: 'outro',
      base_url: psp.baseUrl,
      chave: psp.cliente.chaves[0],
      certificado_expira_em: new Date(Math.floor(psp.cliente.certificado.validoAte.getTime() / 1000) * 1000).toISOString(),
      ultimos_digitos_client_id: psp.cliente.clientId.slice(-4),
      conectado_em: expect.any(String),
      // No PIX_WEBHOOK_ORIGEM (nor WEB_ORIGIN) here: no webhook is registered (public-pedido-pix.test.ts registers one).
      webhook_registrado: false,
      expiracao_min: 30,
      so_preparar_depois_de_pago: false,
      cancelar_ao_expirar: false,
    });
    expect((await chamar(ana, 'get')).body).toEqual(response.body);
    // The check asked a token over mTLS with the shop's certificate, then read the key's webhook.
    const feitas = psp.requisicoes
      .filter((r) => r.clientId === psp.cliente.clientId)
      .map((r) => `${r.metodo} ${r.caminho.split('?')[0]} ${r.status}`);
    expect(feitas.slice(-2)).toEqual(['POST /oauth/token 200', `GET /v2/webhook/${psp.cliente.chaves[0]} 404`]);

    // Stored: what the summary shows, and the rest only encrypted (AES-256-GCM).
    const salvo = JSON.stringify((await pixApiDoc(firestore(), ana.lojaId).get()).data());
    for (const segredo of [...segredos(), psp.cliente.clientId]) expect(salvo).not.toContain(segredo);
    const credenciais = await pixApiRepository(firestore(), () =>
      lerChaves(readFileSync(inject('pixChavesArquivo'), 'utf8')),
    ).lerCredenciaisPix(ana.lojaId);
    expect(credenciais).toMatchObject({
      client_id: psp.cliente.clientId,
      client_secret: psp.cliente.clientSecret,
      chave: psp.cliente.chaves[0],
    });
  });

  it('when the certificate comes as PEM (certificate and key), then it connects too', async () => {
    const ana = await dono();
    const pem = Buffer.from(`${psp.cliente.certificado.cert}\n${psp.cliente.certificado.key}`).toString('base64');
    const response = await chamar(ana, 'put', formulario({ certificado: pem, senha_certificado: undefined }));
    expect(response.status, response.text).toBe(200);
    expect(response.body.conectado).toBe(true);
  });

  it('when the certificate is of another authority, then 400 "O banco recusou o certificado." and nothing is saved', async () => {
    const ana = await dono();
    const outro = await psp.certificados.emitirDeOutraAutoridade();
    const response = await chamar(ana, 'put', formulario({ certificado: outro.pfx.toString('base64'), senha_certificado: outro.senha }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('O banco recusou o certificado.');
    expect((await chamar(ana, 'get')).body).toEqual({ conectado: false });
    // The PSP dropped the connection after the handshake, as a bank's gateway does, for the chain it does not trust.
    expect(psp.conexoesRecusadas.at(-1)?.codigo).toMatch(/^(SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)$/);
    psp.conexoesRecusadas.length = 0;
  });

  it('when the certificate has expired, then 400 says when, and nothing reaches the bank', async () => {
    const ana = await dono();
    const vencido = await psp.certificados.emitirExpirado();
    const antes = psp.requisicoes.length;
    const response = await chamar(
      ana,
      'put',
      formulario({ certificado: vencido.pfx.toString('base64'), senha_certificado: vencido.senha }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^O certificado venceu em \d{2}\/\d{2}\/\d{4}\. Gere um novo no portal do banco\.$/);
    expect(psp.requisicoes.length).toBe(antes);
  });

  it.each([
    ['a wrong password', () => formulario({ senha_certificado: 'nao-e-esta' }), PIX_API_ERROS.senhaErrada],
    [
      'a file that is no certificate',
      () => formulario({ certificado: Buffer.from('não sou um certificado').toString('base64') }),
      PIX_API_ERROS.certificadoIlegivel,
    ],
    [
      'a PEM without its key',
      () => formulario({ certificado: Buffer.from(psp.cliente.certificado.cert).toString('base64') }),
      PIX_API_ERROS.certificadoSemChave,
    ],
  ])('when the certificate has %s, then 400 with its own message', async (_caso, corpo, mensagem) => {
    const ana = await dono();
    const response = await chamar(ana, 'put', corpo());
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(mensagem);
  });

  it('when the client secret is wrong, then 400 says the bank refused the credentials', async () => {
    const ana = await dono();
    const response = await chamar(ana, 'put', formulario({ client_secret: 'segredo-errado' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PIX_API_ERROS.credenciaisRecusadas);
    expect((await chamar(ana, 'get')).body).toEqual({ conectado: false });
  });

  it('when the key is not of this account, then 400 "Chave PIX não pertence a esta conta." (the document’s 403 AcessoNegado)', async () => {
    const ana = await dono();
    const outra = await psp.novoCliente();
    const response = await chamar(ana, 'put', formulario({ chave: outra.chaves[0]! }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Chave PIX não pertence a esta conta.');
    expect(psp.recusadas.at(-1)).toMatchObject({ status: 403, caminho: `/v2/webhook/${outra.chaves[0]}` });
  });

  it('when the bank hangs, then 400 "Não foi possível falar com o banco em 10 s." within the deadline', async () => {
    const ana = await dono();
    psp.foraDoAr({ modo: 'travar' });
    const inicio = Date.now();
    const response = await chamar(ana, 'put', formulario(), appApressado);
    const ms = Date.now() - inicio;
    psp.noAr();
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Não foi possível falar com o banco em 10 s.');
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(6000);
  });

  it('when nothing listens at the bank’s address, then the same 400', async () => {
    const ana = await dono();
    const fechado: Server = createServer();
    await new Promise<void>((pronto) => fechado.listen(0, '127.0.0.1', pronto));
    const porta = (fechado.address() as AddressInfo).port;
    await new Promise((fim) => fechado.close(fim));
    const response = await chamar(
      ana,
      'put',
      formulario({ base_url: `https://127.0.0.1:${porta}/v2`, token_url: `https://127.0.0.1:${porta}/oauth/token` }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PIX_API_ERROS.semResposta);
  });

  it.each([
    'http://api.banco.com.br/v2',
    'https://10.0.0.5/v2',
    'https://192.168.1.10/v2',
    'https://169.254.169.254/computeMetadata/v1',
    'https://[::1]:8443/v2',
    'https://localhost:8443/v2',
    'https://metadata.google.internal/v2',
    'http://127.0.0.1/v2',
    'ftp://127.0.0.1:21/v2',
    'https://usuario:senha@api.banco.com.br/v2',
  ])('when base_url is %s, then 400 refuses the address before any connection', async (base_url) => {
    const ana = await dono();
    const antes = psp.requisicoes.length;
    const response = await chamar(ana, 'put', formulario({ base_url, token_url: undefined }));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PIX_API_ERROS.enderecoRecusado);
    expect(psp.requisicoes.length).toBe(antes);
  });

  it('when the owner disconnects, then DELETE answers {conectado:false}, GET too, and the credentials are gone', async () => {
    const ana = await dono();
    expect((await chamar(ana, 'put', formulario())).status).toBe(200);
    const response = await chamar(ana, 'delete');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ conectado: false });
    expect((await chamar(ana, 'get')).body).toEqual({ conectado: false });
    expect((await pixApiDoc(firestore(), ana.lojaId).get()).exists).toBe(false);
  });

  it('when the key ring gets a new key first, then reading the credentials encrypts them again with it (rotation)', async () => {
    const ana = await dono();
    expect((await chamar(ana, 'put', formulario())).status).toBe(200);
    const antiga = readFileSync(inject('pixChavesArquivo'), 'utf8').trim();
    const anel = `${novaChave('rodada-2')},${antiga}`;
    const repositorio = pixApiRepository(firestore(), () => lerChaves(anel));
    expect((await repositorio.lerCredenciaisPix(ana.lojaId))?.client_secret).toBe(psp.cliente.clientSecret);
    expect((await pixApiDoc(firestore(), ana.lojaId).get()).get('credenciais.chave')).toBe('rodada-2');
    // Without the old key now, the record still reads: it was encrypted again.
    const soNova = pixApiRepository(firestore(), () => lerChaves(anel.split(',')[0]!));
    expect((await soNova.lerCredenciaisPix(ana.lojaId))?.client_secret).toBe(psp.cliente.clientSecret);
    // And a record copied into another shop's document does not decrypt there (the shop's id is the associated data).
    const outra = await dono('Bia Pix');
    await pixApiDoc(firestore(), outra.lojaId).set((await pixApiDoc(firestore(), ana.lojaId).get()).data()!);
    await expect(soNova.lerCredenciaisPix(outra.lojaId)).rejects.toThrow();
  });
});

describe('Pagamentos: só o dono', () => {
  it.each(['gerente', 'atendente', 'cozinha'] as PapelDeMembro[])(
    'when a member whose role is %s calls GET, PUT or DELETE, then 403 names the role and nothing changes',
    async (papel) => {
      const dona = await dono('Dora Pix');
      expect((await chamar(dona, 'put', formulario())).status).toBe(200);
      const conta = newGoogleAccount('Ivo Pix');
      expect(
        (await request(app).post(`/api${apiPaths.equipe}`).set('Cookie', dona.cookie).send({ email: conta.email, papel })).status,
      ).toBe(201);
      const membro = await newOwner(undefined, conta);
      for (const [metodo, corpo] of [['get'], ['put', formulario({ chave: 'outra' })], ['delete']] as const) {
        const response = await chamar(membro, metodo, corpo);
        expect(response.status, metodo).toBe(403);
        expect(response.body.error).toBe(perfilNaoPermite(papel));
      }
      expect((await chamar(dona, 'get')).body.conectado).toBe(true);
    },
  );

  it('when no one is signed in, then 401', async () => {
    expect((await request(app).get(PIX_API)).status).toBe(401);
  });
});

describe('Pagamentos: nada secreto sai', () => {
  it('when every call above is done, then no answer and no log line holds the secret, the certificate, its key or its password', () => {
    expect(respostas.length).toBeGreaterThan(20);
    expect(linhasDoLog.some((linha) => linha.includes('API Pix'))).toBe(true);
    for (const segredo of segredos()) {
      expect(respostas.filter((texto) => texto.includes(segredo))).toEqual([]);
      expect(linhasDoLog.filter((linha) => linha.includes(segredo))).toEqual([]);
    }
  });
});
