import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { pixCopiaEColaDinamico } from './br-code.js';
import {
  type Autoridade,
  type CertificadoEmitido,
  type CertificadosDoPsp,
  certificadoExpirado,
  gerarCertificadosDoPsp,
} from './certificados.js';
import { documentoApiPix, type Operacao, type Violacao } from './documento.js';

/**
 * A local PSP that plays the shop's bank through the Banco Central's API Pix, for the tests and
 * the local stack (README.md beside this file is its manual). Every request is matched against
 * the vendored document (documento.ts) and recorded; one the document does not allow is answered
 * as the document says (problem+json) and kept in `invalidas`, so that a test can end with
 * `psp.semInvalidas()`.
 */

export type Resultado = 'atendida' | 'invalida' | 'recusada' | 'nao-implementada' | 'fora-do-ar';

export interface RequisicaoRegistrada {
  em: string;
  metodo: string;
  /** As received, query included. */
  caminho: string;
  /** The document's operation ("PUT /cob/{txid}"), or "POST /oauth/token". */
  operacao?: string;
  clientId?: string;
  status: number;
  /**
   * `invalida`: the document (its paths, parameters, bodies, security, and the rules its text
   * gives) does not allow the request: a bug of the client. `recusada`: refused for the PSP's own
   * state or the client's registration (wrong secret, expired token, a key of another account, a
   * refund above what was paid…). `atendida`: answered as asked, a 404 for an unknown txid included.
   */
  resultado: Resultado;
  motivo?: string;
  violacoes?: Violacao[];
  /** The request's JSON body. */
  corpo?: unknown;
  /** What the PSP answered. */
  resposta?: unknown;
}

export interface ConexaoRecusada {
  em: string;
  /** Node's verification code: CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE, or SEM_CERTIFICADO. */
  codigo: string;
  impressaoDigital?: string;
}

export interface ComportamentoDaNotificacao {
  /** Send nothing (a lost notification). */
  descartar?: boolean;
  /** How many times the same notification is POSTed (1). */
  vezes?: number;
  /** Wait before the first POST (0). */
  atrasoMs?: number;
  /** Between repeated POSTs (0). */
  intervaloMs?: number;
}

export interface Entrega {
  url: string;
  corpo: unknown;
  forjada: boolean;
  descartada: boolean;
  tentativa: number;
  inicio: string;
  fim?: string;
  status?: number;
  erro?: string;
}

export interface ClientePsp {
  clientId: string;
  clientSecret: string;
  /** The account's PIX keys (DICT): a charge or a webhook for another key is refused. */
  chaves: string[];
  cnpj: string;
  /** What the application may be granted (all of the document's by default). */
  escopos: string[];
  /** The certificate the bank issued for this application: the token is given only over it. */
  certificado: CertificadoEmitido;
}

export interface Pix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: Devolucao[];
}

export interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  natureza?: string;
  descricao?: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

export type StatusDaCobranca = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export interface OpcoesPspLocal {
  host?: string;
  /** The API's port (0: any free one). */
  porta?: number;
  /** The control API's port, plain HTTP on `host` (0: any free one; false: none). */
  portaDeControle?: number | false;
  /** HTTPS with mutual TLS (true), or plain HTTP for a local stack that has no certificate. */
  tls?: boolean;
  /** The API's base path: the document's paths hang under it ("/v2/cob/{txid}"). */
  base?: string;
  /** The clock of charges, payments and tokens (the test's clock); TLS checks use the real one. */
  agora?: () => Date;
  validadeDoTokenS?: number;
  /**
   * A client certificate the PSP does not accept: the connection is dropped after the handshake
   * (`conexao`, as the banks' gateways do under TLS 1.3), or answered 401 (`http`).
   */
  recusaDeCertificado?: 'conexao' | 'http';
  /** A refund is settled (DEVOLVIDO) right after it is asked (`automaticas`), or when the test says (`manuais`). */
  devolucoes?: 'automaticas' | 'manuais';
  /** A failed notification (an error or a status other than 2xx) is POSTed again, this many times. */
  retentativas?: { vezes: number; intervaloMs: number };
  /** The PSP's certificates, to keep them across restarts; made at start otherwise. */
  certificados?: CertificadosDoPsp;
  /** The receiving account's name and city in the copia-e-cola. */
  recebedor?: { nome: string; cidade: string };
  /**
   * Every new charge is paid by itself this long after it was created (the local stack's demo: a
   * newcomer's order turns "Pago" with nobody paying); off by default.
   */
  pagarAposMs?: number;
  /** Told of every request as it is recorded (the start script prints them). */
  aoRegistrar?: (registro: RequisicaoRegistrada) => void;
  /** The first client's key, secret and scopes (the rest made up). */
  cliente?: Partial<Pick<ClientePsp, 'clientId' | 'clientSecret' | 'chaves' | 'cnpj' | 'escopos'>>;
}

interface Revisao {
  revisao: number;
  status: StatusDaCobranca;
  expiracao: number;
  valor: { original: string; modalidadeAlteracao?: number };
  chave: string;
  devedor?: Record<string, unknown>;
  solicitacaoPagador?: string;
  infoAdicionais?: { nome: string; valor: string }[];
  pixCopiaECola: string;
}

interface Cobranca {
  txid: string;
  clientId: string;
  criacao: Date;
  loc: { id: number; location: string; criacao: string };
  revisoes: Revisao[];
  status: StatusDaCobranca;
  pix: PixInterno[];
}

interface DevolucaoInterna extends Devolucao {
  pedido: string;
}

interface PixInterno extends Omit<Pix, 'devolucoes'> {
  clientId: string;
  devolucoes: DevolucaoInterna[];
}

interface Token {
  clientId: string;
  escopos: string[];
  expiraEm: number;
  impressaoDigital?: string;
}

class Problema extends Error {
  constructor(
    readonly status: number,
    readonly tipo: string,
    readonly detalhe: string,
    readonly resultado: Resultado,
    readonly violacoes?: Violacao[],
  ) {
    super(detalhe);
  }
}

const TITULOS: Record<string, string> = {
  RequisicaoInvalida: 'Requisição inválida.',
  AcessoNegado: 'Acesso Negado',
  NaoEncontrado: 'Não Encontrado',
  ServicoIndisponivel: 'Serviço Indisponível',
  IndisponibilidadePorTempoEsgotado: 'Indisponibilidade por tempo esgotado',
  ErroInternoDoServidor: 'Erro interno do servidor',
  CobOperacaoInvalida: 'Cobrança inválida.',
  CobConsultaInvalida: 'Consulta inválida.',
  CobNaoEncontrado: 'Cobrança não encontrada.',
  PixNaoEncontrado: 'Pix não encontrado.',
  PixDevolucaoInvalida: 'Devolução inválida.',
  PixDevolucaoNaoEncontrada: 'Devolução não encontrada.',
  WebhookOperacaoInvalida: 'Webhook inválido.',
  WebhookNaoEncontrado: 'Webhook não encontrado.',
};

const TOKEN = '/oauth/token';
const MAX_CORPO = 1024 * 1024;
const ISPB = '99999008';

const alfanumerico = (tamanho: number) => {
  const letras = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(tamanho), (byte) => letras[byte % letras.length]).join('');
};
const centavos = (valor: string) => Math.round(Number(valor) * 100);
const reais = (valor: number) => (valor / 100).toFixed(2);
/** yyyyMMddHHmm in UTC, as the end-to-end ids carry it. */
const carimbo = (data: Date) => data.toISOString().replace(/\D/g, '').slice(0, 12);
const iguais = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type PspLocal = Awaited<ReturnType<typeof iniciarPspLocal>>;

export async function iniciarPspLocal(opcoes: OpcoesPspLocal = {}) {
  const {
    host = '127.0.0.1',
    porta = 0,
    portaDeControle = 0,
    tls = true,
    base = '/v2',
    agora = () => new Date(),
    validadeDoTokenS = 3600,
    recusaDeCertificado = 'conexao',
    retentativas = { vezes: 0, intervaloMs: 0 },
    recebedor = { nome: 'Loja de Teste', cidade: 'Sao Paulo' },
  } = opcoes;
  let modoDasDevolucoes = opcoes.devolucoes ?? 'automaticas';
  const documento = documentoApiPix();
  const certificados = opcoes.certificados ?? (await gerarCertificadosDoPsp());

  const clientes = new Map<string, ClientePsp>();
  const tokens = new Map<string, Token>();
  const cobrancas = new Map<string, Cobranca>();
  const pixPorE2e = new Map<string, PixInterno>();
  const webhooks = new Map<string, { webhookUrl: string; chave: string; clientId: string; criacao: string }>();
  const requisicoes: RequisicaoRegistrada[] = [];
  const conexoesRecusadas: ConexaoRecusada[] = [];
  const entregas: Entrega[] = [];
  const pendentes = new Set<Promise<void>>();
  const pendurados = new Set<ServerResponse>();
  let comportamento: ComportamentoDaNotificacao = {};
  let foraDoAr: { modo: 503 | 'travar'; token: boolean; timer?: NodeJS.Timeout } | undefined;
  let proximaLoc = 1;

  const chaveDaCob = (clientId: string, txid: string) => `${clientId}\n${txid}`;
  const iso = () => agora().toISOString();

  // ---------------------------------------------------------------- servers

  const atenderApi = (req: IncomingMessage, res: ServerResponse) => {
    atender(req, res).catch((erro: unknown) => {
      // A fault of the PSP itself: answered as the document's 500 and recorded, so that a test sees it.
      const problema = new Problema(500, 'ErroInternoDoServidor', String(erro), 'atendida');
      const resposta = res.headersSent ? undefined : responderProblema(res, problema);
      registrar({
        metodo: req.method ?? '',
        caminho: req.url ?? '',
        status: 500,
        resultado: 'atendida',
        motivo: `erro do PSP local: ${String(erro)}`,
        resposta,
      });
    });
  };
  const servidor = tls
    ? https.createServer(
        {
          key: certificados.servidor.key,
          cert: certificados.servidor.cert,
          ca: [certificados.autoridade.cert],
          requestCert: true,
          // Checked below, where the refusal can be recorded with its reason.
          rejectUnauthorized: false,
          minVersion: 'TLSv1.2',
        },
        atenderApi,
      )
    : http.createServer(atenderApi);
  if (tls) {
    servidor.on('secureConnection', (socket: TLSSocket) => {
      if (socket.authorized) return;
      const par = socket.getPeerCertificate();
      const semCertificado = !par || Object.keys(par).length === 0;
      conexoesRecusadas.push({
        em: iso(),
        codigo: semCertificado ? 'SEM_CERTIFICADO' : String(socket.authorizationError),
        ...(semCertificado ? {} : { impressaoDigital: par.fingerprint256 }),
      });
      if (recusaDeCertificado === 'conexao') socket.destroy();
    });
  }
  await new Promise<void>((resolve) => servidor.listen(porta, host, resolve));
  const url = `${tls ? 'https' : 'http'}://${host}:${(servidor.address() as AddressInfo).port}`;

  const controle = portaDeControle === false ? undefined : http.createServer((req, res) => void atenderControle(req, res));
  if (controle && portaDeControle !== false) await new Promise<void>((resolve) => controle.listen(portaDeControle, host, resolve));
  const controleUrl = controle ? `http://${host}:${(controle.address() as AddressInfo).port}/_psp` : undefined;

  async function lerCorpo(req: IncomingMessage): Promise<string | undefined> {
    const partes: Buffer[] = [];
    let tamanho = 0;
    for await (const parte of req as AsyncIterable<Buffer>) {
      tamanho += parte.length;
      if (tamanho > MAX_CORPO) return undefined;
      partes.push(parte);
    }
    return Buffer.concat(partes).toString('utf8');
  }

  function registrar(registro: Omit<RequisicaoRegistrada, 'em'>) {
    const registrada = { em: iso(), ...registro };
    requisicoes.push(registrada);
    opcoes.aoRegistrar?.(registrada);
  }

  function responderProblema(res: ServerResponse, problema: Problema, cabecalhos: Record<string, string> = {}) {
    const corpo = {
      type: `https://pix.bcb.gov.br/api/v2/error/${problema.tipo}`,
      title: TITULOS[problema.tipo] ?? problema.tipo,
      status: problema.status,
      detail: problema.detalhe,
      correlationId: randomUUID(),
      ...(problema.violacoes?.length ? { violacoes: problema.violacoes } : {}),
    };
    res.writeHead(problema.status, { 'content-type': 'application/problem+json', ...cabecalhos }).end(JSON.stringify(corpo));
    return corpo;
  }

  function responderJson(res: ServerResponse, status: number, corpo: unknown, cabecalhos: Record<string, string> = {}) {
    if (corpo === undefined) res.writeHead(status, cabecalhos).end();
    else res.writeHead(status, { 'content-type': 'application/json', ...cabecalhos }).end(JSON.stringify(corpo));
  }

  async function atender(req: IncomingMessage, res: ServerResponse) {
    const metodo = req.method ?? 'GET';
    const caminho = req.url ?? '/';
    const endereco = new URL(caminho, 'http://psp.local');
    const bruto = await lerCorpo(req);
    let corpoJson: unknown;
    try {
      corpoJson = bruto ? JSON.parse(bruto) : undefined;
    } catch {
      corpoJson = undefined;
    }
    const ehToken = endereco.pathname === TOKEN;

    if (foraDoAr && (!ehToken || foraDoAr.token)) {
      registrar({ metodo, caminho, status: foraDoAr.modo === 503 ? 503 : 0, resultado: 'fora-do-ar', corpo: corpoJson });
      if (foraDoAr.modo === 'travar') {
        pendurados.add(res);
        res.on('close', () => pendurados.delete(res));
        return;
      }
      const resposta = responderProblema(
        res,
        new Problema(503, 'ServicoIndisponivel', 'Serviço não está disponível no momento.', 'fora-do-ar'),
        { 'retry-after': '1' },
      );
      requisicoes.at(-1)!.resposta = resposta;
      return;
    }

    const socket = req.socket as TLSSocket;
    if (tls && !socket.authorized) {
      const resposta = responderProblema(res, new Problema(401, 'AcessoNegado', 'Certificado de cliente recusado.', 'recusada'));
      registrar({ metodo, caminho, status: 401, resultado: 'recusada', motivo: String(socket.authorizationError), resposta });
      return;
    }
    if (bruto === undefined) {
      const resposta = responderProblema(res, new Problema(413, 'RequisicaoInvalida', 'Corpo acima de 1 MB.', 'invalida'));
      registrar({ metodo, caminho, status: 413, resultado: 'invalida', motivo: 'corpo grande demais', resposta });
      return;
    }
    if (ehToken) return emitirToken(req, res, metodo, caminho, bruto);

    if (endereco.pathname !== base && !endereco.pathname.startsWith(`${base}/`)) {
      const resposta = responderProblema(res, new Problema(404, 'NaoEncontrado', `Fora da base ${base} da API.`, 'invalida'));
      registrar({ metodo, caminho, status: 404, resultado: 'invalida', motivo: 'caminho fora da API', resposta });
      return;
    }
    const validacao = documento.validarRequisicao({
      metodo,
      caminho: endereco.pathname.slice(base.length),
      query: endereco.searchParams,
      tipoDeConteudo: req.headers['content-type'],
      corpo: bruto,
    });
    if (validacao.tipo === 'sem-caminho' || validacao.tipo === 'sem-metodo') {
      const status = validacao.tipo === 'sem-caminho' ? 404 : 405;
      const detalhe =
        validacao.tipo === 'sem-caminho'
          ? 'O documento da API Pix não define este caminho.'
          : `O documento da API Pix define este caminho só para ${validacao.metodos.join(', ')}.`;
      const resposta = responderProblema(
        res,
        new Problema(status, status === 404 ? 'NaoEncontrado' : 'RequisicaoInvalida', detalhe, 'invalida'),
        validacao.tipo === 'sem-metodo' ? { allow: validacao.metodos.join(', ') } : {},
      );
      registrar({ metodo, caminho, status, resultado: 'invalida', motivo: detalhe, corpo: corpoJson, resposta });
      return;
    }

    const operacao = validacao.operacao;
    let clientId: string | undefined;
    try {
      const token = autenticar(req, operacao);
      clientId = token.clientId;
      if (validacao.tipo === 'invalida') {
        throw new Problema(400, operacao.tipoDeErro, 'A requisição não respeita o _schema_ da API Pix.', 'invalida', validacao.violacoes);
      }
      const atendimento = OPERACOES[operacao.id];
      if (!atendimento) {
        throw new Problema(501, 'ErroInternoDoServidor', `O PSP local não implementa ${operacao.id}.`, 'nao-implementada');
      }
      const { status, corpo } = atendimento({
        cliente: clientes.get(token.clientId)!,
        params: validacao.params,
        query: validacao.query,
        corpo: validacao.corpo,
      });
      responderJson(res, status, corpo);
      registrar({ metodo, caminho, operacao: operacao.id, clientId, status, resultado: 'atendida', corpo: corpoJson, resposta: corpo });
    } catch (erro) {
      if (!(erro instanceof Problema)) throw erro;
      const cabecalhos: Record<string, string> = erro.status === 401 ? { 'www-authenticate': `Bearer error="invalid_token"` } : {};
      const resposta = responderProblema(res, erro, cabecalhos);
      registrar({
        metodo,
        caminho,
        operacao: operacao.id,
        ...(clientId ? { clientId } : {}),
        status: erro.status,
        resultado: erro.resultado,
        motivo: erro.detalhe,
        ...(erro.violacoes ? { violacoes: erro.violacoes } : {}),
        corpo: corpoJson,
        resposta,
      });
    }
  }

  function autenticar(req: IncomingMessage, operacao: Operacao): Token {
    const cabecalho = req.headers.authorization;
    const bearer = cabecalho && /^Bearer\s+(\S+)$/i.exec(cabecalho);
    if (!bearer) throw new Problema(401, 'AcessoNegado', 'Falta o token (Authorization: Bearer).', 'invalida');
    const token = tokens.get(bearer[1]!);
    if (!token) throw new Problema(401, 'AcessoNegado', 'Token desconhecido.', 'recusada');
    if (token.expiraEm <= agora().getTime()) throw new Problema(401, 'AcessoNegado', 'Token expirado.', 'recusada');
    if (tls && token.impressaoDigital !== (req.socket as TLSSocket).getPeerCertificate().fingerprint256) {
      throw new Problema(401, 'AcessoNegado', 'Token emitido para outro certificado.', 'recusada');
    }
    const cliente = clientes.get(token.clientId)!;
    if (operacao.escopos.length > 0 && !operacao.escopos.some((todos) => todos.every((e) => token.escopos.includes(e)))) {
      const faltam = operacao.escopos[0]!.filter((e) => !token.escopos.includes(e));
      const registrado = operacao.escopos.some((todos) => todos.every((e) => cliente.escopos.includes(e)));
      throw new Problema(
        403,
        'AcessoNegado',
        registrado
          ? `O token não foi pedido com o escopo ${faltam.join(' ')}, que ${operacao.id} exige.`
          : `A aplicação não tem o escopo ${faltam.join(' ')}.`,
        registrado ? 'invalida' : 'recusada',
      );
    }
    return token;
  }

  function emitirToken(req: IncomingMessage, res: ServerResponse, metodo: string, caminho: string, bruto: string) {
    const operacao = `POST ${TOKEN}`;
    const erroOAuth = (status: number, erro: string, descricao: string, resultado: Resultado, clientId?: string) => {
      const corpo = { error: erro, error_description: descricao };
      responderJson(res, status, corpo, {
        'cache-control': 'no-store',
        ...(status === 401 ? { 'www-authenticate': 'Basic realm="psp-local"' } : {}),
      });
      registrar({ metodo, caminho, operacao, ...(clientId ? { clientId } : {}), status, resultado, motivo: descricao, resposta: corpo });
    };
    if (metodo !== 'POST') return erroOAuth(405, 'invalid_request', 'O token se pede com POST.', 'invalida');
    // RFC 6749 §2.3.1: the client authenticates with HTTP Basic (client_id:client_secret, each form-encoded).
    const basico = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const [idBruto, segredoBruto] = basico ? Buffer.from(basico[1]!, 'base64').toString('utf8').split(/:(.*)/s) : [];
    if (!basico || idBruto === undefined || segredoBruto === undefined) {
      return erroOAuth(401, 'invalid_client', 'Falta a autenticação Basic do cliente.', 'invalida');
    }
    const decodificar = (valor: string) => decodeURIComponent(valor.replace(/\+/g, ' '));
    const clientId = decodificar(idBruto);
    const tipo = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    let parametros: Record<string, unknown>;
    if (tipo === 'application/x-www-form-urlencoded') parametros = Object.fromEntries(new URLSearchParams(bruto));
    else if (tipo === 'application/json') {
      try {
        parametros = JSON.parse(bruto) as Record<string, unknown>;
      } catch {
        return erroOAuth(400, 'invalid_request', 'O corpo não é um JSON válido.', 'invalida');
      }
    } else {
      return erroOAuth(400, 'invalid_request', 'O corpo deve ser application/x-www-form-urlencoded.', 'invalida');
    }
    if (parametros.grant_type === undefined) return erroOAuth(400, 'invalid_request', 'Falta grant_type.', 'invalida');
    if (parametros.grant_type !== 'client_credentials') {
      return erroOAuth(400, 'unsupported_grant_type', 'Só client_credentials.', 'invalida');
    }
    const cliente = clientes.get(clientId);
    if (!cliente || !iguais(cliente.clientSecret, decodificar(segredoBruto))) {
      return erroOAuth(401, 'invalid_client', 'client_id ou client_secret incorretos.', 'recusada', cliente && clientId);
    }
    const impressaoDigital = tls ? (req.socket as TLSSocket).getPeerCertificate().fingerprint256 : undefined;
    if (tls && impressaoDigital !== cliente.certificado.impressaoDigital) {
      return erroOAuth(401, 'invalid_client', 'O certificado não é o desta aplicação.', 'recusada', clientId);
    }
    const pedidos = typeof parametros.scope === 'string' ? parametros.scope.split(' ').filter(Boolean) : cliente.escopos;
    const desconhecidos = pedidos.filter((escopo) => !documento.escopos.includes(escopo));
    if (desconhecidos.length > 0) {
      return erroOAuth(400, 'invalid_scope', `Escopos que o documento não define: ${desconhecidos.join(' ')}.`, 'invalida', clientId);
    }
    const negados = pedidos.filter((escopo) => !cliente.escopos.includes(escopo));
    if (negados.length > 0) return erroOAuth(400, 'invalid_scope', `Escopos não concedidos: ${negados.join(' ')}.`, 'recusada', clientId);
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, {
      clientId,
      escopos: pedidos,
      expiraEm: agora().getTime() + validadeDoTokenS * 1000,
      ...(impressaoDigital ? { impressaoDigital } : {}),
    });
    const corpo = { access_token: accessToken, token_type: 'Bearer', expires_in: validadeDoTokenS, scope: pedidos.join(' ') };
    responderJson(res, 200, corpo, { 'cache-control': 'no-store' });
    registrar({ metodo, caminho, operacao, clientId, status: 200, resultado: 'atendida', resposta: { ...corpo, access_token: '…' } });
  }

  // ---------------------------------------------------------------- the API's operations

  interface Contexto {
    cliente: ClientePsp;
    params: Record<string, string>;
    query: Record<string, unknown>;
    corpo: unknown;
  }
  type Atendimento = (contexto: Contexto) => { status: number; corpo?: unknown };

  const cobOuFalha = (cliente: ClientePsp, txid: string) => {
    const cob = cobrancas.get(chaveDaCob(cliente.clientId, txid));
    if (!cob) throw new Problema(404, 'CobNaoEncontrado', 'Cobrança não encontrada para o txid informado.', 'atendida');
    return cob;
  };

  const expirada = (cob: Cobranca) => cob.criacao.getTime() + cob.revisoes.at(-1)!.expiracao * 1000 <= agora().getTime();

  /** The rules of the document's text a schema cannot say (CobOperacaoInvalida's list). */
  function revisar(
    cliente: ClientePsp,
    cob: Cobranca,
    corpo: Record<string, unknown>,
    status: StatusDaCobranca,
    { juntar }: { juntar: boolean },
  ): Revisao {
    const ultima = cob.revisoes.at(-1);
    // PATCH changes what it names; PUT says the whole charge again.
    const anterior = juntar ? ultima : undefined;
    const violacoes: Violacao[] = [];
    const valor = { ...anterior?.valor, ...(corpo.valor as Partial<Revisao['valor']> | undefined) } as Revisao['valor'];
    const expiracao = (corpo.calendario as { expiracao?: number } | undefined)?.expiracao ?? anterior?.expiracao ?? 86400;
    const chave = (corpo.chave as string | undefined) ?? anterior?.chave;
    if (expiracao <= 0)
      violacoes.push({
        razao: 'O campo cob.calendario.expiracao é igual ou menor que zero.',
        propriedade: 'cob.calendario.expiracao',
        valor: String(expiracao),
      });
    if (centavos(valor.original) === 0 && valor.modalidadeAlteracao !== 1) {
      violacoes.push({ razao: 'O campo cob.valor.original é zero.', propriedade: 'cob.valor.original', valor: valor.original });
    }
    if (violacoes.length > 0)
      throw new Problema(400, 'CobOperacaoInvalida', 'A cobrança não respeita as regras da API Pix.', 'invalida', violacoes);
    if (chave && !cliente.chaves.includes(chave)) {
      throw new Problema(400, 'CobOperacaoInvalida', 'A chave não pertence a este usuário recebedor.', 'recusada', [
        {
          razao: 'O campo cob.chave corresponde a uma conta que não pertence a este usuário recebedor.',
          propriedade: 'cob.chave',
          valor: chave,
        },
      ]);
    }
    const junto = { ...anterior, ...corpo } as Record<string, unknown>;
    return {
      revisao: ultima ? ultima.revisao + 1 : 0,
      status,
      expiracao,
      valor,
      chave: chave!,
      ...(junto.devedor ? { devedor: junto.devedor as Record<string, unknown> } : {}),
      ...(junto.solicitacaoPagador !== undefined ? { solicitacaoPagador: junto.solicitacaoPagador as string } : {}),
      ...(junto.infoAdicionais !== undefined ? { infoAdicionais: junto.infoAdicionais as Revisao['infoAdicionais'] } : {}),
      pixCopiaECola: pixCopiaEColaDinamico({
        location: cob.loc.location,
        ...(valor.modalidadeAlteracao === 1 ? {} : { valor: valor.original }),
        ...recebedor,
      }),
    };
  }

  function criarOuAlterar(cliente: ClientePsp, txid: string, corpo: Record<string, unknown>) {
    const existente = cobrancas.get(chaveDaCob(cliente.clientId, txid));
    if (existente && existente.status !== 'ATIVA') {
      throw new Problema(400, 'CobOperacaoInvalida', 'A cobrança já existe e não está ATIVA.', 'recusada', [
        {
          razao: 'A cobrança já existe, não está no status ATIVA, e a presente requisição busca alterá-la.',
          propriedade: 'cob.status',
          valor: existente.status,
        },
      ]);
    }
    if (existente) {
      existente.revisoes.push(revisar(cliente, existente, corpo, 'ATIVA', { juntar: false }));
      return existente;
    }
    const criacao = agora();
    const id = proximaLoc++;
    const cob: Cobranca = {
      txid,
      clientId: cliente.clientId,
      criacao,
      loc: { id, location: `${new URL(url).host}/qr/v2/${randomUUID().replace(/-/g, '')}`, criacao: criacao.toISOString() },
      revisoes: [],
      status: 'ATIVA',
      pix: [],
    };
    cob.revisoes.push(revisar(cliente, cob, corpo, 'ATIVA', { juntar: false }));
    cobrancas.set(chaveDaCob(cliente.clientId, txid), cob);
    if (opcoes.pagarAposMs !== undefined) {
      const timer = setTimeout(() => {
        if (cob.status === 'ATIVA' && !expirada(cob)) pagar(txid, { clientId: cliente.clientId });
      }, opcoes.pagarAposMs);
      timer.unref();
    }
    return cob;
  }

  function cobJson(cob: Cobranca, numero?: number) {
    const revisao = numero === undefined ? cob.revisoes.at(-1)! : cob.revisoes[numero]!;
    const atual = numero === undefined || numero === cob.revisoes.length - 1;
    return {
      calendario: { criacao: cob.criacao.toISOString(), expiracao: revisao.expiracao },
      txid: cob.txid,
      revisao: revisao.revisao,
      loc: { id: cob.loc.id, txid: cob.txid, location: cob.loc.location, tipoCob: 'cob', criacao: cob.loc.criacao },
      location: cob.loc.location,
      status: atual ? cob.status : revisao.status,
      ...(revisao.devedor ? { devedor: revisao.devedor } : {}),
      valor: revisao.valor,
      chave: revisao.chave,
      ...(revisao.solicitacaoPagador !== undefined ? { solicitacaoPagador: revisao.solicitacaoPagador } : {}),
      ...(revisao.infoAdicionais !== undefined ? { infoAdicionais: revisao.infoAdicionais } : {}),
      pixCopiaECola: revisao.pixCopiaECola,
      ...(atual && cob.pix.length > 0 ? { pix: cob.pix.map(pixJson) } : {}),
    };
  }

  function pixJson(pix: PixInterno): Pix {
    const { clientId: _clientId, devolucoes, ...publico } = pix;
    return {
      ...publico,
      ...(devolucoes.length > 0 ? { devolucoes: devolucoes.map(({ pedido: _pedido, ...devolucao }) => devolucao) } : {}),
    };
  }

  const OPERACOES: Record<string, Atendimento> = {
    'PUT /cob/{txid}': ({ cliente, params, corpo }) => ({
      status: 201,
      corpo: cobJson(criarOuAlterar(cliente, params.txid!, corpo as Record<string, unknown>)),
    }),
    'POST /cob': ({ cliente, corpo }) => ({
      status: 201,
      corpo: cobJson(criarOuAlterar(cliente, alfanumerico(32), corpo as Record<string, unknown>)),
    }),
    'PATCH /cob/{txid}': ({ cliente, params, corpo }) => {
      const cob = cobOuFalha(cliente, params.txid!);
      const pedido = corpo as Record<string, unknown>;
      if (cob.status !== 'ATIVA') {
        throw new Problema(400, 'CobOperacaoInvalida', 'A cobrança não está ATIVA.', 'recusada', [
          { razao: 'A cobrança não está ATIVA, e a presente requisição busca alterá-la.', propriedade: 'cob.status', valor: cob.status },
        ]);
      }
      if (pedido.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR' && Object.keys(pedido).length > 1) {
        throw new Problema(400, 'CobOperacaoInvalida', 'Remover a cobrança e alterá-la na mesma requisição.', 'invalida', [
          { razao: 'A requisição propõe remover a cobrança juntamente com outras alterações.', propriedade: 'cob.status' },
        ]);
      }
      const status = (pedido.status as StatusDaCobranca | undefined) ?? 'ATIVA';
      const { status: _status, ...resto } = pedido;
      cob.revisoes.push(revisar(cliente, cob, resto, status, { juntar: true }));
      cob.status = status;
      return { status: 200, corpo: cobJson(cob) };
    },
    'GET /cob/{txid}': ({ cliente, params, query }) => {
      const cob = cobOuFalha(cliente, params.txid!);
      if (query.revisao !== undefined) {
        const numero = query.revisao as number;
        if (!cob.revisoes[numero]) {
          throw new Problema(400, 'CobConsultaInvalida', 'Revisão inexistente.', 'recusada', [
            {
              razao: 'O parâmetro revisao corresponde a uma revisão inexistente para a cobrança.',
              propriedade: 'revisao',
              valor: String(numero),
            },
          ]);
        }
        return { status: 200, corpo: cobJson(cob, numero) };
      }
      return { status: 200, corpo: cobJson(cob) };
    },
    'GET /cob': ({ cliente, query }) => {
      const inicio = Date.parse(query.inicio as string);
      const fim = Date.parse(query.fim as string);
      const violacoes: Violacao[] = [];
      if (fim < inicio)
        violacoes.push({ razao: 'O timestamp fim é anterior ao timestamp inicio.', propriedade: 'fim', valor: String(query.fim) });
      if (query.cpf !== undefined && query.cnpj !== undefined)
        violacoes.push({ razao: 'Ambos os parâmetros cpf e cnpj estão preenchidos.', propriedade: 'cpf' });
      if (violacoes.length > 0) throw new Problema(400, 'CobConsultaInvalida', 'A consulta não faz sentido.', 'invalida', violacoes);
      const paginaAtual = (query['paginacao.paginaAtual'] as number | undefined) ?? 0;
      const itensPorPagina = (query['paginacao.itensPorPagina'] as number | undefined) ?? 100;
      const todas = [...cobrancas.values()].filter((cob) => {
        const devedor = cob.revisoes.at(-1)!.devedor ?? {};
        return (
          cob.clientId === cliente.clientId &&
          cob.criacao.getTime() >= inicio &&
          cob.criacao.getTime() <= fim &&
          (query.status === undefined || cob.status === query.status) &&
          (query.cpf === undefined || devedor.cpf === query.cpf) &&
          (query.cnpj === undefined || devedor.cnpj === query.cnpj)
        );
      });
      return {
        status: 200,
        corpo: {
          parametros: {
            inicio: query.inicio,
            fim: query.fim,
            ...(query.status !== undefined ? { status: query.status } : {}),
            ...(query.cpf !== undefined ? { cpf: query.cpf } : {}),
            ...(query.cnpj !== undefined ? { cnpj: query.cnpj } : {}),
            ...(query.locationPresente !== undefined ? { locationPresente: query.locationPresente } : {}),
            paginacao: {
              paginaAtual,
              itensPorPagina,
              quantidadeDePaginas: Math.max(1, Math.ceil(todas.length / itensPorPagina)),
              quantidadeTotalDeItens: todas.length,
            },
          },
          // Every charge here has a location (the PSP makes one per charge): locationPresente=false lists none.
          cobs: (query.locationPresente === false ? [] : todas)
            .slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina)
            .map((cob) => cobJson(cob)),
        },
      };
    },
    'GET /pix/{e2eid}': ({ cliente, params }) => {
      const pix = pixPorE2e.get(params.e2eid!);
      if (!pix || pix.clientId !== cliente.clientId) throw new Problema(404, 'PixNaoEncontrado', 'Pix não encontrado.', 'atendida');
      return { status: 200, corpo: pixJson(pix) };
    },
    'PUT /pix/{e2eid}/devolucao/{id}': ({ cliente, params, corpo }) => {
      const pix = pixPorE2e.get(params.e2eid!);
      if (!pix || pix.clientId !== cliente.clientId) throw new Problema(404, 'PixNaoEncontrado', 'Pix não encontrado.', 'atendida');
      const pedido = corpo as { valor: string; natureza?: string; descricao?: string };
      const canonico = JSON.stringify({
        valor: pedido.valor,
        natureza: pedido.natureza ?? 'ORIGINAL',
        descricao: pedido.descricao ?? null,
      });
      const mesma = pix.devolucoes.find((d) => d.id === params.id);
      if (mesma) {
        // Idempotent by id: the same request answers the refund it made; another with the same id is refused.
        if (mesma.pedido === canonico) return { status: 201, corpo: devolucaoJson(mesma) };
        throw new Problema(400, 'PixDevolucaoInvalida', 'O id já foi usado por outra devolução deste Pix.', 'recusada', [
          {
            razao: 'A presente requisição de devolução apresenta um {id} já utilizado por outra requisição de devolução.',
            propriedade: 'id',
            valor: params.id!,
          },
        ]);
      }
      if ((pedido.natureza ?? 'ORIGINAL') !== 'ORIGINAL') {
        throw new Problema(400, 'PixDevolucaoInvalida', 'Um Pix comum só se devolve com natureza ORIGINAL.', 'invalida', [
          { razao: 'A natureza RETIRADA é de Pix Saque ou Troco.', propriedade: 'devolucao.natureza', valor: String(pedido.natureza) },
        ]);
      }
      if (centavos(pedido.valor) === 0) {
        throw new Problema(400, 'PixDevolucaoInvalida', 'Devolução de valor zero.', 'invalida', [
          { razao: 'O campo devolucao.valor não respeita o _schema_.', propriedade: 'devolucao.valor', valor: pedido.valor },
        ]);
      }
      const devolvido = pix.devolucoes.filter((d) => d.status !== 'NAO_REALIZADO').reduce((soma, d) => soma + centavos(d.valor), 0);
      if (devolvido + centavos(pedido.valor) > centavos(pix.valor)) {
        throw new Problema(400, 'PixDevolucaoInvalida', 'A devolução excederia o valor do Pix.', 'recusada', [
          {
            razao: `A presente requisição de devolução, em conjunto com as demais prévias devoluções (${reais(devolvido)}), excederia o valor do pix originário (${pix.valor}).`,
            propriedade: 'devolucao.valor',
            valor: pedido.valor,
          },
        ]);
      }
      const devolucao: DevolucaoInterna = {
        id: params.id!,
        rtrId: `D${ISPB}${carimbo(agora())}${alfanumerico(11)}`,
        valor: pedido.valor,
        ...(pedido.natureza ? { natureza: pedido.natureza } : {}),
        ...(pedido.descricao !== undefined ? { descricao: pedido.descricao } : {}),
        horario: { solicitacao: iso() },
        status: 'EM_PROCESSAMENTO',
        pedido: canonico,
      };
      pix.devolucoes.push(devolucao);
      if (modoDasDevolucoes === 'automaticas') setImmediate(() => liquidarDevolucao(pix, devolucao, 'DEVOLVIDO'));
      return { status: 201, corpo: devolucaoJson(devolucao) };
    },
    'GET /pix/{e2eid}/devolucao/{id}': ({ cliente, params }) => {
      const pix = pixPorE2e.get(params.e2eid!);
      const devolucao = pix?.clientId === cliente.clientId ? pix.devolucoes.find((d) => d.id === params.id) : undefined;
      if (!devolucao) throw new Problema(404, 'PixDevolucaoNaoEncontrada', 'Devolução não encontrada para o e2eid informado.', 'atendida');
      return { status: 200, corpo: devolucaoJson(devolucao) };
    },
    'PUT /webhook/{chave}': ({ cliente, params, corpo }) => {
      if (!cliente.chaves.includes(params.chave!)) {
        throw new Problema(400, 'WebhookOperacaoInvalida', 'A chave não pertence a este usuário recebedor.', 'recusada', [
          {
            razao: 'O parâmetro {chave} não corresponde a uma chave DICT pertencente a este usuário recebedor.',
            propriedade: 'chave',
            valor: params.chave!,
          },
        ]);
      }
      const { webhookUrl } = corpo as { webhookUrl: string };
      webhooks.set(params.chave!, { webhookUrl, chave: params.chave!, clientId: cliente.clientId, criacao: iso() });
      return { status: 200 };
    },
    'GET /webhook/{chave}': ({ cliente, params }) => {
      // A key of another account is an authenticated request that breaks an authorization rule: the
      // document's AcessoNegado (403), which GET /webhook/{chave} lists; 404 is for this account's
      // key without a webhook. Vitrine's connection check tells the two apart this way.
      if (!cliente.chaves.includes(params.chave!)) {
        throw new Problema(403, 'AcessoNegado', 'A chave não pertence a este usuário recebedor.', 'recusada');
      }
      const webhook = webhooks.get(params.chave!);
      if (!webhook || webhook.clientId !== cliente.clientId) {
        throw new Problema(404, 'WebhookNaoEncontrado', 'O webhook não está estabelecido para esta chave.', 'atendida');
      }
      // cnpj is what the schema (WebhookCompleto) asks; chave is what its example and the banks add.
      return { status: 200, corpo: { webhookUrl: webhook.webhookUrl, chave: webhook.chave, cnpj: cliente.cnpj, criacao: webhook.criacao } };
    },
    'DELETE /webhook/{chave}': ({ cliente, params }) => {
      const webhook = webhooks.get(params.chave!);
      if (!webhook || webhook.clientId !== cliente.clientId) {
        throw new Problema(404, 'WebhookNaoEncontrado', 'O webhook não está estabelecido para esta chave.', 'atendida');
      }
      webhooks.delete(params.chave!);
      return { status: 204 };
    },
  };

  const devolucaoJson = ({ pedido: _pedido, ...devolucao }: DevolucaoInterna): Devolucao => devolucao;

  function liquidarDevolucao(pix: PixInterno, devolucao: DevolucaoInterna, status: 'DEVOLVIDO' | 'NAO_REALIZADO', motivo?: string) {
    if (devolucao.status !== 'EM_PROCESSAMENTO') return;
    devolucao.status = status;
    if (status === 'DEVOLVIDO') devolucao.horario.liquidacao = iso();
    if (motivo) devolucao.motivo = motivo;
    // The document: the callback fires too when a refund of a Pix with a txid reaches a final status.
    if (pix.txid) notificar(pix.chave, [pixJson(pix)], comportamento, false);
  }

  // ---------------------------------------------------------------- notifications

  function enderecoDaNotificacao(webhookUrl: string) {
    // "{$request.body#/webhookUrl}/pix": the path gains "/pix" (one slash, the query kept).
    const destino = new URL(webhookUrl);
    destino.pathname = `${destino.pathname.replace(/\/$/, '')}/pix`;
    return destino.toString();
  }

  function postar(destino: string, corpo: string): Promise<number> {
    const alvo = new URL(destino);
    const cliente = alvo.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const pedido = cliente.request(
        alvo,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(corpo) },
          timeout: 10_000,
          // The document: the callback is protected by mTLS; the PSP shows its own certificate.
          ...(alvo.protocol === 'https:' ? { cert: certificados.servidor.cert, key: certificados.servidor.key } : {}),
        },
        (resposta) => {
          resposta.resume();
          resposta.on('end', () => resolve(resposta.statusCode ?? 0));
        },
      );
      pedido.on('timeout', () => pedido.destroy(new Error('sem resposta em 10 s')));
      pedido.on('error', reject);
      pedido.end(corpo);
    });
  }

  function notificar(
    chave: string,
    pix: unknown[],
    como: ComportamentoDaNotificacao,
    forjada: boolean,
    corpoBruto?: unknown,
    urlFixa?: string,
  ) {
    const webhook = urlFixa ? undefined : webhooks.get(chave);
    const webhookUrl = urlFixa ?? webhook?.webhookUrl;
    if (!webhookUrl) return undefined;
    const corpo = corpoBruto ?? { pix };
    if (!forjada) {
      const violacoes = documento.validarNotificacao(corpo);
      if (violacoes.length > 0)
        throw new Error(`O PSP local fez uma notificação que o documento não permite: ${JSON.stringify(violacoes)}`);
    }
    const destino = enderecoDaNotificacao(webhookUrl);
    const { descartar = false, vezes = 1, atrasoMs = 0, intervaloMs = 0 } = como;
    if (descartar) {
      entregas.push({ url: destino, corpo, forjada, descartada: true, tentativa: 0, inicio: iso() });
      return corpo;
    }
    const texto = JSON.stringify(corpo);
    const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const tarefa = (async () => {
      if (atrasoMs > 0) await espera(atrasoMs);
      for (let vez = 0; vez < vezes; vez++) {
        if (vez > 0 && intervaloMs > 0) await espera(intervaloMs);
        for (let tentativa = 1; tentativa <= 1 + retentativas.vezes; tentativa++) {
          const entrega: Entrega = { url: destino, corpo, forjada, descartada: false, tentativa, inicio: iso() };
          entregas.push(entrega);
          try {
            entrega.status = await postar(destino, texto);
          } catch (erro) {
            entrega.erro = (erro as Error).message;
          }
          entrega.fim = iso();
          if (entrega.status !== undefined && entrega.status >= 200 && entrega.status < 300) break;
          if (tentativa <= retentativas.vezes) await espera(retentativas.intervaloMs);
        }
      }
    })();
    pendentes.add(tarefa);
    void tarefa.finally(() => pendentes.delete(tarefa));
    return corpo;
  }

  // ---------------------------------------------------------------- what a test drives

  function acharCob(txid: string, clientId?: string): Cobranca {
    const achadas = [...cobrancas.values()].filter((cob) => cob.txid === txid && (!clientId || cob.clientId === clientId));
    if (achadas.length === 0) throw new Error(`PSP local: não há cobrança com o txid ${txid}.`);
    if (achadas.length > 1) throw new Error(`PSP local: o txid ${txid} existe em mais de um cliente; diga qual (clientId).`);
    return achadas[0]!;
  }

  async function novoCliente(
    dados: Partial<Pick<ClientePsp, 'clientId' | 'clientSecret' | 'chaves' | 'cnpj' | 'escopos'>> = {},
  ): Promise<ClientePsp> {
    const cliente: ClientePsp = {
      clientId: dados.clientId ?? `cliente-${alfanumerico(10)}`,
      clientSecret: dados.clientSecret ?? randomBytes(24).toString('base64url'),
      chaves: dados.chaves ?? [randomUUID()],
      cnpj: dados.cnpj ?? Array.from(randomBytes(14), (byte) => String(byte % 10)).join(''),
      escopos: dados.escopos ?? documento.escopos,
      certificado: await certificados.autoridade.emitir({ nome: dados.clientId ?? 'cliente', uso: 'cliente' }),
    };
    if (clientes.has(cliente.clientId)) throw new Error(`PSP local: o cliente ${cliente.clientId} já existe.`);
    clientes.set(cliente.clientId, cliente);
    return cliente;
  }

  const cliente = await novoCliente({ clientId: 'vitrine-teste', ...opcoes.cliente });

  async function atenderControle(req: IncomingMessage, res: ServerResponse) {
    const responder = (status: number, corpo?: unknown) => responderJson(res, status, corpo);
    try {
      const caminho = new URL(req.url ?? '/', 'http://psp.local').pathname.replace(/^\/_psp/, '');
      const texto = (await lerCorpo(req)) ?? '';
      const corpo = (texto ? JSON.parse(texto) : {}) as Record<string, unknown>;
      const rota = `${req.method} ${caminho}`;
      let m: RegExpExecArray | null;
      if (rota === 'GET /estado') return responder(200, estado());
      if (rota === 'POST /clientes') {
        const novo = await novoCliente(corpo);
        return responder(201, clienteJson(novo));
      }
      if ((m = /^POST \/cob\/([^/]+)\/pagar$/.exec(rota))) return responder(200, pagar(decodeURIComponent(m[1]!), corpo));
      if ((m = /^POST \/cob\/([^/]+)\/expirar$/.exec(rota))) {
        expirar(decodeURIComponent(m[1]!), corpo);
        return responder(204);
      }
      if (rota === 'PUT /notificacoes') {
        notificacoes.comportamento(corpo);
        return responder(204);
      }
      if (rota === 'POST /notificacoes/forjar') return responder(200, forjar(corpo as unknown as Parameters<typeof forjar>[0]));
      if ((m = /^POST \/pix\/([^/]+)\/reenviar$/.exec(rota))) return responder(200, reenviar(decodeURIComponent(m[1]!)));
      if ((m = /^POST \/pix\/([^/]+)\/devolucao\/([^/]+)\/concluir$/.exec(rota))) {
        concluirDevolucao(
          m[1]!,
          m[2]!,
          (corpo.status as 'DEVOLVIDO' | 'NAO_REALIZADO' | undefined) ?? 'DEVOLVIDO',
          corpo.motivo as string | undefined,
        );
        return responder(204);
      }
      if (rota === 'POST /fora-do-ar') {
        ficarForaDoAr(corpo);
        return responder(204);
      }
      if (rota === 'DELETE /fora-do-ar') {
        voltarAoAr();
        return responder(204);
      }
      if (rota === 'DELETE /registros') {
        limparRegistros();
        return responder(204);
      }
      return responder(404, { erro: `Rota de controle desconhecida: ${rota}` });
    } catch (erro) {
      return responder(400, { erro: (erro as Error).message });
    }
  }

  const clienteJson = (c: ClientePsp) => ({
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    chaves: c.chaves,
    cnpj: c.cnpj,
    escopos: c.escopos,
    certificado: {
      cert: c.certificado.cert,
      key: c.certificado.key,
      pfx: c.certificado.pfx.toString('base64'),
      senha: c.certificado.senha,
    },
  });

  function estado() {
    return {
      url,
      baseUrl: url + base,
      tokenUrl: url + TOKEN,
      autoridade: certificados.autoridade.cert,
      clientes: [...clientes.values()].map(({ clientId, chaves, cnpj, escopos }) => ({ clientId, chaves, cnpj, escopos })),
      cobrancas: [...cobrancas.values()].map((cob) => ({ clientId: cob.clientId, ...cobJson(cob) })),
      webhooks: [...webhooks.values()],
      requisicoes,
      conexoesRecusadas,
      entregas,
    };
  }

  function pagar(
    txid: string,
    {
      valor,
      infoPagador,
      clientId,
      notificacao,
    }: { valor?: string; infoPagador?: string; clientId?: string; notificacao?: ComportamentoDaNotificacao } = {},
  ): Pix {
    const cob = acharCob(txid, clientId);
    if (cob.status !== 'ATIVA') throw new Error(`PSP local: a cobrança ${txid} está ${cob.status}, não se paga.`);
    if (expirada(cob)) throw new Error(`PSP local: a cobrança ${txid} expirou, não se paga.`);
    const revisao = cob.revisoes.at(-1)!;
    const quando = agora();
    const pix: PixInterno = {
      endToEndId: `E${ISPB}${carimbo(quando)}${alfanumerico(11)}`,
      txid,
      valor: valor ?? revisao.valor.original,
      chave: revisao.chave,
      horario: quando.toISOString(),
      ...(infoPagador !== undefined ? { infoPagador } : {}),
      clientId: cob.clientId,
      devolucoes: [],
    };
    cob.pix.push(pix);
    cob.status = 'CONCLUIDA';
    pixPorE2e.set(pix.endToEndId, pix);
    notificar(pix.chave, [pixJson(pix)], notificacao ?? comportamento, false);
    return pixJson(pix);
  }

  function expirar(txid: string, { removida = false, clientId }: { removida?: boolean; clientId?: string } = {}) {
    const cob = acharCob(txid, clientId);
    // The charge's calendar is moved back so that it reads as expired, as it would have by now.
    cob.criacao = new Date(agora().getTime() - cob.revisoes.at(-1)!.expiracao * 1000 - 1000);
    if (removida && cob.status === 'ATIVA') cob.status = 'REMOVIDA_PELO_PSP';
  }

  function forjar({
    txid,
    valor = '1.00',
    chave = cliente.chaves[0]!,
    endToEndId = `E${ISPB}${carimbo(agora())}${alfanumerico(11)}`,
    url: urlFixa,
    corpo,
    notificacao,
  }: {
    txid?: string;
    valor?: string;
    chave?: string;
    endToEndId?: string;
    /** Another address (the webhook's otherwise); "/pix" is added as to the webhook's. */
    url?: string;
    /** A body of the test's own, as it is (a malformed one included). */
    corpo?: unknown;
    notificacao?: ComportamentoDaNotificacao;
  }) {
    const pix = { endToEndId, ...(txid ? { txid } : {}), valor, chave, horario: iso() };
    const enviado = notificar(chave, [pix], notificacao ?? {}, true, corpo, urlFixa);
    if (enviado === undefined) throw new Error(`PSP local: não há webhook para a chave ${chave}.`);
    return enviado;
  }

  function reenviar(endToEndId: string, notificacao: ComportamentoDaNotificacao = {}) {
    const pix = pixPorE2e.get(endToEndId);
    if (!pix) throw new Error(`PSP local: não há Pix ${endToEndId}.`);
    return notificar(pix.chave, [pixJson(pix)], notificacao, false);
  }

  function concluirDevolucao(endToEndId: string, id: string, status: 'DEVOLVIDO' | 'NAO_REALIZADO' = 'DEVOLVIDO', motivo?: string) {
    const pix = pixPorE2e.get(endToEndId);
    const devolucao = pix?.devolucoes.find((d) => d.id === id);
    if (!pix || !devolucao) throw new Error(`PSP local: não há devolução ${id} do Pix ${endToEndId}.`);
    liquidarDevolucao(pix, devolucao, status, motivo);
  }

  function voltarAoAr() {
    clearTimeout(foraDoAr?.timer);
    foraDoAr = undefined;
    for (const res of pendurados) {
      if (!res.headersSent)
        responderProblema(res, new Problema(504, 'IndisponibilidadePorTempoEsgotado', 'O serviço demorou além do esperado.', 'fora-do-ar'));
    }
    pendurados.clear();
  }

  function ficarForaDoAr({ modo = 503, ms, token = true }: { modo?: 503 | 'travar'; ms?: number; token?: boolean } = {}) {
    voltarAoAr();
    foraDoAr = { modo, token, ...(ms ? { timer: setTimeout(voltarAoAr, ms) } : {}) };
  }

  function limparRegistros() {
    requisicoes.length = 0;
    conexoesRecusadas.length = 0;
    entregas.length = 0;
  }

  const notificacoes = {
    /** From now on (until called again): how every notification goes; no argument delivers each once. */
    comportamento(novo: ComportamentoDaNotificacao = {}) {
      comportamento = { ...novo };
    },
  };

  const relatar = (lista: RequisicaoRegistrada[]) =>
    lista
      .map(
        (r) =>
          `- ${r.metodo} ${r.caminho} → ${r.status}: ${r.motivo ?? ''}${(r.violacoes ?? []).map((v) => `\n    ${v.propriedade}: ${v.razao}`).join('')}`,
      )
      .join('\n');

  return {
    /** https://127.0.0.1:port */
    url,
    /** The API's base ("base_url" of a shop's bank): url + "/v2". */
    baseUrl: url + base,
    tokenUrl: url + TOKEN,
    /** The control API's base (http://127.0.0.1:port/_psp), undefined with portaDeControle: false. */
    controleUrl,
    documento,
    /** The first client, made at start ("vitrine-teste"). */
    cliente,
    certificados: {
      /** The test authority's certificate (PEM): what a client trusts the PSP's server with. */
      autoridade: certificados.autoridade.cert,
      servidor: certificados.servidor,
      /** A client certificate of the test authority, not registered to any application. */
      emitirCliente: (nome = 'cliente-avulso') => certificados.autoridade.emitir({ nome, uso: 'cliente' }),
      /** A client certificate of the test authority that expired yesterday. */
      emitirExpirado: (nome?: string) => certificadoExpirado(certificados.autoridade, nome),
      /** A client certificate of an authority the PSP does not trust. */
      emitirDeOutraAutoridade: (nome = 'cliente-de-outra-ac') => certificados.outraAutoridade.emitir({ nome, uso: 'cliente' }),
      /** The authorities themselves, to keep across restarts (opcoes.certificados). */
      todos: certificados,
    },
    novoCliente,
    /** Every request to the API and the token endpoint, in order. */
    requisicoes,
    get invalidas() {
      return requisicoes.filter((r) => r.resultado === 'invalida');
    },
    get recusadas() {
      return requisicoes.filter((r) => r.resultado === 'recusada');
    },
    /** TLS connections refused for their client certificate (none, expired, of another authority). */
    conexoesRecusadas,
    /** Every notification POSTed (or dropped), with its answer. */
    entregas,
    /** Throws, listing them, if any request broke the document: the end of a test that talks to the PSP. */
    semInvalidas() {
      const invalidas = requisicoes.filter((r) => r.resultado === 'invalida');
      if (invalidas.length > 0) {
        throw new Error(
          `O PSP local recebeu ${invalidas.length} requisição(ões) que o documento da API Pix não permite:\n${relatar(invalidas)}`,
        );
      }
    },
    /** Throws if any request was refused (a secret, a token, a key, a refund): for a test where none should be. */
    semRecusas() {
      const recusadas = requisicoes.filter((r) => r.resultado === 'recusada');
      if (recusadas.length + conexoesRecusadas.length > 0) {
        throw new Error(
          `O PSP local recusou ${recusadas.length} requisição(ões) e ${conexoesRecusadas.length} conexão(ões):\n${relatar(recusadas)}${conexoesRecusadas.map((c) => `\n- TLS: ${c.codigo}`).join('')}`,
        );
      }
    },
    limparRegistros,
    /** A charge as GET /cob/{txid} answers it. */
    cobranca(txid: string, clientId?: string) {
      return cobJson(acharCob(txid, clientId));
    },
    cobrancas() {
      return [...cobrancas.values()].map((cob) => ({ clientId: cob.clientId, ...cobJson(cob) }));
    },
    webhook(chave: string) {
      return webhooks.get(chave);
    },
    /** The payer pays the charge (its amount, or `valor`); its webhook is notified as `notificacao` or the current behaviour says. */
    pagar,
    /** The charge reads as expired from now on (and can no longer be paid); `removida`: the PSP also removes it (REMOVIDA_PELO_PSP). */
    expirar,
    /** A notification for a Pix that was never received (a txid not paid, another amount, a body of the test's own). */
    forjar,
    /** The notification of a received Pix again (a replay). */
    reenviar,
    notificacoes,
    /** Settles a refund the PSP was told to keep pending (devolucoes: 'manuais'), sending its notification. */
    concluirDevolucao,
    definirDevolucoes(modo: 'automaticas' | 'manuais') {
      modoDasDevolucoes = modo;
    },
    /** The PSP is down (503, or requests hang until it is back) for `ms` or until noAr(); `token: false` keeps the token endpoint up. */
    foraDoAr: ficarForaDoAr,
    noAr: voltarAoAr,
    /** Until every notification under way has been POSTed (or has failed). */
    async aguardarEntregas() {
      while (pendentes.size > 0) await Promise.allSettled([...pendentes]);
    },
    async parar() {
      voltarAoAr();
      for (const s of [servidor, controle]) {
        if (!s) continue;
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}

export type ClienteDoPsp = Awaited<ReturnType<PspLocal['novoCliente']>>;

/** What the owner sends to PUT /api/loja/pix-api for an application of the local PSP: what the Pagamentos screen fills in. */
export const corpoDaConexaoPix = (psp: Pick<PspLocal, 'baseUrl' | 'tokenUrl'>, cliente: ClienteDoPsp) => ({
  provedor: 'outro',
  base_url: psp.baseUrl,
  token_url: psp.tokenUrl,
  client_id: cliente.clientId,
  client_secret: cliente.clientSecret,
  certificado: cliente.certificado.pfx.toString('base64'),
  senha_certificado: cliente.certificado.senha,
  chave: cliente.chaves[0],
});

export type { Autoridade, CertificadoEmitido, Violacao };
