import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessaoDoGoogle, type GoogleAccount } from '../../scripts/lib/auth-emulator.js';
import { appUrl, runtimeUrl } from './browser.js';

/**
 * Raw HTTP through the path production uses: Hosting's code (the stack's, scripts/lib/hosting-process.ts), then the Functions emulator's
 * runtime, which (like the Functions Framework deployed) reads and parses the body in an Express
 * app of its own before the function runs. Several of these answers differ from the app's
 * in-process ones (functions/test/api/security-http.test.ts simulates the runtime; this is the real one).
 */

let authHost: string;
const conta = (): GoogleAccount => {
  const sub = randomUUID();
  return { sub, email: `runtime-${sub.slice(0, 8)}@exemplo.com.br`, name: 'Dona Runtime' };
};

/** Signs in as the web app does (Google on the Auth emulator, then POST /api/sessions): the Cookie header value. */
async function entrar(account: GoogleAccount): Promise<string> {
  return (await sessaoDoGoogle(authHost, runtimeUrl('/api/sessions'), account)).cookie;
}

/** The sign-in's second (auth_time), from the session cookie's JWT payload. */
function authTime(cookie: string): number {
  const jwt = decodeURIComponent(cookie.slice('__session='.length));
  return (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { auth_time: number }).auth_time;
}

let cookie: string;
beforeAll(async () => {
  const { emulatorUrl } = (await (await fetch(runtimeUrl('/api/auth/config'))).json()) as { emulatorUrl: string };
  authHost = new URL(emulatorUrl).host;
  cookie = await entrar(conta());
});

/** The function's worker is alive: an owner request right after answers. */
async function esperarFuncaoViva() {
  const me = await fetch(runtimeUrl('/api/users/me'), { headers: { Cookie: cookie } });
  expect(me.status).toBe(200);
}

/** The signed-in owner's request through the runtime, `body` sent as it is under the Content-Type `tipo`. */
const enviar = (metodo: string, caminho: string, body: string, tipo = 'application/json') =>
  fetch(runtimeUrl(caminho), { method: metodo, headers: { Cookie: cookie, 'Content-Type': tipo }, body });

/** The signed-in owner's read through the runtime: what it answered, as JSON. */
const ler = async <T>(caminho: string) => (await (await fetch(runtimeUrl(caminho), { headers: { Cookie: cookie } })).json()) as T;

const whatsapp = () => ler<Record<string, unknown>>('/api/lojista/configuracao');

describe('Corpo das requisições no runtime das Functions', () => {
  it('when an upload ends inside the file, then 400 in Portuguese and the function keeps answering', async () => {
    const response = await enviar(
      'POST',
      '/api/upload/image',
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      'multipart/form-data; boundary=x',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'O envio foi interrompido antes do fim. Tente enviar a imagem de novo.' });
    await esperarFuncaoViva();
  });

  it('when a JSON body is larger than 100 KB, then 413 in Portuguese', async () => {
    const response = await fetch(runtimeUrl('/api/sessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'x'.repeat(500_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Corpo da requisição grande demais.' });
  });

  it('when the admin login comes too large, form-encoded or from another site, then 413, 415 and 403 in Portuguese (the admin area has its own mount of the body and origin rules)', async () => {
    const login = (headers: Record<string, string>, body: string) =>
      fetch(runtimeUrl('/api/admin/login'), { method: 'POST', headers, body });
    const grande = await login(
      { 'Content-Type': 'application/json' },
      JSON.stringify({ email: 'a@exemplo.com.br', senha: 'x'.repeat(500_000) }),
    );
    expect(grande.status).toBe(413);
    expect(await grande.json()).toEqual({ error: 'Corpo da requisição grande demais.' });
    const formulario = await login({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a%40exemplo.com.br&senha=x');
    expect(formulario.status).toBe(415);
    expect(await formulario.json()).toEqual({ error: 'Envie os dados em JSON (Content-Type: application/json).' });
    const outroSite = await login(
      { 'Content-Type': 'application/json', Origin: 'https://golpe.example' },
      JSON.stringify({ email: 'a@exemplo.com.br', senha: 'x' }),
    );
    expect(outroSite.status).toBe(403);
    expect(await outroSite.json()).toEqual({ error: 'Origem da requisição não permitida.' });
  });

  it('when the WhatsApp number comes form-encoded, then 415 in Portuguese and it is not saved', async () => {
    const antes = await whatsapp();
    const response = await enviar('PUT', '/api/lojista/whatsapp', 'telefone_whatsapp=5511988887777', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Envie os dados em JSON (Content-Type: application/json).' });
    expect(await whatsapp()).toEqual(antes);
  });

  it('when the till, a tab or a review get a form-encoded body or a lone surrogate, then 415 and 400 in Portuguese and nothing is saved (issues 46 and 47)', async () => {
    for (const [metodo, caminho] of [
      ['POST', '/api/caixa/abrir'],
      ['PUT', '/api/fiado/clientes/11987654321'],
      ['PUT', '/api/entregadores/taxas'],
      ['PUT', '/api/avaliacoes/qualquer'],
      ['POST', '/api/pedido/qualquer/avaliacao'],
    ] as const) {
      const response = await enviar(metodo, caminho, 'nome=Ana&valor_inicial=10', 'application/x-www-form-urlencoded');
      expect([caminho, response.status, await response.json()]).toEqual([
        caminho,
        415,
        { error: 'Envie os dados em JSON (Content-Type: application/json).' },
      ]);
    }
    const invalido = ['O texto tem caracteres inválidos. Apague-os e digite de novo.'];
    const fiado = await enviar('PUT', '/api/fiado/clientes/11987654321', '{"nome": "Ana\\ud800", "limite": 50}');
    expect([fiado.status, ((await fiado.json()) as { campos: object }).campos]).toEqual([400, { nome: invalido }]);
    expect((await ler<{ clientes: unknown[] }>('/api/fiado/clientes')).clientes).toEqual([]);

    const aberto = await enviar('POST', '/api/caixa/abrir', JSON.stringify({ valor_inicial: 50 }));
    expect(aberto.status).toBe(201);
    const { id } = (await aberto.json()) as { id: string };
    const sangria = await enviar('POST', `/api/caixa/${id}/movimentos`, '{"tipo": "sangria", "valor": 10, "motivo": "cofre\\udc00"}');
    expect([sangria.status, ((await sangria.json()) as { campos: object }).campos]).toEqual([400, { motivo: invalido }]);
    expect((await ler<{ movimentos: unknown[] }>(`/api/caixa/${id}`)).movimentos).toEqual([]);
  });

  it('when a text field holds a lone UTF-16 surrogate, then 400 in Portuguese naming the field and nothing is saved', async () => {
    const antes = await whatsapp();
    const response = await enviar('PUT', '/api/lojista/whatsapp', '{"telefone_whatsapp": "5511\\ud800"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Dados inválidos.',
      campos: { telefone_whatsapp: ['O texto tem caracteres inválidos. Apague-os e digite de novo.'] },
    });
    expect(await whatsapp()).toEqual(antes);
  });

  it('when a body nests arrays 5,000 deep (10 KB), then 400 in Portuguese and the function keeps answering', async () => {
    const aninhado = '['.repeat(5000) + ']'.repeat(5000);
    for (const [caminho, body] of [
      ['/api/logout', aninhado],
      ['/api/sessions', `{"idToken":${aninhado}}`],
    ]) {
      const response = await fetch(runtimeUrl(caminho!), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Corpo da requisição com níveis aninhados demais.' });
    }
    await esperarFuncaoViva();
  });

  it('when the logo is /api/imagens/../../api/logout, then 400 in Portuguese and the logo is not saved', async () => {
    for (const logo_url of ['/api/imagens/../../api/logout', '/api/imagens/%2e%2e/%2e%2e/api/logout']) {
      const response = await enviar('PUT', '/api/loja/configuracao', JSON.stringify({ nome_loja: 'Loja Runtime', logo_url }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { campos: Record<string, string[]> }).campos).toEqual({
        logo_url: ['Use uma foto enviada pela loja ou um endereço de imagem https:// de outro site.'],
      });
    }
    expect((await ler<{ logo_url: string }>('/api/loja/configuracao')).logo_url).toBe('');
  });

  /**
   * The runtime's own JSON parser fails before the function runs, and its Express answers: the
   * app cannot make this one JSON (GoogleCloudPlatform/functions-framework-nodejs#686; see
   * functions/src/platform/http/body.ts). What must hold: a 4xx that shows none of the server's
   * insides (the runtime runs with NODE_ENV=production, as deployed), and the function unharmed.
   */
  it('when the body is malformed JSON, then the runtime answers 400 with no stack trace and the function keeps answering', async () => {
    const response = await fetch(runtimeUrl('/api/sessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{bad',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/node_modules|SyntaxError|\bat \S+ \(|\/[\w.-]+\.js:\d+/);
    await esperarFuncaoViva();
  });

  it('when the list of orders is asked before year 0001 or on the 31st of February, then 400 in Portuguese', async () => {
    for (const antes of ['0000-01-01T00:00:00Z', '2026-02-31T10:00:00Z']) {
      const response = await fetch(runtimeUrl(`/api/pedidos?antes=${encodeURIComponent(antes)}`), { headers: { Cookie: cookie } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Parâmetro antes (inválido|fora do intervalo)/);
    }
  });
});

describe('Logout no runtime das Functions', () => {
  it('when the owner logs out in the very second of the sign-in, then the old cookie stops working at once', async () => {
    const account = conta();
    let sessao: string;
    // Revocation has whole-second precision: the case to cover is a logout in the sign-in's own second.
    do sessao = await entrar(account);
    while (Math.floor(Date.now() / 1000) !== authTime(sessao));
    expect((await fetch(runtimeUrl('/api/logout'), { method: 'POST', headers: { Cookie: sessao } })).status).toBe(200);
    const me = await fetch(runtimeUrl('/api/users/me'), { headers: { Cookie: sessao } });
    expect(me.status).toBe(401);
  });

  it('when GET /api/logout is fetched with the cookie (an <img> on a page), then the session survives', async () => {
    const sessao = await entrar(conta());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const get = await fetch(runtimeUrl('/api/logout'), { headers: { Cookie: sessao } });
    expect(get.status).toBe(404);
    expect(get.headers.getSetCookie().some((value) => value.startsWith('__session='))).toBe(false);
    expect((await fetch(runtimeUrl('/api/users/me'), { headers: { Cookie: sessao } })).status).toBe(200);
  });
});

/** What the fuzz sent (issue 43): `//%3Cx%3E` stopped firebase-tools' Hosting emulator, malformed %-escapes answered 500. */
const CAMINHOS_MALFORMADOS = ['//%3Cx%3E', '/%', '/%E0%A4%A', '/loja/%ZZ', '/api/%ZZ', '/assets/%ZZ', '/loja/demo/%'];

describe('Caminhos malformados no Hosting local', () => {
  for (const [nome, url] of [
    ['Hosting → Functions emulator (npm start)', runtimeUrl],
    ['Hosting with the functions in its process (the browser flows)', appUrl],
  ] as const) {
    it(`when a stranger sends malformed paths through ${nome}, then each gets 400 and the stack keeps answering`, async () => {
      // Joined as text: new URL(caminho, base) would read `//%3Cx%3E` as a host.
      for (const caminho of CAMINHOS_MALFORMADOS) expect((await fetch(`${new URL(url()).origin}${caminho}`)).status, caminho).toBe(400);
      expect((await fetch(url('/api/health'))).status).toBe(200);
      expect((await fetch(url('/loja/demo'))).status).toBe(200);
    });
  }
});
