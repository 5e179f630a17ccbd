import { readFileSync } from 'node:fs';
import Ajv2019, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { load } from 'js-yaml';

/**
 * The Banco Central's API Pix document (api-pix.openapi.yaml, vendored unchanged: README.md says
 * from which commit) read as the local PSP's contract: every request to it is matched against the
 * document's paths and checked against its parameters, security and request bodies with ajv, and
 * the PSP's own answers and notifications against its responses (the PSP's tests do).
 *
 * The document is read as its authors mean it, in three places where a literal reading of JSON
 * Schema would let through what the text forbids (README.md, "Como o documento é lido"):
 * - its patterns have no anchors ("[a-zA-Z0-9]{26,35}" would match any string that contains 26
 *   letters): each is checked whole, and the CPF's "/^\d{11}$/" is read as the regular expression
 *   it writes, without the slashes;
 * - a request's object may hold only the fields the document names (JSON Schema allows any other
 *   by default, and a field the bank does not know is a field Vitrine should not send):
 *   `unevaluatedProperties: false` on every object a request carries;
 * - a query parameter the operation does not list is refused for the same reason.
 */

export interface Violacao {
  razao: string;
  propriedade: string;
  valor?: string;
}

type Schema = Record<string, unknown>;

interface Parametro {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operacao {
  /** "PUT /cob/{txid}": the method and the document's path, the operation's name in the PSP's records. */
  id: string;
  metodo: string;
  caminho: string;
  tag: string;
  /** Alternatives, each a list of scopes that must all be granted (OpenAPI's security requirement). */
  escopos: string[][];
  /** The document's error type for a request to this operation that breaks its schema. */
  tipoDeErro: string;
  /** How the violations name a field: "cob.valor.original", as the document's examples do. */
  prefixo: string;
}

export type Validacao =
  | { tipo: 'ok'; operacao: Operacao; params: Record<string, string>; query: Record<string, unknown>; corpo: unknown }
  | { tipo: 'sem-caminho' }
  | { tipo: 'sem-metodo'; metodos: string[] }
  | { tipo: 'invalida'; operacao: Operacao; violacoes: Violacao[] };

export interface RequisicaoHttp {
  metodo: string;
  /** The path under the API's base, "/cob/abc…". */
  caminho: string;
  query: URLSearchParams;
  tipoDeConteudo: string | undefined;
  corpo: string;
}

const ARQUIVO = new URL('./api-pix.openapi.yaml', import.meta.url);
const ESTRITO = 'https://psp-local.test/api-pix-estrito.json';
const LITERAL = 'https://psp-local.test/api-pix.json';
const METODOS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** The payload locations are served by the location's own public host, not under the authenticated API. */
const TAGS_FORA_DA_API = new Set(['CobPayload', 'RecPayload']);

/** The error types the document's text gives each operation for a request that breaks its schema. */
const TIPO_DE_ERRO: Record<string, string> = {
  'PUT /cob/{txid}': 'CobOperacaoInvalida',
  'PATCH /cob/{txid}': 'CobOperacaoInvalida',
  'POST /cob': 'CobOperacaoInvalida',
  'GET /cob/{txid}': 'CobConsultaInvalida',
  'GET /cob': 'CobConsultaInvalida',
  'PUT /pix/{e2eid}/devolucao/{id}': 'PixDevolucaoInvalida',
  'GET /pix': 'PixConsultaInvalida',
  'PUT /webhook/{chave}': 'WebhookOperacaoInvalida',
  'GET /webhook': 'WebhookConsultaInvalida',
};

const PREFIXO: Record<string, string> = {
  Cob: 'cob',
  Pix: 'pix',
  Webhook: 'webhook',
};
const prefixoDe = (id: string, tag: string) => (id.includes('/devolucao/') ? 'devolucao' : (PREFIXO[tag] ?? tag.toLowerCase()));

/**
 * Slips of the document that no bank's answer could avoid: a list's items require a field their
 * schema does not define (CobsConsultadas' `idCob`). Not held against the PSP's answers.
 */
const ESCORREGOES = [{ operacao: 'GET /cob', propriedade: /^resposta\.cobs\.\d+\.idCob$/ }];

const ehObjeto = (valor: unknown): valor is Schema => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** "[a-z]{2}" → "^(?:[a-z]{2})$"; "/^\d{11}$/" → "^(?:\d{11})$". */
export function ancorar(padrao: string): string {
  const literal = /^\/(.*)\/$/s.exec(padrao);
  const miolo = (literal?.[1] ?? padrao).replace(/^\^/, '').replace(/\$$/, '');
  return `^(?:${miolo})$`;
}

/**
 * A copy of a piece of the document with its schemas' patterns anchored and its local `$ref`s made
 * absolute (to `base`), so that any fragment compiles on its own. Examples are left as they are.
 */
function copiar(no: unknown, base: string): unknown {
  if (Array.isArray(no)) return no.map((item) => copiar(item, base));
  if (!ehObjeto(no)) return no;
  const copia: Schema = {};
  for (const [chave, valor] of Object.entries(no)) {
    if (chave === 'example' || chave === 'examples') continue;
    if (chave === '$ref' && typeof valor === 'string' && valor.startsWith('#')) copia[chave] = base + valor;
    else if (chave === 'pattern' && typeof valor === 'string') copia[chave] = ancorar(valor);
    else copia[chave] = copiar(valor, base);
  }
  return copia;
}

/**
 * Marks, in a copy made for requests, every place where a whole object value is checked (a
 * property's value, an array's items, a request body) with `unevaluatedProperties: false`: the
 * fields the object's schema names, through its allOf/oneOf/anyOf and $refs, and no other. The
 * members of allOf/oneOf/anyOf and the components themselves are not marked: each sees only part
 * of the object.
 */
function fecharObjetos(schema: unknown, valorInteiro: boolean): void {
  if (!ehObjeto(schema)) return;
  const estruturado = ['properties', 'allOf', 'oneOf', 'anyOf', '$ref'].some((chave) => chave in schema);
  if (valorInteiro && estruturado && !('additionalProperties' in schema)) schema.unevaluatedProperties = false;
  for (const chave of ['allOf', 'oneOf', 'anyOf'] as const) {
    const membros = schema[chave];
    if (Array.isArray(membros)) for (const membro of membros) fecharObjetos(membro, false);
  }
  if (ehObjeto(schema.properties)) for (const valor of Object.values(schema.properties)) fecharObjetos(valor, true);
  if (ehObjeto(schema.items)) fecharObjetos(schema.items, true);
  if (ehObjeto(schema.additionalProperties)) fecharObjetos(schema.additionalProperties, true);
}

function novoAjv({ coagir = false, uriRelativa = false } = {}) {
  // strict: false: the document is OpenAPI 3.0, with keywords JSON Schema does not know (title is
  // known; example, xml, readOnly…) and a few it misplaces (a `maximum` on an array).
  const ajv = new Ajv2019({ allErrors: true, strict: false, coerceTypes: coagir, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  // The document's own examples give a charge's `location` without a scheme
  // ("pix.example.com/qr/v2/…"), as the PSPs answer it: read as a URI reference in answers.
  if (uriRelativa) ajv.addFormat('uri', fullFormats['uri-reference']);
  return ajv;
}

export interface DocumentoApiPix {
  versao: string;
  /** Every scope the document's OAuth2 scheme names. */
  escopos: string[];
  operacoes: Operacao[];
  validarRequisicao(requisicao: RequisicaoHttp): Validacao;
  /** What in an answer of the PSP the document does not allow (the PSP's own tests use it). */
  validarResposta(operacao: Operacao, status: number, corpo: unknown): Violacao[];
  /** What in a notification's body (POST {webhookUrl}/pix) the document does not allow. */
  validarNotificacao(corpo: unknown): Violacao[];
}

interface OperacaoInterna extends Operacao {
  regex: RegExp;
  nomes: string[];
  literais: number;
  parametros: Parametro[];
  corpo?: { obrigatorio: boolean; tipos: string[]; schema: Schema };
  respostas: Record<string, unknown>;
  validarParametros?: { path: ValidateFunction; query: ValidateFunction };
  validarCorpo?: ValidateFunction;
}

let carregado: DocumentoApiPix | undefined;

/** The document, read and prepared once per process (about a third of a second). */
export function documentoApiPix(): DocumentoApiPix {
  carregado ??= carregar();
  return carregado;
}

function carregar(): DocumentoApiPix {
  const doc = load(readFileSync(ARQUIVO, 'utf8')) as Schema;
  const componentes = doc.components as Schema;
  const paths = doc.paths as Record<string, Schema>;

  const estrito = copiar({ components: { schemas: componentes.schemas } }, ESTRITO) as Schema;
  for (const schema of Object.values((estrito.components as Schema).schemas as Schema)) fecharObjetos(schema, false);
  const literal = copiar({ components: { schemas: componentes.schemas } }, LITERAL) as Schema;

  const ajvRequisicao = novoAjv();
  const ajvParametros = novoAjv({ coagir: true });
  const ajvResposta = novoAjv({ uriRelativa: true });
  ajvRequisicao.addSchema({ ...estrito, $id: ESTRITO });
  ajvParametros.addSchema({ ...estrito, $id: ESTRITO });
  ajvResposta.addSchema({ ...literal, $id: LITERAL });

  const resolver = <T>(no: unknown): T => {
    let atual = no;
    while (ehObjeto(atual) && typeof atual.$ref === 'string') {
      atual = atual.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((pai, parte) => (pai as Schema)[parte], doc);
    }
    return atual as T;
  };

  const operacoes: OperacaoInterna[] = [];
  for (const [caminho, item] of Object.entries(paths)) {
    const doCaminho = ((item.parameters as unknown[] | undefined) ?? []).map((p) => resolver<Parametro>(p));
    for (const metodo of METODOS) {
      const op = item[metodo];
      if (!ehObjeto(op)) continue;
      const tag = ((op.tags as string[] | undefined) ?? [])[0] ?? '';
      if (TAGS_FORA_DA_API.has(tag)) continue;
      const id = `${metodo.toUpperCase()} ${caminho}`;
      const proprios = ((op.parameters as unknown[] | undefined) ?? []).map((p) => resolver<Parametro>(p));
      const parametros = [...doCaminho.filter((p) => !proprios.some((o) => o.name === p.name)), ...proprios];
      const nomes: string[] = [];
      const regex = new RegExp(
        '^' +
          caminho.replace(/\{([^}]+)\}|[^{]+/g, (trecho, nome?: string) => {
            if (nome === undefined) return trecho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            nomes.push(nome);
            return '([^/]+)';
          }) +
          '$',
      );
      const requestBody = op.requestBody === undefined ? undefined : resolver<Schema>(op.requestBody);
      const conteudo = (requestBody?.content ?? {}) as Record<string, Schema>;
      const security = (op.security ?? doc.security ?? []) as Record<string, string[]>[];
      operacoes.push({
        id,
        metodo: metodo.toUpperCase(),
        caminho,
        tag,
        escopos: security.map((alternativa) => Object.values(alternativa).flat()),
        tipoDeErro: TIPO_DE_ERRO[id] ?? 'RequisicaoInvalida',
        prefixo: prefixoDe(id, tag),
        regex,
        nomes,
        literais: caminho.split('/').filter((parte) => parte && !parte.startsWith('{')).length,
        parametros,
        corpo: requestBody && {
          obrigatorio: requestBody.required === true,
          tipos: Object.keys(conteudo),
          schema: Object.values(conteudo)[0]?.schema as Schema,
        },
        respostas: (op.responses ?? {}) as Record<string, unknown>,
      });
    }
  }
  // The most literal path first: "/cob" before "/{pixUrlAccessToken}".
  operacoes.sort((a, b) => b.literais - a.literais);

  const parametrosDe = (op: OperacaoInterna) => {
    if (op.validarParametros) return op.validarParametros;
    const objeto = (lugar: 'path' | 'query') => {
      const deste = op.parametros.filter((p) => p.in === lugar);
      return {
        type: 'object',
        properties: Object.fromEntries(deste.map((p) => [p.name, copiar(p.schema ?? {}, ESTRITO)])),
        required: deste.filter((p) => p.required || lugar === 'path').map((p) => p.name),
        additionalProperties: false,
      };
    };
    op.validarParametros = { path: ajvParametros.compile(objeto('path')), query: ajvParametros.compile(objeto('query')) };
    return op.validarParametros;
  };

  const corpoDe = (op: OperacaoInterna) => {
    if (op.validarCorpo || !op.corpo) return op.validarCorpo;
    const schema = copiar(op.corpo.schema, ESTRITO) as Schema;
    fecharObjetos(schema, true);
    op.validarCorpo = ajvRequisicao.compile(schema);
    return op.validarCorpo;
  };

  const respostas = new Map<string, ValidateFunction | null>();
  const respostaDe = (op: OperacaoInterna, status: number) => {
    const chave = `${op.id} ${status}`;
    if (!respostas.has(chave)) {
      const resposta = resolver<Schema | undefined>(op.respostas[String(status)] ?? op.respostas.default);
      const conteudo = resposta?.content as Record<string, Schema> | undefined;
      const schema = conteudo && Object.values(conteudo)[0]?.schema;
      respostas.set(chave, schema ? ajvResposta.compile(copiar(schema, LITERAL) as Schema) : null);
    }
    return respostas.get(chave);
  };

  const problema = ajvResposta.compile({ $ref: `${LITERAL}#/components/schemas/Problema` });

  const notificacao = (() => {
    const webhook = operacoes.find((op) => op.id === 'PUT /webhook/{chave}');
    const callbacks = (paths['/webhook/{chave}']?.put as Schema).callbacks as Schema;
    const post = Object.values((callbacks.listaPix as Record<string, Schema>) ?? {})[0]?.post as Schema;
    const corpo = resolver<Schema>(post.requestBody);
    const schema = copiar((corpo.content as Record<string, Schema>)['application/json']?.schema, LITERAL) as Schema;
    return { validar: ajvResposta.compile(schema), prefixo: webhook?.prefixo ?? 'webhook' };
  })();

  return {
    versao: String((doc.info as Schema).version),
    escopos: Object.keys(
      (((componentes.securitySchemes as Schema).OAuth2 as Schema).flows as Record<string, Schema>).clientCredentials!.scopes as Schema,
    ),
    operacoes,
    validarRequisicao(requisicao) {
      const candidatas = operacoes.filter((op) => op.regex.test(requisicao.caminho));
      if (candidatas.length === 0) return { tipo: 'sem-caminho' };
      const doMetodo = candidatas.filter((op) => op.metodo === requisicao.metodo);
      if (doMetodo.length === 0) return { tipo: 'sem-metodo', metodos: [...new Set(candidatas.map((op) => op.metodo))].sort() };
      let primeira: Validacao | undefined;
      for (const op of doMetodo) {
        const resultado = validarEm(op, requisicao);
        if (resultado.tipo === 'ok') return resultado;
        primeira ??= resultado;
      }
      return primeira!;
    },
    validarResposta(operacao, status, corpo) {
      const op = operacoes.find((o) => o.id === operacao.id);
      if (!op) return [{ razao: 'Operação que o documento não define.', propriedade: operacao.id }];
      // A status the operation does not list is one of the document's general errors (its text:
      // RequisicaoInvalida, AcessoNegado, ServicoIndisponivel…; and OAuth's 401), whose body is a Problema.
      if (!(String(status) in op.respostas) && !('default' in op.respostas)) {
        if (status < 400) return [{ razao: `O documento não prevê a resposta ${status} para ${op.id}.`, propriedade: 'status' }];
        return problema(corpo) ? [] : violacoesDe(problema.errors, 'resposta', corpo);
      }
      const validar = respostaDe(op, status);
      if (validar === null) {
        return corpo === undefined ? [] : [{ razao: 'O documento não prevê corpo nesta resposta.', propriedade: 'corpo' }];
      }
      const violacoes = validar && !validar(corpo) ? violacoesDe(validar.errors, 'resposta', corpo) : [];
      return violacoes.filter((v) => !ESCORREGOES.some((e) => e.operacao === op.id && e.propriedade.test(v.propriedade)));
    },
    validarNotificacao(corpo) {
      return notificacao.validar(corpo) ? [] : violacoesDe(notificacao.validar.errors, 'notificacao', corpo);
    },
  };

  function validarEm(op: OperacaoInterna, requisicao: RequisicaoHttp): Validacao {
    const violacoes: Violacao[] = [];
    const valores = op.regex.exec(requisicao.caminho)!.slice(1);
    const params: Record<string, string> = {};
    op.nomes.forEach((nome, i) => {
      try {
        params[nome] = decodeURIComponent(valores[i]!);
      } catch {
        params[nome] = valores[i]!;
      }
    });
    const { path, query: validarQuery } = parametrosDe(op);
    const copiaDosParams: Record<string, unknown> = { ...params };
    if (!path(copiaDosParams)) violacoes.push(...violacoesDe(path.errors, '', copiaDosParams));

    const query: Record<string, unknown> = {};
    for (const [nome, valor] of requisicao.query) {
      if (nome in query) violacoes.push({ razao: 'Parâmetro repetido.', propriedade: nome, valor });
      query[nome] = valor;
    }
    if (!validarQuery(query)) violacoes.push(...violacoesDe(validarQuery.errors, '', query));

    let corpo: unknown;
    const temCorpo = requisicao.corpo.trim() !== '';
    if (!op.corpo) {
      if (temCorpo) violacoes.push({ razao: 'Esta operação não recebe corpo.', propriedade: op.prefixo });
    } else if (!temCorpo) {
      if (op.corpo.obrigatorio) violacoes.push({ razao: 'O corpo da requisição é obrigatório.', propriedade: op.prefixo });
    } else {
      const tipo = (requisicao.tipoDeConteudo ?? '').split(';')[0]!.trim().toLowerCase();
      if (!op.corpo.tipos.includes(tipo)) {
        violacoes.push({
          razao: `O corpo deve ser ${op.corpo.tipos.join(' ou ')}.`,
          propriedade: 'Content-Type',
          valor: requisicao.tipoDeConteudo ?? '',
        });
      } else {
        try {
          corpo = JSON.parse(requisicao.corpo);
        } catch {
          violacoes.push({ razao: 'O corpo não é um JSON válido.', propriedade: op.prefixo });
        }
        const validar = corpoDe(op);
        if (corpo !== undefined && validar && !validar(corpo)) violacoes.push(...violacoesDe(validar.errors, op.prefixo, corpo));
      }
    }
    return violacoes.length > 0 ? { tipo: 'invalida', operacao: op, violacoes } : { tipo: 'ok', operacao: op, params, query, corpo };
  }
}

/** ajv's errors as the document's `violacoes`: "cob.valor.original" and the reason, in Portuguese. */
function violacoesDe(erros: ErrorObject[] | null | undefined, prefixo: string, dados: unknown): Violacao[] {
  const vistas = new Set<string>();
  const violacoes: Violacao[] = [];
  for (const erro of erros ?? []) {
    // Where a oneOf/anyOf failed, no member's fields counted as evaluated: its "unknown field"
    // errors there are an artifact; the members' own errors stay, they tell why none matched.
    if (
      erro.keyword === 'unevaluatedProperties' &&
      erros!.some((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && e.instancePath === erro.instancePath)
    )
      continue;
    const partes = erro.instancePath
      .split('/')
      .slice(1)
      .map((parte) => parte.replace(/~1/g, '/').replace(/~0/g, '~'));
    const params = erro.params as Record<string, unknown>;
    const extra =
      erro.keyword === 'required'
        ? String(params.missingProperty)
        : erro.keyword === 'unevaluatedProperties'
          ? String(params.unevaluatedProperty)
          : erro.keyword === 'additionalProperties'
            ? String(params.additionalProperty)
            : undefined;
    const propriedade = [prefixo, ...partes, ...(extra ? [extra] : [])].filter(Boolean).join('.');
    const razao = razaoDe(erro, propriedade);
    const chave = `${propriedade}\n${razao}`;
    if (vistas.has(chave)) continue;
    vistas.add(chave);
    const valor = partes.reduce<unknown>((pai, parte) => (ehObjeto(pai) || Array.isArray(pai) ? (pai as Schema)[parte] : undefined), dados);
    violacoes.push({
      razao,
      propriedade,
      ...(typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean' ? { valor: String(valor) } : {}),
    });
  }
  return violacoes;
}

function razaoDe(erro: ErrorObject, propriedade: string): string {
  const params = erro.params as Record<string, unknown>;
  switch (erro.keyword) {
    case 'required':
      return `O campo ${propriedade} é obrigatório.`;
    case 'unevaluatedProperties':
    case 'additionalProperties':
      return `O campo ${propriedade} não existe no documento.`;
    case 'pattern':
      return `O campo ${propriedade} não respeita o _schema_ (${String(params.pattern)}).`;
    case 'type':
      return `O campo ${propriedade} deve ser do tipo ${String(params.type)}.`;
    case 'oneOf':
    case 'anyOf':
      return `O objeto ${propriedade} deve ter exatamente uma das formas que o documento admite.`;
    case 'enum':
      return `O campo ${propriedade} deve ser um de: ${(params.allowedValues as unknown[]).join(', ')}.`;
    default:
      return `O campo ${propriedade} não respeita o _schema_ (${erro.keyword}: ${erro.message ?? ''}).`;
  }
}
