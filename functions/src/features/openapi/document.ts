import { z } from '@vitrine/shared';
import { API_BASE, type ApiPath } from '@vitrine/shared/api-paths';

/** A JSON Schema written by hand: for an answer whose shape is a TypeScript type, not a zod schema. */
export type JsonSchema = { [key: string]: unknown };

/** Who may call an operation: anyone, the shop's session (`__session` cookie) or the administrator (bearer token). */
export type Acesso = 'publico' | 'sessao' | 'admin';

export interface Resposta {
  status: number;
  descricao: string;
  /** The body's schema: a zod schema's output, or a hand-written one; none for an empty body (204). */
  schema?: z.ZodType | JsonSchema;
  /** The body's media type when it is not JSON (the comanda's text, the CSV export). */
  tipo?: string;
}

/**
 * Which function serves a route: `api`, under API_BASE (Hosting rewrites /api/** to it), or `preview`,
 * the shop's pages, feeds and sitemaps at the site's root (functions/src/preview-app.ts).
 */
export type Funcao = 'api' | 'preview';

/** One route as its reference shows it; `path` is relative to its function's base, as in apiPaths and pagePaths. */
export interface Operacao {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string | ApiPath<string>;
  /** `api` when absent. */
  funcao?: Funcao;
  summary: string;
  acesso: Acesso;
  /** The JSON body the route parses, as the client sends it (the zod schema's input). */
  corpo?: z.ZodType;
  /** Query parameters the route reads, by name: a short description each. */
  query?: Record<string, string>;
  resposta: Resposta;
  /** Limited per client IP (platform/http/rate-limit.ts): may answer 429 with Retry-After. */
  limitada?: boolean;
  /** Replaced by another path and kept for a release (the comanda's old path). */
  deprecated?: boolean;
  /**
   * Its error answers, when they are not the API's `{ error }` JSON (errosDe): the `preview`
   * function's pages answer HTML, its feeds text.
   */
  erros?: Resposta[];
}

/** A tag of the reference: one API feature and its operations. */
export interface Grupo {
  tag: string;
  descricao: string;
  operacoes: Operacao[];
}

/** Where each function's paths start on the site. */
const BASE: Record<Funcao, string> = { api: API_BASE, preview: '' };

/** Express's `/pedidos/:id` as OpenAPI spells it, `/pedidos/{id}`, under its function's base (API_BASE for the API's). */
export const openApiPath = (path: string | ApiPath<string>, funcao: Funcao = 'api') =>
  BASE[funcao] + (typeof path === 'string' ? path : path.pattern).replace(/:(\w+)/g, '{$1}');

const parametrosDoPath = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

const jsonSchema = (schema: z.ZodType | JsonSchema, io: 'input' | 'output'): JsonSchema => {
  if (!(schema instanceof z.ZodType)) return schema;
  // Refinements and transforms have no JSON Schema: the reference shows the type they start from.
  const { $schema: _dialeto, ...resto } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return resto;
};

/**
 * The answers every error of the API has, `{ error, campos? }` (platform/http/errors.ts): the
 * message in Portuguese the user reads, and per field messages for a refused body.
 */
const ERRO: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'A mensagem para quem usa, em português.' },
    campos: {
      type: 'object',
      description: 'Mensagens por campo de um corpo recusado (400).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    codigo: { type: 'string', description: 'Um código estável quando o cliente mostra uma tela própria (loja indisponível).' },
  },
};

const ERROS = {
  400: 'Requisição inválida: corpo, parâmetro ou consulta recusados (`campos` diz por campo).',
  401: 'Sem sessão válida (cookie `__session`) ou sem o token do administrador.',
  403: 'Sem permissão: o papel da sessão não pode, a loja está suspensa ou a escrita veio de outra origem.',
  404: 'Não encontrado.',
  409: 'Conflito com o estado atual (um nome ou código em uso, um limite do plano, uma transição de status proibida).',
  429: 'Requisições demais deste endereço: tente depois de `Retry-After` segundos.',
  503: 'Indisponível agora: a plataforma em manutenção ou o Firestore fora do ar; tente depois de `Retry-After` segundos.',
} as const;

type CodigoDeErro = keyof typeof ERROS;

function errosDe({ method, acesso, corpo, query, limitada }: Operacao): CodigoDeErro[] {
  const escreve = method !== 'get';
  const codigos: CodigoDeErro[] = [];
  if (corpo || query || escreve || acesso !== 'publico') codigos.push(400);
  if (acesso !== 'publico') codigos.push(401);
  // Writes from another site's page are refused whoever calls (sameOriginWrites).
  if (acesso !== 'publico' || escreve) codigos.push(403);
  codigos.push(404);
  if (escreve && acesso !== 'publico') codigos.push(409);
  if (limitada || (acesso === 'admin' && escreve)) codigos.push(429);
  return codigos;
}

const SEGURANCA: Record<Acesso, Array<Record<string, string[]>>> = {
  publico: [],
  sessao: [{ sessao: [] }],
  admin: [{ admin: [] }],
};

/** `getPedidosId` for GET /api/pedidos/{id}; the `preview` function's start with `pagina`: `paginaGetLojaSlug`. */
const operationId = (method: string, path: string, funcao: Funcao) =>
  (funcao === 'preview' ? `pagina${method[0]!.toUpperCase()}${method.slice(1)}` : method) +
  path
    .slice(BASE[funcao].length)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((parte) => parte[0]!.toUpperCase() + parte.slice(1))
    .join('');

/** An answer as OpenAPI writes it: its description and, unless it has no body, its content. */
const respostaOpenApi = ({ descricao, schema, tipo }: Resposta) => ({
  description: descricao,
  ...(schema && { content: { [tipo ?? 'application/json']: { schema: jsonSchema(schema, 'output') } } }),
});

function operacaoOpenApi(tag: string, operacao: Operacao, path: string) {
  const { method, summary, acesso, corpo, query, resposta, deprecated, funcao = 'api', erros } = operacao;
  const parametros = [
    ...parametrosDoPath(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    })),
  ];
  return {
    operationId: operationId(method, path, funcao),
    summary,
    tags: [tag],
    ...(deprecated && { deprecated }),
    security: SEGURANCA[acesso],
    ...(parametros.length > 0 && { parameters: parametros }),
    ...(corpo && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(corpo, 'input') } } },
    }),
    responses: {
      [resposta.status]: respostaOpenApi(resposta),
      ...(erros
        ? Object.fromEntries(erros.map((erro) => [erro.status, respostaOpenApi(erro)]))
        : Object.fromEntries(errosDe(operacao).map((codigo) => [codigo, { $ref: `#/components/responses/Erro${codigo}` }]))),
    },
  };
}

/** The API's OpenAPI 3.1 document: each group's operations, their schemas from the shared zod contract. */
export function openApiDocument(grupos: readonly Grupo[], versao: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, operacoes } of grupos) {
    for (const operacao of operacoes) {
      const path = openApiPath(operacao.path, operacao.funcao);
      paths[path] ??= {};
      if (paths[path][operacao.method]) throw new Error(`Operação repetida no documento da API: ${operacao.method} ${path}`);
      paths[path][operacao.method] = operacaoOpenApi(tag, operacao, path);
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Vitrine API',
      version: versao,
      description:
        'A API da Vitrine: o catálogo e os pedidos públicos, a área do lojista e a do administrador; ' +
        'e as páginas da loja, seus feeds e sitemaps, servidos pela função `preview` fora de /api. ' +
        'Os campos vêm do contrato zod compartilhado (`shared/src`); erros, limites, idempotência, ' +
        'notificações e os status do pedido estão em `docs/api.md`.',
    },
    servers: [{ url: '/' }],
    tags: grupos.map(({ tag, descricao }) => ({ name: tag, description: descricao })),
    paths,
    components: {
      schemas: { Erro: ERRO },
      responses: Object.fromEntries(
        Object.entries(ERROS).map(([codigo, description]) => [
          `Erro${codigo}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } } },
        ]),
      ),
      securitySchemes: {
        sessao: {
          type: 'apiKey',
          in: 'cookie',
          name: '__session',
          description: 'A sessão do lojista ou de um membro da equipe (POST /api/sessions).',
        },
        admin: { type: 'http', scheme: 'bearer', description: 'O token do administrador (POST /api/admin/login).' },
      },
    },
  };
}
