import type { PedidosDoLojistaResponse } from '@vitrine/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner, listen, type Listening } from '../../../test/support/api.js';
import { novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { CAFE_E_BOLO } from '../../../test/support/produtos.js';

/**
 * Property-based fuzzing (fast-check) of every public, owner and admin write endpoint: FUZZ_RUNS
 * generated bodies each (50 unless set, with a new seed each run; `FUZZ_RUNS=1000` for a long run), half of them
 * shaped like the real body with random values, the rest any JSON at all or malformed text. None
 * may be answered with a 5xx, and every refusal says why in a JSON `error`. A database of its
 * own: admin writes change platform settings.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`FUZZ_RUNS deve ser um inteiro positivo: ${process.env.FUZZ_RUNS}`);
const platform = isolatedApp('seguranca-fuzz');
const { app } = platform;

let servidor: Listening;
let alvo: LojaDeTeste; // public endpoints order from it
let dono: { cookie: string; produto: string; cupom: string }; // owner endpoints write to it
let token: string;
let pedidoId: string;

beforeAll(async () => {
  servidor = await listen(app);
  token = await createAdmin(platform);
  alvo = await novaLoja(app, {
    produtos: CAFE_E_BOLO,
  });
  const { cookie } = await signInOwner(app);
  const produto = await chamar('POST', '/api/produtos', { json: { nome: 'Alvo', preco: 1 }, cookie: cookie! });
  const cupom = await chamar('POST', '/api/cupons', { json: { codigo: 'ALVO', tipo: 'valor', valor: 1 }, cookie: cookie! });
  dono = { cookie: cookie!, produto: (produto.body as { id: string }).id, cupom: (cupom.body as { id: string }).id };
  await chamar('POST', `/api/catalogo/${alvo.lojaId}/pedido`, { json: { produtos: [{ id: alvo.produtos[0]!.id, quantidade: 1 }] } });
  const pedidos = await chamar('GET', '/api/pedidos', { cookie: alvo.cookie });
  if (pedidos.status !== 200) throw new Error(`GET /api/pedidos: HTTP ${pedidos.status}`);
  pedidoId = (pedidos.body as PedidosDoLojistaResponse).pedidos[0]!.id;
}, 60_000);
afterAll(() => servidor?.close());

interface Envio {
  json?: unknown;
  raw?: string | Uint8Array;
  contentType?: string;
  form?: FormData;
  cookie?: string;
  bearer?: string;
}

/** One request over a kept-alive connection (supertest would open a server per request). */
async function chamar(method: string, path: string, { json, raw, contentType, form, cookie, bearer }: Envio = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let body: RequestInit['body'];
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (raw !== undefined) {
    headers['Content-Type'] = contentType ?? 'application/json';
    body = raw as RequestInit['body'];
  } else if (form) body = form;
  const response = await fetch(`${servidor.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: checked below
  }
  return { status: response.status, body: parsed };
}

/** Never a 5xx, and a refusal always explains itself in JSON. */
function esperarResposta4xxOu2xx(resposta: { status: number; body: unknown }, contexto: unknown) {
  if (resposta.status >= 500)
    throw new Error(`HTTP ${resposta.status} para ${JSON.stringify(contexto).slice(0, 500)}: ${JSON.stringify(resposta.body)}`);
  if (resposta.status >= 400) {
    const erro = (resposta.body as { error?: unknown } | null)?.error;
    if (typeof erro !== 'string' || erro.length === 0)
      throw new Error(`HTTP ${resposta.status} sem mensagem: ${JSON.stringify(resposta.body)}`);
  }
}

// ---- Generators ------------------------------------------------------------------------------

const texto = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    '\u0000',
    '𝒱𝒾𝓉𝓇𝒾𝓃𝑒',
    'a'.repeat(5000),
  ),
);
const numero = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.001, 1e21, -1, 999999.999),
);
const qualquer = fc.jsonValue({ maxDepth: 3 });
/** A field's value: mostly plausible, sometimes anything. */
const campo = <T>(plausivel: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: plausivel }, { weight: 1, arbitrary: qualquer });
const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('/api/imagens/x/y.webp', 'javascript:alert(1)', 'data:text/html,<script>1</script>', ''),
  texto,
);
const id = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  fc.constantFrom('.', '..', '__x__', 'a/b', '%2e%2e'),
);

/** A body shaped like `campos` (any subset of them, random values), or any JSON, or an extra field. */
function corpo(campos: Record<string, fc.Arbitrary<unknown>>) {
  const formado = fc.record(Object.fromEntries(Object.entries(campos).map(([nome, arb]) => [nome, campo(arb)])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: formado },
    {
      weight: 1,
      arbitrary: fc.tuple(formado, fc.string({ maxLength: 10 }), qualquer).map(([base, chave, valor]) => ({ ...base, [chave]: valor })),
    },
    { weight: 2, arbitrary: qualquer },
  );
}

/** What is sent: a JSON body, or (sometimes) text that is not valid JSON. */
function envio(arb: fc.Arbitrary<unknown>): fc.Arbitrary<Envio> {
  return fc.oneof(
    { weight: 9, arbitrary: arb.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((raw) => ({ raw })) },
  );
}

const produtoCampos = {
  nome: texto,
  descricao: texto,
  imagem_url: url,
  preco: numero,
  ativo: fc.boolean(),
  categoria_id: fc.oneof(fc.constant(null), id),
};
const dia = fc.oneof(fc.constant(null), fc.constantFrom('2026-12-01', '2026-02-30', '2026-13-01'), texto);
const limite = fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 2_000_000 }), numero);
const cupomCampos = {
  codigo: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{3,20}$/), texto),
  tipo: fc.oneof(fc.constantFrom('percentual', 'valor', 'frete_gratis'), texto),
  valor: numero,
  pedido_minimo: fc.oneof(fc.constant(null), numero),
  inicio: dia,
  fim: dia,
  limite_total: limite,
  limite_por_cliente: limite,
  primeiro_pedido: fc.boolean(),
  ativo: fc.boolean(),
};
const itemDePedido = fc.record(
  {
    id: campo(fc.oneof(fc.constantFrom('cafe', 'bolo'), id)),
    quantidade: campo(fc.oneof(fc.integer({ min: -5, max: 120 }), numero)),
    nome: campo(texto),
    preco: campo(numero),
  },
  { requiredKeys: [] },
);
const pedidoCorpo = corpo({ produtos: fc.array(itemDePedido, { maxLength: 60 }), valor_total: numero }).map((body) => {
  // Plausible ids become this shop's real products, so that orders really get placed.
  if (typeof body !== 'object' || body === null || !('produtos' in body) || !Array.isArray(body.produtos)) return body;
  const produtos: unknown[] = body.produtos;
  return {
    ...body,
    produtos: produtos.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) return item;
      const idDoItem = (item as { id?: unknown }).id;
      return { ...item, id: idDoItem === 'cafe' ? alvo.produtos[0]!.id : idDoItem === 'bolo' ? alvo.produtos[1]!.id : idDoItem };
    }),
  };
});

// ---- Properties ------------------------------------------------------------------------------

type Rota = () => string;
async function fuzz(
  method: string,
  rota: Rota | fc.Arbitrary<string>,
  corpoArb: fc.Arbitrary<unknown>,
  autenticacao: Pick<Envio, 'cookie' | 'bearer'> = {},
) {
  const caminhos = typeof rota === 'function' ? fc.constant(null).map(rota) : rota;
  await fc.assert(
    fc.asyncProperty(caminhos, envio(corpoArb), async (path, enviado) => {
      esperarResposta4xxOu2xx(await chamar(method, path, { ...enviado, ...autenticacao }), { path, enviado });
    }),
    { numRuns: RUNS },
  );
}

/** A path whose id is mostly the real one, sometimes anything. */
const caminhoCom = (prefixo: string, real: () => string, sufixo = '') =>
  fc
    .oneof({ weight: 3, arbitrary: fc.constant(null).map(real) }, { weight: 1, arbitrary: id })
    .map((valor) => `${prefixo}${encodeURIComponent(valor)}${sufixo}`);

// Each endpoint's requests run one after the other; endpoints of a group run side by side.
const TEMPO = { timeout: 180_000 };

describe.concurrent('Fuzzing das escritas públicas', TEMPO, () => {
  it('POST /api/sessions', () => fuzz('POST', () => '/api/sessions', corpo({ idToken: texto })));
  it('POST /api/catalogo/{id}/pedido', () =>
    fuzz(
      'POST',
      caminhoCom('/api/catalogo/', () => alvo.lojaId, '/pedido'),
      pedidoCorpo,
    ));
  it('POST /api/loja/{slug}/pedido', () =>
    fuzz(
      'POST',
      caminhoCom('/api/loja/', () => alvo.slug, '/pedido'),
      pedidoCorpo,
    ));
  it('POST /api/catalogo/{id}/eventos', () =>
    fuzz(
      'POST',
      caminhoCom('/api/catalogo/', () => alvo.lojaId, '/eventos'),
      corpo({
        tipo: fc.constantFrom('visita', 'visualizacao_produto', 'outro'),
        visitante: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), texto),
        origem: fc.oneof(fc.webUrl(), texto),
        produto_id: fc.oneof(
          fc.constant(null).map(() => alvo.produtos[0]!.id),
          id,
        ),
      }),
    ));
});

describe.concurrent('Fuzzing das escritas do lojista', TEMPO, () => {
  const comCookie = () => ({ cookie: dono.cookie });
  // A collection's create and its document's update read the same fields.
  for (const [colecao, campos, doc] of [
    ['produtos', produtoCampos, () => dono.produto],
    ['categorias', { nome: texto }, () => 'qualquer'],
    ['cupons', cupomCampos, () => dono.cupom],
  ] as const) {
    it(`POST /api/${colecao}`, () => fuzz('POST', () => `/api/${colecao}`, corpo(campos), comCookie()));
    it(`PUT /api/${colecao}/{id}`, () => fuzz('PUT', caminhoCom(`/api/${colecao}/`, doc), corpo(campos), comCookie()));
  }
  it('PUT /api/loja/configuracao', () =>
    fuzz(
      'PUT',
      () => '/api/loja/configuracao',
      corpo({
        nome_loja: texto,
        cor_principal: fc.oneof(fc.stringMatching(/^#[0-9A-Fa-f]{6}$/), texto),
        logo_url: url,
        mensagem_personalizada: texto,
        texto_botao: texto,
        subdominio: fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,40}$/), texto),
        endereco: texto,
        telefone: texto,
        instagram: texto,
        facebook: texto,
      }),
      comCookie(),
    ));
  it('PUT /api/lojista/whatsapp', () => fuzz('PUT', () => '/api/lojista/whatsapp', corpo({ telefone_whatsapp: texto }), comCookie()));
  it('PUT /api/pedidos/{id}', async () => {
    await fuzz(
      'PUT',
      caminhoCom('/api/pedidos/', () => pedidoId),
      corpo({ status: fc.constantFrom('novo', 'confirmado', 'entregue', 'cancelado', 'x') }),
      {
        cookie: alvo.cookie,
      },
    );
  });

  it('POST /api/upload/image (multipart with random bytes)', async () => {
    const MAGICOS = [
      [],
      [0xff, 0xd8, 0xff, 0xe0],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
      [...Buffer.from('GIF89a')],
    ];
    const multipart = fc.record({
      magico: fc.constantFrom(...MAGICOS),
      bytes: fc.uint8Array({ maxLength: 4096 }),
      filename: fc.oneof(
        fc.constantFrom('foto.jpg', 'foto.png', 'x.webp', 'x.gif', 'sem-extensao', '../../etc/passwd', ''),
        fc.string({ maxLength: 40 }),
      ),
      tipo: fc.oneof(
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/html', 'application/octet-stream'),
        fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,15}$/),
      ),
      campo: fc.oneof({ weight: 5, arbitrary: fc.constant('image') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
    });
    const quebrado = fc.record({ boundary: fc.stringMatching(/^[A-Za-z0-9-]{0,30}$/), bytes: fc.uint8Array({ maxLength: 2048 }) });
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: multipart }, { weight: 1, arbitrary: quebrado }), async (gerado) => {
        let enviado: Envio;
        if ('boundary' in gerado) {
          enviado = { raw: gerado.bytes, contentType: `multipart/form-data; boundary=${gerado.boundary}` };
        } else {
          const form = new FormData();
          form.append(
            gerado.campo,
            new Blob([new Uint8Array([...gerado.magico, ...gerado.bytes])], { type: gerado.tipo }),
            gerado.filename,
          );
          enviado = { form };
        }
        esperarResposta4xxOu2xx(await chamar('POST', '/api/upload/image', { ...enviado, cookie: dono.cookie }), gerado);
      }),
      { numRuns: RUNS },
    );
  });
});

// Last: admin writes may suspend the shop or switch maintenance on, which public writes would then meet.
describe.concurrent('Fuzzing das escritas do administrador', TEMPO, () => {
  const comToken = () => ({ bearer: token });
  const planoCampos = { nome: texto, preco: numero, limite_produtos: fc.oneof(fc.integer({ min: -1, max: 100_000 }), numero) };
  it('POST /api/admin/login', () =>
    fuzz('POST', () => '/api/admin/login', corpo({ email: fc.oneof(fc.emailAddress(), texto), senha: texto })));
  it('PUT /api/admin/lojistas/{id}/status', () =>
    fuzz(
      'PUT',
      caminhoCom('/api/admin/lojistas/', () => alvo.lojaId, '/status'),
      corpo({ status: fc.constantFrom('ativo', 'suspenso', 'inativo', 'x') }),
      comToken(),
    ));
  it('PUT /api/admin/lojistas/{id}', () =>
    fuzz(
      'PUT',
      caminhoCom('/api/admin/lojistas/', () => alvo.lojaId),
      corpo({ nome: texto, email: fc.oneof(fc.emailAddress(), texto), plano_id: fc.oneof(fc.integer({ min: -1, max: 5 }), numero) }),
      comToken(),
    ));
  it('POST /api/admin/planos', () => fuzz('POST', () => '/api/admin/planos', corpo(planoCampos), comToken()));
  it('PUT /api/admin/planos/{id}', () =>
    fuzz(
      'PUT',
      caminhoCom('/api/admin/planos/', () => '1'),
      corpo(planoCampos),
      comToken(),
    ));
  it('PUT /api/admin/configuracoes', () =>
    fuzz(
      'PUT',
      () => '/api/admin/configuracoes',
      corpo({
        configuracoes: fc.array(
          fc.record(
            {
              chave: campo(fc.constantFrom('sistema_nome', 'sistema_versao', 'email_suporte', 'manutencao', 'registros_abertos', 'outra')),
              valor: campo(fc.oneof(texto, fc.constantFrom('true', 'false'), fc.boolean())),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 8 },
        ),
      }),
      comToken(),
    ));
});

// ---- Malformed Unicode -----------------------------------------------------------------------

/** Strings JSON can carry but no person types: a lone high or low surrogate, at the start, middle or end. */
const SUBSTITUTOS_SOLTOS = ['\uD800', 'Bolo \uDBFF', '\uDC00 de milho', 'a\uDFFFb', 'emoji partido \uD83D', '\uDE00\uD83D'];

describe.concurrent('Substitutos UTF-16 soltos em cada campo de texto', TEMPO, () => {
  /** Each endpoint and field: the body with `valor` in that field (keys included: the last case). */
  const campos: [string, string, () => string, (valor: string) => unknown, () => Pick<Envio, 'cookie' | 'bearer'>][] = [
    [
      'POST',
      'observacao',
      () => `/api/catalogo/${alvo.lojaId}/pedido`,
      (observacao) => ({ produtos: [{ id: alvo.produtos[0]!.id, quantidade: 1 }], observacao }),
      () => ({}),
    ],
    [
      'POST',
      'cliente.nome',
      () => `/api/loja/${alvo.slug}/pedido`,
      (nome) => ({ produtos: [{ id: alvo.produtos[0]!.id, quantidade: 1 }], cliente: { nome } }),
      () => ({}),
    ],
    ['POST', 'nome', () => '/api/produtos', (nome) => ({ nome, preco: 1 }), () => ({ cookie: dono.cookie })],
    ['PUT', 'descricao', () => `/api/produtos/${dono.produto}`, (descricao) => ({ descricao }), () => ({ cookie: dono.cookie })],
    ['POST', 'nome', () => '/api/categorias', (nome) => ({ nome }), () => ({ cookie: dono.cookie })],
    [
      'PUT',
      'mensagem_personalizada',
      () => '/api/loja/configuracao',
      (mensagem_personalizada) => ({ nome_loja: 'Loja', mensagem_personalizada }),
      () => ({ cookie: dono.cookie }),
    ],
    [
      'PUT',
      'telefone_whatsapp',
      () => '/api/lojista/whatsapp',
      (telefone_whatsapp) => ({ telefone_whatsapp }),
      () => ({ cookie: dono.cookie }),
    ],
    ['PUT', 'nome_loja', () => '/api/loja/configuracao', (nome_loja) => ({ nome_loja }), () => ({ cookie: dono.cookie })],
    ['POST', 'nome', () => '/api/admin/planos', (nome) => ({ nome, limite_produtos: 10, preco: 0 }), () => ({ bearer: token })],
    ['POST', '_', () => '/api/categorias', (chave) => ({ nome: 'Bolos', [chave]: 1 }), () => ({ cookie: dono.cookie })],
  ];
  it.each(campos)(
    '%s %s with a lone surrogate: 400 in Portuguese naming the field, never 5xx',
    async (method, campo, rota, corpoCom, autenticacao) => {
      for (const valor of SUBSTITUTOS_SOLTOS) {
        const resposta = await chamar(method, rota(), { json: corpoCom(valor), ...autenticacao() });
        const contexto = `${method} ${rota()} ${campo}=${JSON.stringify(valor)}: HTTP ${resposta.status} ${JSON.stringify(resposta.body)}`;
        if (resposta.status !== 400) throw new Error(contexto);
        const { campos: porCampo } = resposta.body as { campos?: Record<string, string[]> };
        if (porCampo?.[campo]?.[0] !== 'O texto tem caracteres inválidos. Apague-os e digite de novo.') throw new Error(contexto);
      }
    },
  );
});
