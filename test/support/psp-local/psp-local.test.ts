import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CertificadoEmitido } from './certificados.js';
import { ancorar } from './documento.js';
import { type ClientePsp, iniciarPspLocal, type PspLocal } from './psp.js';

/**
 * The local PSP itself: it refuses what the Banco Central's document does not allow, and plays a
 * bank faithfully where it does (its answers and notifications are checked against the same
 * document). The client here is a few lines of node:https, as any integration's would be.
 */

/** A parsed JSON body, typed as JSON.parse types it (as supertest's `body` is). */
type Json = ReturnType<typeof JSON.parse>;

interface Resposta {
  status: number;
  headers: IncomingHttpHeaders;
  corpo: Json;
}

function chamar(
  psp: PspLocal,
  metodo: string,
  caminho: string,
  {
    corpo,
    token,
    certificado = psp.cliente.certificado,
    pkcs12 = false,
    cabecalhos = {},
  }: {
    corpo?: unknown;
    token?: string;
    certificado?: CertificadoEmitido | null;
    /** Show the certificate from its PKCS#12 (what a bank hands a shop) rather than its PEM files. */
    pkcs12?: boolean;
    cabecalhos?: Record<string, string>;
  } = {},
): Promise<Resposta> {
  const texto = corpo === undefined ? undefined : typeof corpo === 'string' ? corpo : JSON.stringify(corpo);
  const alvo = new URL(caminho.startsWith('http') ? caminho : psp.url + caminho);
  return new Promise((resolve, reject) => {
    const pedido = https.request(
      alvo,
      {
        method: metodo,
        agent: false,
        ca: psp.certificados.autoridade,
        ...(certificado && pkcs12 ? { pfx: certificado.pfx, passphrase: certificado.senha } : {}),
        ...(certificado && !pkcs12 ? { cert: certificado.cert, key: certificado.key } : {}),
        headers: {
          ...(texto !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...cabecalhos,
        },
      },
      (res) => {
        let dados = '';
        res.setEncoding('utf8');
        res.on('data', (parte: string) => (dados += parte));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, corpo: dados ? JSON.parse(dados) : undefined }));
      },
    );
    pedido.on('error', reject);
    pedido.end(texto);
  });
}

const basico = (cliente: Pick<ClientePsp, 'clientId' | 'clientSecret'>) =>
  `Basic ${Buffer.from(`${encodeURIComponent(cliente.clientId)}:${encodeURIComponent(cliente.clientSecret)}`).toString('base64')}`;

async function pedirToken(
  psp: PspLocal,
  {
    cliente = psp.cliente,
    certificado = cliente.certificado,
    scope,
  }: { cliente?: ClientePsp; certificado?: CertificadoEmitido; scope?: string } = {},
) {
  const resposta = await chamar(psp, 'POST', '/oauth/token', {
    corpo: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
    certificado,
    cabecalhos: { authorization: basico(cliente), 'content-type': 'application/x-www-form-urlencoded' },
  });
  return resposta;
}

const TXID = 'pedido0000000000000000000001';
let sequencia = 0;
/** A new txid of 30 letters and digits. */
const novoTxid = () => `vitrine${String(++sequencia).padStart(8, '0')}${'x'.repeat(15)}`;

const cobDe = (psp: PspLocal, valor = '42.50') => ({
  calendario: { expiracao: 1800 },
  valor: { original: valor },
  chave: psp.cliente.chaves[0],
  solicitacaoPagador: 'Pedido na Loja de Teste',
});

/** A tiny receiver of notifications: what it got, in order. */
async function receptor() {
  const recebidas: { caminho: string; corpo: Json }[] = [];
  const servidor = http.createServer((req, res) => {
    let dados = '';
    req.on('data', (parte: Buffer) => (dados += parte.toString()));
    req.on('end', () => {
      recebidas.push({ caminho: req.url ?? '', corpo: JSON.parse(dados) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/api/pix/webhook/segredo-da-loja`,
    recebidas,
    fechar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

// RSA keys and TLS handshakes: seconds, not milliseconds, on a loaded two-core machine.
describe('the local PSP (issue 45), built from the API Pix document', { timeout: 30_000 }, () => {
  let psp: PspLocal;
  let token: string;

  beforeAll(async () => {
    psp = await iniciarPspLocal();
    token = (await pedirToken(psp)).corpo.access_token;
  }, 60_000);
  afterAll(async () => {
    await psp.parar();
  });
  afterEach(() => {
    try {
      // Every answer the PSP gave was one the document allows.
      for (const r of psp.requisicoes) {
        const operacao = r.operacao && psp.documento.operacoes.find((op) => op.id === r.operacao);
        if (operacao) expect(psp.documento.validarResposta(operacao, r.status, r.resposta), `${r.metodo} ${r.caminho}`).toEqual([]);
      }
    } finally {
      psp.limparRegistros();
    }
  });

  it("reads the document's patterns whole, as its text means them", () => {
    expect(ancorar('[a-zA-Z0-9]{26,35}')).toBe('^(?:[a-zA-Z0-9]{26,35})$');
    expect(ancorar('/^\\d{11}$/')).toBe('^(?:\\d{11})$');
    expect(ancorar('^[0-9A-Z]{14}$')).toBe('^(?:[0-9A-Z]{14})$');
  });

  describe('tokens over mutual TLS', () => {
    it('when the client shows its certificate and its secret, then it gets a Bearer token with the scopes it asked', async () => {
      const resposta = await pedirToken(psp, { scope: 'cob.write cob.read' });
      expect(resposta.status).toBe(200);
      expect(resposta.headers['cache-control']).toBe('no-store');
      expect(resposta.corpo).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
      psp.semInvalidas();
      psp.semRecusas();
    });

    it('when the client shows its certificate from the PKCS#12 the bank handed it, then it gets a token too', async () => {
      const resposta = await chamar(psp, 'POST', '/oauth/token', {
        corpo: 'grant_type=client_credentials',
        pkcs12: true,
        cabecalhos: { authorization: basico(psp.cliente), 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(resposta.status).toBe(200);
    });

    it('when the token asks for a scope the document does not define, then invalid_scope, and the request is invalid', async () => {
      const resposta = await pedirToken(psp, { scope: 'cob.write pedidos.write' });
      expect(resposta.status).toBe(400);
      expect(resposta.corpo.error).toBe('invalid_scope');
      expect(psp.invalidas).toHaveLength(1);
    });

    it('when the secret is wrong, then the token is refused (401 invalid_client) and recorded as refused', async () => {
      const resposta = await pedirToken(psp, { cliente: { ...psp.cliente, clientSecret: 'errado' } });
      expect(resposta.status).toBe(401);
      expect(resposta.corpo.error).toBe('invalid_client');
      expect(psp.recusadas).toHaveLength(1);
    });

    it('when the connection shows no client certificate, then the PSP drops it and records why', async () => {
      await expect(chamar(psp, 'POST', '/oauth/token', { certificado: null })).rejects.toThrow();
      expect(psp.conexoesRecusadas.at(-1)?.codigo).toBe('SEM_CERTIFICADO');
    });

    it('when the client certificate expired, then the PSP drops the connection', async () => {
      const expirado = await psp.certificados.emitirExpirado();
      await expect(pedirToken(psp, { certificado: expirado })).rejects.toThrow();
      expect(psp.conexoesRecusadas.at(-1)?.codigo).toBe('CERT_HAS_EXPIRED');
    });

    it('when the client certificate was signed by another authority, then the PSP drops the connection', async () => {
      const estranho = await psp.certificados.emitirDeOutraAutoridade();
      await expect(pedirToken(psp, { certificado: estranho })).rejects.toThrow();
      expect(psp.conexoesRecusadas.at(-1)?.codigo).toMatch(/UNABLE_TO_VERIFY|SELF_SIGNED|UNABLE_TO_GET_ISSUER/);
    });

    it("when a valid certificate is not the application's, then the token is refused, and a token works only over the certificate it was given to", async () => {
      const outro = await psp.certificados.emitirCliente();
      expect((await pedirToken(psp, { certificado: outro })).status).toBe(401);
      const resposta = await chamar(psp, 'GET', `/v2/cob/${TXID}`, { token, certificado: outro });
      expect(resposta.status).toBe(401);
      expect(psp.recusadas.map((r) => r.motivo)).toEqual([
        'O certificado não é o desta aplicação.',
        'Token emitido para outro certificado.',
      ]);
    });

    it('when a request has no token, then it is 401 and counts as invalid (the document asks OAuth2 of every operation)', async () => {
      const resposta = await chamar(psp, 'GET', `/v2/cob/${TXID}`);
      expect(resposta.status).toBe(401);
      expect(resposta.headers['content-type']).toBe('application/problem+json');
      expect(psp.invalidas).toHaveLength(1);
      expect(() => psp.semInvalidas()).toThrow(/GET \/v2\/cob/);
    });

    it("when the token lacks the operation's scope, then 403 AcessoNegado; invalid if the client could have asked for it, refused if the application lacks it", async () => {
      const soLeitura = (await pedirToken(psp, { scope: 'cob.read' })).corpo.access_token;
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, { token: soLeitura, corpo: cobDe(psp) });
      expect(resposta.status).toBe(403);
      expect(resposta.corpo.type).toBe('https://pix.bcb.gov.br/api/v2/error/AcessoNegado');
      expect(psp.invalidas).toHaveLength(1);

      const semWebhook = await psp.novoCliente({ escopos: ['cob.write', 'cob.read'] });
      const tokenSemWebhook = (await pedirToken(psp, { cliente: semWebhook })).corpo.access_token;
      const outra = await chamar(psp, 'PUT', `/v2/webhook/${semWebhook.chaves[0]}`, {
        token: tokenSemWebhook,
        certificado: semWebhook.certificado,
        corpo: { webhookUrl: 'https://vitrine.example/api/pix' },
      });
      expect(outra.status).toBe(403);
      expect(psp.recusadas.at(-1)?.motivo).toBe('A aplicação não tem o escopo webhook.write.');
    });
  });

  describe('what the document does not allow', () => {
    it.each([
      ['too short', 'abc'],
      ['too long', 'a'.repeat(36)],
      ['not a letter nor a digit', `${'a'.repeat(27)}-`],
    ])('when the txid is %s, then PUT /cob answers 400 CobOperacaoInvalida and the request is invalid', async (_caso, txid) => {
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      expect(resposta.status).toBe(400);
      expect(resposta.corpo).toMatchObject({
        type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
        status: 400,
        violacoes: [expect.objectContaining({ propriedade: 'txid' })],
      });
      expect(psp.invalidas).toHaveLength(1);
    });

    it('when the body has a field the document does not name, then 400 names it', async () => {
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, {
        token,
        corpo: { ...cobDe(psp), pedido_id: 'x', valor: { original: '10.00', centavos: 1000 } },
      });
      expect(resposta.status).toBe(400);
      expect(resposta.corpo.violacoes.map((v: { propriedade: string }) => v.propriedade).sort()).toEqual([
        'cob.pedido_id',
        'cob.valor.centavos',
      ]);
    });

    it('when a required field is missing or malformed, then 400 names each', async () => {
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, {
        token,
        corpo: { calendario: { expiracao: 1800 }, valor: { original: '10,00' } },
      });
      expect(resposta.status).toBe(400);
      expect(resposta.corpo.violacoes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propriedade: 'cob.chave' }),
          expect.objectContaining({ propriedade: 'cob.valor.original', valor: '10,00' }),
        ]),
      );
    });

    it("when the amount is zero or the expiry not positive (the document's text), then 400 CobOperacaoInvalida", async () => {
      const zero = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, { token, corpo: cobDe(psp, '0.00') });
      const expiracao = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, {
        token,
        corpo: { ...cobDe(psp), calendario: { expiracao: 0 } },
      });
      expect([zero.status, expiracao.status]).toEqual([400, 400]);
      expect(psp.invalidas).toHaveLength(2);
    });

    it('when the body is not JSON, or a query parameter is unknown, or the path or the method is not in the document, then the request is invalid', async () => {
      const naoJson = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, {
        token,
        corpo: 'valor=10',
        cabecalhos: { 'content-type': 'text/plain' },
      });
      const query = await chamar(psp, 'GET', `/v2/cob/${TXID}?pedido=1`, { token });
      const caminho = await chamar(psp, 'GET', `/v2/cobrancas/${TXID}`, { token });
      const metodo = await chamar(psp, 'DELETE', `/v2/cob/${TXID}`, { token });
      expect([naoJson.status, query.status, caminho.status, metodo.status]).toEqual([400, 400, 404, 405]);
      expect(metodo.headers.allow).toBe('GET, PATCH, PUT');
      expect(psp.invalidas).toHaveLength(4);
    });

    it('when the charge names a key of another account, then 400, recorded as refused (not invalid)', async () => {
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${novoTxid()}`, { token, corpo: { ...cobDe(psp), chave: 'outra@chave.com' } });
      expect(resposta.status).toBe(400);
      expect(resposta.corpo.violacoes[0].propriedade).toBe('cob.chave');
      expect(psp.invalidas).toEqual([]);
      expect(psp.recusadas).toHaveLength(1);
    });
  });

  describe('charges', () => {
    it('when a charge is created, then it is ATIVA with its location, expiry, revision 0 and a dynamic copia-e-cola', async () => {
      const txid = novoTxid();
      const resposta = await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      expect(resposta.status).toBe(201);
      expect(resposta.corpo).toMatchObject({
        txid,
        revisao: 0,
        status: 'ATIVA',
        calendario: { expiracao: 1800 },
        valor: { original: '42.50' },
        chave: psp.cliente.chaves[0],
        solicitacaoPagador: 'Pedido na Loja de Teste',
        loc: { tipoCob: 'cob' },
      });
      const { location, pixCopiaECola } = resposta.corpo;
      expect(location).toMatch(/^127\.0\.0\.1:\d+\/qr\/v2\/[0-9a-f]{32}$/);
      const lido = parsePix(pixCopiaECola);
      expect(hasError(lido)).toBe(false);
      expect(lido).toMatchObject({ type: 'DYNAMIC', url: location, merchantName: 'LOJA DE TESTE', merchantCity: 'SAO PAULO' });
      expect(pixCopiaECola).toContain('540542.50');
      psp.semInvalidas();
    });

    it('when a paid charge is read again, then it is CONCLUIDA and carries pix[] with endToEndId, valor and horario', async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      const pago = psp.pagar(txid);
      const lida = await chamar(psp, 'GET', `/v2/cob/${txid}`, { token });
      expect(lida.status).toBe(200);
      expect(lida.corpo.status).toBe('CONCLUIDA');
      expect(lida.corpo.pix).toEqual([
        { endToEndId: pago.endToEndId, txid, valor: '42.50', chave: psp.cliente.chaves[0], horario: pago.horario },
      ]);
      expect(pago.endToEndId).toMatch(/^E[0-9]{8}\d{12}[a-zA-Z0-9]{11}$/);
      expect(() => psp.pagar(txid)).toThrow(/CONCLUIDA/);
      psp.semInvalidas();
    });

    it('when the payer pays another amount, then pix[].valor is what was paid', async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      psp.pagar(txid, { valor: '40.00' });
      expect((await chamar(psp, 'GET', `/v2/cob/${txid}`, { token })).corpo.pix[0].valor).toBe('40.00');
    });

    it('when a charge expires, then it cannot be paid; removed by the PSP, it reads REMOVIDA_PELO_PSP', async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      psp.expirar(txid, { removida: true });
      expect(() => psp.pagar(txid)).toThrow();
      expect((await chamar(psp, 'GET', `/v2/cob/${txid}`, { token })).corpo.status).toBe('REMOVIDA_PELO_PSP');
    });

    it('when the shop removes an active charge (PATCH), then it reads REMOVIDA_PELO_USUARIO_RECEBEDOR at revision 1; the PUT again is refused', async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      const removida = await chamar(psp, 'PATCH', `/v2/cob/${txid}`, { token, corpo: { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' } });
      expect(removida.corpo).toMatchObject({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', revisao: 1 });
      expect((await chamar(psp, 'GET', `/v2/cob/${txid}?revisao=0`, { token })).corpo.status).toBe('ATIVA');
      expect((await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) })).status).toBe(400);
      psp.semInvalidas();
    });

    it('when charges are listed by creation time, then GET /cob answers them with the pagination; fim before inicio is invalid', async () => {
      const inicio = new Date(Date.now() - 1000).toISOString();
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      const fim = new Date(Date.now() + 1000).toISOString();
      const lista = await chamar(psp, 'GET', `/v2/cob?inicio=${inicio}&fim=${fim}&status=ATIVA&paginacao.itensPorPagina=1000`, { token });
      expect(lista.status).toBe(200);
      expect(lista.corpo.cobs.map((c: { txid: string }) => c.txid)).toContain(txid);
      expect(lista.corpo.parametros.paginacao).toMatchObject({ paginaAtual: 0, itensPorPagina: 1000 });
      psp.semInvalidas();
      expect((await chamar(psp, 'GET', `/v2/cob?inicio=${fim}&fim=${inicio}`, { token })).status).toBe(400);
      expect((await chamar(psp, 'GET', `/v2/cob?inicio=ontem&fim=${fim}`, { token })).status).toBe(400);
      expect(psp.invalidas).toHaveLength(2);
    });

    it("when another client asks for a shop's txid, then it is 404 CobNaoEncontrado", async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      const outro = await psp.novoCliente();
      const tokenDoOutro = (await pedirToken(psp, { cliente: outro })).corpo.access_token;
      const resposta = await chamar(psp, 'GET', `/v2/cob/${txid}`, { token: tokenDoOutro, certificado: outro.certificado });
      expect(resposta.status).toBe(404);
      expect(resposta.corpo.type).toBe('https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado');
    });
  });

  describe('refunds', () => {
    async function pixPago(valor = '42.50') {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp, valor) });
      return psp.pagar(txid);
    }

    it('when the same refund is asked twice with the same id, then the second answers the first and nothing more is refunded', async () => {
      const { endToEndId } = await pixPago();
      const primeira = await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/cancelamento1`, { token, corpo: { valor: '42.50' } });
      const segunda = await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/cancelamento1`, { token, corpo: { valor: '42.50' } });
      expect(primeira.status).toBe(201);
      expect(segunda.status).toBe(201);
      expect(segunda.corpo.rtrId).toBe(primeira.corpo.rtrId);
      const pix = await chamar(psp, 'GET', `/v2/pix/${endToEndId}`, { token });
      expect(pix.corpo.devolucoes).toHaveLength(1);
      psp.semInvalidas();
      psp.semRecusas();
    });

    it('when the same id comes with another amount, then it is refused', async () => {
      const { endToEndId } = await pixPago();
      await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/d1`, { token, corpo: { valor: '10.00' } });
      const outra = await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/d1`, { token, corpo: { valor: '20.00' } });
      expect(outra.status).toBe(400);
      expect(outra.corpo.type).toBe('https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida');
    });

    it('when refunds would add up to more than was paid, then the one above is refused', async () => {
      const { endToEndId } = await pixPago('30.00');
      expect((await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/parte1`, { token, corpo: { valor: '20.00' } })).status).toBe(201);
      const acima = await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/parte2`, { token, corpo: { valor: '10.01' } });
      expect(acima.status).toBe(400);
      expect(acima.corpo.violacoes[0].propriedade).toBe('devolucao.valor');
      expect(psp.recusadas).toHaveLength(1);
    });

    it('when a refund is settled, then GET shows DEVOLVIDO with its settlement time; an unknown one is 404', async () => {
      psp.definirDevolucoes('manuais');
      try {
        const { endToEndId } = await pixPago();
        const pedida = await chamar(psp, 'PUT', `/v2/pix/${endToEndId}/devolucao/d1`, {
          token,
          corpo: { valor: '1.00', descricao: 'Pedido cancelado' },
        });
        expect(pedida.corpo.status).toBe('EM_PROCESSAMENTO');
        psp.concluirDevolucao(endToEndId, 'd1');
        const lida = await chamar(psp, 'GET', `/v2/pix/${endToEndId}/devolucao/d1`, { token });
        expect(lida.corpo).toMatchObject({ status: 'DEVOLVIDO', valor: '1.00', descricao: 'Pedido cancelado' });
        expect(lida.corpo.horario.liquidacao).toBeDefined();
        expect((await chamar(psp, 'GET', `/v2/pix/${endToEndId}/devolucao/d2`, { token })).status).toBe(404);
      } finally {
        psp.definirDevolucoes('automaticas');
      }
    });
  });

  describe('webhook and notifications', () => {
    let loja: Awaited<ReturnType<typeof receptor>>;
    beforeAll(async () => {
      loja = await receptor();
      const resposta = await chamar(psp, 'PUT', `/v2/webhook/${psp.cliente.chaves[0]}`, { token, corpo: { webhookUrl: loja.url } });
      expect(resposta.status).toBe(200);
    });
    afterAll(() => loja.fechar());
    afterEach(() => {
      psp.notificacoes.comportamento();
      loja.recebidas.length = 0;
    });

    async function cobranca() {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      return txid;
    }

    it('when a webhook is set, then GET shows it and a paid charge is POSTed to {webhookUrl}/pix as {pix: [...]}', async () => {
      const lido = await chamar(psp, 'GET', `/v2/webhook/${psp.cliente.chaves[0]}`, { token });
      expect(lido.corpo).toMatchObject({ webhookUrl: loja.url, cnpj: psp.cliente.cnpj });
      const txid = await cobranca();
      const pix = psp.pagar(txid);
      await psp.aguardarEntregas();
      expect(loja.recebidas).toEqual([{ caminho: '/api/pix/webhook/segredo-da-loja/pix', corpo: { pix: [pix] } }]);
      expect(psp.documento.validarNotificacao(loja.recebidas[0]!.corpo)).toEqual([]);
      psp.semInvalidas();
    });

    it('when told to drop, repeat or delay, then the notification is lost, POSTed N times, or late', async () => {
      psp.pagar(await cobranca(), { notificacao: { descartar: true } });
      await psp.aguardarEntregas();
      expect(loja.recebidas).toHaveLength(0);
      expect(psp.entregas.at(-1)).toMatchObject({ descartada: true });

      psp.notificacoes.comportamento({ vezes: 5 });
      const repetido = psp.pagar(await cobranca());
      await psp.aguardarEntregas();
      expect(loja.recebidas.map((r) => r.corpo.pix[0].endToEndId)).toEqual(Array(5).fill(repetido.endToEndId));

      loja.recebidas.length = 0;
      const inicio = Date.now();
      psp.pagar(await cobranca(), { notificacao: { atrasoMs: 300 } });
      expect(loja.recebidas).toHaveLength(0);
      await psp.aguardarEntregas();
      expect(loja.recebidas).toHaveLength(1);
      expect(Date.now() - inicio).toBeGreaterThanOrEqual(290);
    });

    it('when a notification is forged for a charge that was not paid, then it reaches the webhook and the charge stays ATIVA', async () => {
      const txid = await cobranca();
      psp.forjar({ txid, valor: '42.50' });
      await psp.aguardarEntregas();
      expect(loja.recebidas[0]!.corpo.pix[0]).toMatchObject({ txid, valor: '42.50' });
      expect(psp.entregas.at(-1)).toMatchObject({ forjada: true, status: 200 });
      expect(psp.cobranca(txid).status).toBe('ATIVA');
    });

    it('when a refund is settled, then the Pix is notified again with its devolucoes', async () => {
      const pix = psp.pagar(await cobranca());
      await chamar(psp, 'PUT', `/v2/pix/${pix.endToEndId}/devolucao/d1`, { token, corpo: { valor: '42.50' } });
      await new Promise((resolve) => setImmediate(resolve));
      await psp.aguardarEntregas();
      expect(loja.recebidas.at(-1)!.corpo.pix[0].devolucoes[0]).toMatchObject({ id: 'd1', status: 'DEVOLVIDO' });
    });

    it('when the webhook is deleted, then GET is 404 and a payment notifies nobody', async () => {
      const outro = await psp.novoCliente();
      const tokenDoOutro = (await pedirToken(psp, { cliente: outro })).corpo.access_token;
      const chave = outro.chaves[0]!;
      const como = { token: tokenDoOutro, certificado: outro.certificado };
      await chamar(psp, 'PUT', `/v2/webhook/${chave}`, { ...como, corpo: { webhookUrl: loja.url } });
      expect((await chamar(psp, 'DELETE', `/v2/webhook/${chave}`, como)).status).toBe(204);
      expect((await chamar(psp, 'GET', `/v2/webhook/${chave}`, como)).status).toBe(404);
      psp.semInvalidas();
    });

    it("when GET /webhook/{chave} names another account's key, then 403 AcessoNegado (404 stays for one's own key without a webhook)", async () => {
      const outro = await psp.novoCliente();
      const resposta = await chamar(psp, 'GET', `/v2/webhook/${outro.chaves[0]}`, { token });
      expect(resposta.status).toBe(403);
      expect(resposta.corpo).toMatchObject({ type: 'https://pix.bcb.gov.br/api/v2/error/AcessoNegado', status: 403 });
      expect(psp.recusadas.at(-1)?.caminho).toBe(`/v2/webhook/${outro.chaves[0]}`);
      psp.semInvalidas();
    });
  });

  describe('outages and the control API', () => {
    it('when the PSP is down, then it answers 503 ServicoIndisponivel until it is back', async () => {
      psp.foraDoAr();
      const fora = await chamar(psp, 'GET', `/v2/cob/${TXID}`, { token });
      expect(fora.status).toBe(503);
      expect(fora.corpo.type).toBe('https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel');
      psp.noAr();
      expect((await chamar(psp, 'GET', `/v2/cob/${TXID}`, { token })).status).toBe(404);
    });

    it('when the PSP hangs, then a request waits until the outage ends (504)', async () => {
      // Until noAr, not for a set time: on a loaded machine the request once came after a 200-ms outage had ended (404).
      psp.foraDoAr({ modo: 'travar' });
      const antes = psp.requisicoes.length;
      const chamada = chamar(psp, 'GET', `/v2/cob/${TXID}`, { token });
      await vi.waitUntil(() => psp.requisicoes.slice(antes).some((r) => r.resultado === 'fora-do-ar'));
      const pendurada = await Promise.race([chamada, new Promise((pronto) => setTimeout(() => pronto('pendurada'), 200))]);
      expect(pendurada).toBe('pendurada');
      psp.noAr();
      expect((await chamada).status).toBe(504);
    });

    it('when the local stack drives it over HTTP, then it pays, forges and reports as the functions do', async () => {
      const txid = novoTxid();
      await chamar(psp, 'PUT', `/v2/cob/${txid}`, { token, corpo: cobDe(psp) });
      const pago = await fetch(`${psp.controleUrl}/cob/${txid}/pagar`, { method: 'POST', body: JSON.stringify({ valor: '42.50' }) });
      expect(pago.status).toBe(200);
      expect((await pago.json()).txid).toBe(txid);
      const estado = await (await fetch(`${psp.controleUrl}/estado`)).json();
      expect(estado.cobrancas.find((c: { txid: string }) => c.txid === txid).status).toBe('CONCLUIDA');
      const novo = await (await fetch(`${psp.controleUrl}/clientes`, { method: 'POST', body: '{}' })).json();
      expect(Buffer.from(novo.certificado.pfx, 'base64').length).toBeGreaterThan(1000);
      expect((await fetch(`${psp.controleUrl}/cob/naoexiste/pagar`, { method: 'POST' })).status).toBe(400);
    });
  });
});

describe('the local PSP on the test clock, answering refusals over HTTP, retrying notifications', { timeout: 30_000 }, () => {
  it('when the test clock passes the token’s validity, then the token is refused (recorded as refused, not invalid)', async () => {
    let agora = new Date('2026-01-10T12:00:00Z');
    const psp = await iniciarPspLocal({ agora: () => agora, validadeDoTokenS: 60, portaDeControle: false });
    try {
      const token = (await pedirToken(psp)).corpo.access_token;
      expect((await chamar(psp, 'GET', `/v2/cob/${TXID}`, { token })).status).toBe(404);
      agora = new Date('2026-01-10T12:01:00Z');
      const vencido = await chamar(psp, 'GET', `/v2/cob/${TXID}`, { token });
      expect(vencido.status).toBe(401);
      expect(vencido.headers['www-authenticate']).toContain('invalid_token');
      expect(psp.recusadas.map((r) => r.motivo)).toEqual(['Token expirado.']);
      psp.semInvalidas();
    } finally {
      await psp.parar();
    }
  });

  it('when refusals are answered over HTTP, then an expired certificate gets 401 AcessoNegado', async () => {
    const psp = await iniciarPspLocal({ recusaDeCertificado: 'http', portaDeControle: false });
    try {
      const resposta = await pedirToken(psp, { certificado: await psp.certificados.emitirExpirado() });
      expect(resposta.status).toBe(401);
      expect(resposta.corpo.type).toBe('https://pix.bcb.gov.br/api/v2/error/AcessoNegado');
      expect(psp.recusadas.at(-1)?.motivo).toBe('CERT_HAS_EXPIRED');
    } finally {
      await psp.parar();
    }
  });

  it('when the webhook fails and retries are on, then the notification is POSTed again until it gets a 2xx', async () => {
    let falhas = 2;
    const recebidas: string[] = [];
    const loja = http.createServer((req, res) => {
      req.resume();
      recebidas.push(req.url ?? '');
      res.writeHead(falhas-- > 0 ? 500 : 200).end();
    });
    await new Promise<void>((resolve) => loja.listen(0, '127.0.0.1', resolve));
    const psp = await iniciarPspLocal({ retentativas: { vezes: 3, intervaloMs: 10 }, portaDeControle: false });
    try {
      const token = (await pedirToken(psp)).corpo.access_token;
      const webhookUrl = `http://127.0.0.1:${(loja.address() as AddressInfo).port}/webhook?loja=1`;
      await chamar(psp, 'PUT', `/v2/webhook/${psp.cliente.chaves[0]}`, { token, corpo: { webhookUrl } });
      await chamar(psp, 'PUT', `/v2/cob/${TXID}`, { token, corpo: cobDe(psp) });
      psp.pagar(TXID);
      await psp.aguardarEntregas();
      expect(recebidas).toEqual(['/webhook/pix?loja=1', '/webhook/pix?loja=1', '/webhook/pix?loja=1']);
      expect(psp.entregas.map((e) => e.status)).toEqual([500, 500, 200]);
      psp.semInvalidas();
    } finally {
      await psp.parar();
      await new Promise<void>((resolve) => loja.close(() => resolve()));
    }
  });
});

describe('the local PSP paying by itself (the local stack’s demo)', { timeout: 30_000 }, () => {
  it('when told to pay after a while, then a new charge turns CONCLUIDA by itself and its webhook hears it', async () => {
    const psp = await iniciarPspLocal({ pagarAposMs: 50, portaDeControle: false });
    const loja = await receptor();
    try {
      const token = (await pedirToken(psp)).corpo.access_token;
      await chamar(psp, 'PUT', `/v2/webhook/${psp.cliente.chaves[0]}`, { token, corpo: { webhookUrl: loja.url } });
      await chamar(psp, 'PUT', `/v2/cob/${TXID}`, { token, corpo: cobDe(psp) });
      expect(psp.cobranca(TXID).status).toBe('ATIVA');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await psp.aguardarEntregas();
      expect(psp.cobranca(TXID).status).toBe('CONCLUIDA');
      expect(loja.recebidas.map((r) => r.corpo.pix[0].txid)).toEqual([TXID]);
    } finally {
      await psp.parar();
      await loja.fechar();
    }
  });
});

describe('the local PSP without TLS (a local stack with no certificate)', { timeout: 30_000 }, () => {
  it('when it runs over plain HTTP, then the token needs only the secret and the API works the same', async () => {
    const psp = await iniciarPspLocal({ tls: false, portaDeControle: false });
    try {
      const token = await fetch(psp.tokenUrl, {
        method: 'POST',
        headers: { authorization: basico(psp.cliente), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const resposta = await fetch(`${psp.baseUrl}/cob/${TXID}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(cobDe(psp)),
      });
      expect(resposta.status).toBe(201);
      psp.semInvalidas();
    } finally {
      await psp.parar();
    }
  });
});
