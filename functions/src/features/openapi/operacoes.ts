import {
  abrirCaixaSchema,
  adminLoginSchema,
  atribuirEntregadorSchema,
  entregaStatusSchema,
  quitarAcertoSchema,
  taxasDosEntregadoresSchema,
  viagemSchema,
  type AcertoDoDia,
  type AcertoDoEntregador,
  type EntregaDoEntregador,
  type EntregadoresResponse,
  type EntregasResponse,
  type TaxasDosEntregadores,
  atendimentoSchema,
  avaliacaoSchema,
  avaliacaoUpdateSchema,
  type AvaliacaoDoLojista,
  type AvaliacaoPublica,
  type AvaliacoesDoLojistaResponse,
  type AvaliacoesPublicasResponse,
  bloqueioSchema,
  canaisSchema,
  categoriaSchema,
  chamadoAtendidoSchema,
  chamadoSchema,
  configuracoesSchema,
  cupomInputSchema,
  cupomUpdateSchema,
  eventoSchema,
  exclusaoContaSchema,
  fecharCaixaSchema,
  fecharComandaSchema,
  fiadoClienteSchema,
  pagamentoDoFiadoSchema,
  pagamentoFiadoDaComandaSchema,
  cupomDaComandaSchema,
  pessoasDaComandaSchema,
  fidelidadeSchema,
  inscricaoSchema,
  lojaSchema,
  novaLojaSchema,
  copiaDeCatalogoSchema,
  type CopiaDeCatalogo,
  type MarcaResponse,
  type ResumoDasLojasResponse,
  trocaDeLojaSchema,
  type LojaDaConta,
  type LojasDaContaResponse,
  lojistaAdminSchema,
  lojistaStatusSchema,
  membroConviteSchema,
  membroUpdateSchema,
  mesaInputSchema,
  mesaLoteSchema,
  movimentoDoCaixaSchema,
  moverComandaSchema,
  moverLinhaSchema,
  ordemSchema,
  pagamentoDaComandaSchema,
  pagamentoDoPedidoSchema,
  pausaSchema,
  pedidoDeBalcaoSchema,
  pedidoSchema,
  pedidosCancelarSchema,
  pedidoStatusSchema,
  planoSchema,
  produtoSchema,
  produtoUpdateSchema,
  protecaoPedidosSchema,
  rodadaSchema,
  salaoSchema,
  sessionRequestSchema,
  whatsappSchema,
  type AdminLoginResponse,
  type AdminLojista,
  type AdminSistema,
  type AdminStats,
  type AdminValidateResponse,
  type AnalyticsResponse,
  type AtendimentoResponse,
  type Atividade,
  type AuthClientConfig,
  type Caixa,
  type CaixaAbertoResponse,
  type CaixasResponse,
  type CatalogoBuscaResponse,
  type CatalogoPaginaResponse,
  type CatalogoResponse,
  type Categoria,
  type ChamadoResponse,
  type ChaveNotificacoesResponse,
  type Comanda,
  type ComandasResponse,
  type Configuracao,
  type ContagemPedidos,
  type Cupom,
  type CupomCheckResponse,
  type CuponsResponse,
  type CurrentUser,
  type DashboardStats,
  type DispositivosResponse,
  type DivisaoDaComanda,
  type EquipeResponse,
  type FiadoCliente,
  type FiadoClientesResponse,
  type FiadoExtrato,
  type RespostaDoApagamento,
  type FidelidadeResponse,
  type HorariosDisponiveis,
  type ImagemEnviada,
  type ImportacaoResultado,
  type Membro,
  type Mesa,
  type MesaPublicaResponse,
  type MesasLoteResponse,
  type MesaDoSalao,
  type MesasDoSalaoResponse,
  type MesasResponse,
  type PedidoAcompanhamento,
  type PagamentosDoPedidoResponse,
  type PedidoDoLojista,
  type PedidoResponse,
  type PedidosCancelados,
  type PedidosDoLojistaResponse,
  type Plano,
  type PlanoPublico,
  type PlataformaStatus,
  type Produto,
  type ProdutoPublicoResponse,
  type ProtecaoPedidos,
  type MesasDoGarcomResponse,
  type MoverLinhaResponse,
  type PedidoDeBalcaoResponse,
  type PedirContaResponse,
  type RodadaResponse,
  type SalaoResponse,
  type PixApiResponse,
  pixApiPreferenciasSchema,
  pixApiSchema,
  pixNotificacaoSchema,
  type TelefoneBloqueado,
  type TesteNotificacaoResponse,
  type WhatsappResponse,
  type z,
} from '@vitrine/shared';
import { apiPaths, pagePaths, type ApiPath } from '@vitrine/shared/api-paths';
import { pageFilePaths } from '@vitrine/shared/page-file-paths';
import type { Acesso, Grupo, JsonSchema, Operacao, Resposta } from './document.js';

/**
 * Every route of the API with what its reference says of it. Fields come from the shared zod
 * schemas the routes parse with; an answer that is a TypeScript type of @vitrine/shared is named by
 * its type (`tipo`), the fields being in the type. A route mounted but missing here, or written here
 * but not mounted, fails the API test openapi.test.ts.
 */

/**
 * The answers' TypeScript types by name: a type renamed or removed in @vitrine/shared fails the
 * typecheck here, so the reference never names a type that does not exist.
 */
interface Tipos {
  AvaliacaoDoLojista: AvaliacaoDoLojista;
  AvaliacaoPublica: AvaliacaoPublica;
  AvaliacoesDoLojistaResponse: AvaliacoesDoLojistaResponse;
  AvaliacoesPublicasResponse: AvaliacoesPublicasResponse;
  Caixa: Caixa;
  CaixaAbertoResponse: CaixaAbertoResponse;
  CaixasResponse: CaixasResponse;
  AdminLoginResponse: AdminLoginResponse;
  AdminLojista: AdminLojista;
  AdminSistema: AdminSistema;
  AdminStats: AdminStats;
  AdminValidateResponse: AdminValidateResponse;
  AnalyticsResponse: AnalyticsResponse;
  AtendimentoResponse: AtendimentoResponse;
  Atividade: Atividade;
  AuthClientConfig: AuthClientConfig;
  CatalogoBuscaResponse: CatalogoBuscaResponse;
  CatalogoPaginaResponse: CatalogoPaginaResponse;
  CatalogoResponse: CatalogoResponse;
  Categoria: Categoria;
  ChamadoResponse: ChamadoResponse;
  ChaveNotificacoesResponse: ChaveNotificacoesResponse;
  Comanda: Comanda;
  ComandasResponse: ComandasResponse;
  Configuracao: Configuracao;
  ContagemPedidos: ContagemPedidos;
  Cupom: Cupom;
  CupomCheckResponse: CupomCheckResponse;
  CuponsResponse: CuponsResponse;
  CurrentUser: CurrentUser;
  DashboardStats: DashboardStats;
  DispositivosResponse: DispositivosResponse;
  DivisaoDaComanda: DivisaoDaComanda;
  EquipeResponse: EquipeResponse;
  LojaDaConta: LojaDaConta;
  CopiaDeCatalogo: CopiaDeCatalogo;
  MarcaResponse: MarcaResponse;
  ResumoDasLojasResponse: ResumoDasLojasResponse;
  LojasDaContaResponse: LojasDaContaResponse;
  FiadoCliente: FiadoCliente;
  FiadoClientesResponse: FiadoClientesResponse;
  FiadoExtrato: FiadoExtrato;
  FidelidadeResponse: FidelidadeResponse;
  RespostaDoApagamento: RespostaDoApagamento;
  HorariosDisponiveis: HorariosDisponiveis;
  ImagemEnviada: ImagemEnviada;
  ImportacaoResultado: ImportacaoResultado;
  Membro: Membro;
  Mesa: Mesa;
  MesaPublicaResponse: MesaPublicaResponse;
  MesasLoteResponse: MesasLoteResponse;
  MesaDoSalao: MesaDoSalao;
  MesasDoSalaoResponse: MesasDoSalaoResponse;
  MesasResponse: MesasResponse;
  PagamentosDoPedidoResponse: PagamentosDoPedidoResponse;
  PedidoAcompanhamento: PedidoAcompanhamento;
  PedidoDoLojista: PedidoDoLojista;
  PedidoResponse: PedidoResponse;
  PedidosCancelados: PedidosCancelados;
  PedidosDoLojistaResponse: PedidosDoLojistaResponse;
  Plano: Plano;
  PlanoPublico: PlanoPublico;
  PlataformaStatus: PlataformaStatus;
  Produto: Produto;
  ProdutoPublicoResponse: ProdutoPublicoResponse;
  ProtecaoPedidos: ProtecaoPedidos;
  RodadaResponse: RodadaResponse;
  MesasDoGarcomResponse: MesasDoGarcomResponse;
  MoverLinhaResponse: MoverLinhaResponse;
  PedidoDeBalcaoResponse: PedidoDeBalcaoResponse;
  PedirContaResponse: PedirContaResponse;
  SalaoResponse: SalaoResponse;
  PixApiResponse: PixApiResponse;
  TelefoneBloqueado: TelefoneBloqueado;
  TesteNotificacaoResponse: TesteNotificacaoResponse;
  WhatsappResponse: WhatsappResponse;
  EntregadoresResponse: EntregadoresResponse;
  ViagemResponse: { pedidos: PedidoDoLojista[] };
  TaxasDosEntregadores: TaxasDosEntregadores;
  AcertoDoDia: AcertoDoDia;
  AcertoDoEntregador: AcertoDoEntregador;
  EntregasResponse: EntregasResponse;
  EntregaDoEntregador: EntregaDoEntregador;
}

/** An answer whose shape is the TypeScript type `nome` of @vitrine/shared. */
const tipo = (nome: keyof Tipos): JsonSchema => ({ type: 'object', title: nome, description: `O tipo \`${nome}\` de @vitrine/shared.` });
const lista = (nome: keyof Tipos): JsonSchema => ({ type: 'array', title: `${nome}[]`, items: tipo(nome) });
const OK: JsonSchema = { type: 'object', required: ['ok'], properties: { ok: { const: true } } };
const ID: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
const SAUDE: JsonSchema = {
  type: 'object',
  required: ['ok', 'firestore', 'versao'],
  properties: { ok: { type: 'boolean' }, firestore: { type: 'boolean' }, versao: { type: 'string' } },
};

const ok = (descricao: string, schema?: z.ZodType | JsonSchema): Resposta => ({ status: 200, descricao, schema });
const criado = (descricao: string, schema?: z.ZodType | JsonSchema): Resposta => ({ status: 201, descricao, schema });
const semCorpo = (descricao: string): Resposta => ({ status: 204, descricao });

type Extra = Partial<Pick<Operacao, 'corpo' | 'query' | 'limitada' | 'deprecated'>>;
type Path = string | ApiPath<string>;

/** The operations of one audience: `get(path, resumo, resposta)` and so on, each with the group's access. */
function operacoesDe(acesso: Acesso, prefixo = '') {
  const completo = (path: Path): Path => (prefixo ? prefixo + (typeof path === 'string' ? path : path.pattern) : path);
  const operacao =
    (method: Operacao['method']) =>
    (path: Path, summary: string, resposta: Resposta, extra: Extra = {}): Operacao => ({
      method,
      path: completo(path),
      summary,
      acesso,
      resposta,
      ...extra,
    });
  return { get: operacao('get'), post: operacao('post'), put: operacao('put'), patch: operacao('patch'), del: operacao('delete') };
}

const publico = operacoesDe('publico');

/**
 * A customer's route that names the shop by its id (`/catalogo/{lojaId}/…`) and by its link
 * (`/loja/{slug}/…`): the same operation at both paths.
 */
function peloIdEPeloLink(
  metodo: (path: Path, summary: string, resposta: Resposta, extra?: Extra) => Operacao,
  [peloId, peloLink]: readonly [Path, Path],
  resumo: string,
  resposta: Resposta,
  extra?: Extra,
): Operacao[] {
  return [metodo(peloId, `${resumo}, pelo id da loja`, resposta, extra), metodo(peloLink, `${resumo}, pelo link da loja`, resposta, extra)];
}
const sessao = operacoesDe('sessao');
const admin = operacoesDe('admin', apiPaths.admin.base);

/** The `preview` function's routes: GETs anyone makes, at the site's root, each with its own error answers. */
const pagina = (path: Path, summary: string, resposta: Resposta, erros: Resposta[]): Operacao => ({
  method: 'get',
  path,
  funcao: 'preview',
  summary,
  acesso: 'publico',
  resposta,
  erros,
});
const TEXTO: JsonSchema = { type: 'string' };
const html = (status: number, descricao: string): Resposta => ({ status, descricao, schema: TEXTO, tipo: 'text/html' });
const texto = (status: number, descricao: string, tipo = 'text/plain'): Resposta => ({ status, descricao, schema: TEXTO, tipo });
const ERRO_JSON = (status: 403 | 404 | 503, descricao: string): Resposta => ({
  status,
  descricao,
  schema: { $ref: '#/components/schemas/Erro' },
});

/** A shop's page: the web app's index.html with the shop's tags (and the catalogue's first screen), or the generic tags on an error. */
const ERROS_DA_PAGINA = [
  html(403, 'Loja indisponível (suspensa): as tags genéricas; o app mostra a tela da loja indisponível.'),
  html(404, 'Loja ou produto não encontrado: as tags genéricas; o app mostra sua tela de erro.'),
  html(503, 'Firestore ou o index.html do Hosting fora do ar: tente depois de `Retry-After` segundos.'),
];
const ERROS_DO_APP_DA_LOJA = [
  ERRO_JSON(403, 'Loja indisponível (suspensa).'),
  ERRO_JSON(404, 'Loja (ou ícone) não encontrada.'),
  ERRO_JSON(503, 'Firestore fora do ar.'),
];
const ERROS_DO_FEED = [
  texto(404, 'Loja não encontrada, suspensa ou com os feeds desligados: os canais tiram seus itens.'),
  texto(503, 'Firestore fora do ar: tente depois de `Retry-After` segundos.'),
];
const PAGINA_DA_LOJA = html(200, 'O index.html do app com o título, a descrição e as tags OpenGraph da página.');

/**
 * A `preview` page or file served at the shop's link and at its id alike: `{resumo}, pelo link{daLoja}`
 * then `{resumo}, pelo id{daLoja}`, with the same answer and errors.
 */
const paginasPeloLinkEPeloId = (
  [peloLink, peloId]: readonly [Path, Path],
  resumo: string,
  resposta: Resposta,
  erros: Resposta[],
  daLoja = '',
): Operacao[] => [
  pagina(peloLink, `${resumo}, pelo link${daLoja}`, resposta, erros),
  pagina(peloId, `${resumo}, pelo id${daLoja}`, resposta, erros),
];
const MANIFESTO_DA_LOJA: Resposta = {
  status: 200,
  descricao: 'O manifesto.',
  schema: { type: 'object' },
  tipo: 'application/manifest+json',
};
const ICONE_DA_LOJA: Resposta = { status: 200, descricao: 'O ícone.', schema: { type: 'string', format: 'binary' }, tipo: 'image/png' };

/** A table's QR code routes: the code `c` in the query, rate-limited. */
const DA_MESA: Extra = { query: { c: 'O código do QR Code da mesa.' }, limitada: true };
/** What a customer sends from a table, by the shop's link or by its id: a round for the kitchen, a call to the team. */
const rodadaEChamado = (
  [rodada, chamado]: readonly [Path, Path],
  [resumoDaRodada, resumoDoChamado]: readonly [string, string],
): Operacao[] => [
  publico.post(rodada, resumoDaRodada, criado('O código da rodada e a conta.', tipo('RodadaResponse')), {
    corpo: rodadaSchema,
    ...DA_MESA,
  }),
  publico.post(chamado, resumoDoChamado, criado('O chamado.', tipo('ChamadoResponse')), { corpo: chamadoSchema, ...DA_MESA }),
];

const CARTEIRA_DE_PEDIDOS = {
  status: 'Um status, `em_aberto` (os abertos) ou `agendados`; vazio: todos.',
  antes: 'O `proximo` da página anterior (ISO 8601).',
  desde: 'Só os pedidos depois deste instante (ISO 8601): a consulta periódica da lista.',
};

type Metodo = (path: Path, summary: string, resposta: Resposta, extra?: Extra) => Operacao;

/** A setting read and saved at one path: GET and PUT answer the same, PUT takes `corpo`. */
const lerESalvar = (
  { get, put }: { get: Metodo; put: Metodo },
  path: Path,
  [resumoDaLeitura, resumoDoSalvar]: readonly [string, string],
  resposta: Resposta,
  corpo: z.ZodType,
): Operacao[] => [get(path, resumoDaLeitura, resposta), put(path, resumoDoSalvar, resposta, { corpo })];

/** A path kept for a release after its route moved: 308 to the new one, marked deprecated. */
const movido = (metodo: Metodo, path: Path, summary: string, descricao: string): Operacao =>
  metodo(path, summary, { status: 308, descricao }, { deprecated: true });

/** The paper query every printed report reads (the order's ticket, the bill, the till, a driver's day). */
const PAPEL = { largura: '`58` ou `80` (mm).', formato: '`texto` ou `escpos`.' };
/** A printed report: text or ESC/POS, as the order's ticket (platform/impressao.ts); `query` what it reads before the paper's. */
const impresso = (path: Path, summary: string, descricao: string, query: Record<string, string> = {}): Operacao =>
  sessao.get(path, summary, texto(200, descricao), { query: { ...query, ...PAPEL } });

/** The reviews' pages, newest first (issue 47). */
const PAGINA_DE_AVALIACOES = { antes: 'O `proxima` da página anterior (um instante ISO 8601).' };

export const GRUPOS: readonly Grupo[] = [
  {
    tag: 'plataforma',
    descricao: 'A saúde da API, seu estado e planos, e esta referência.',
    operacoes: [
      publico.get(apiPaths.health, 'Saúde da API e do Firestore', ok('Tudo certo (503 com o Firestore fora).', SAUDE)),
      publico.get(apiPaths.status, 'Estado da plataforma (manutenção, e-mail de suporte)', ok('O estado.', tipo('PlataformaStatus'))),
      publico.get(apiPaths.planos, 'Planos e preços, como a página inicial os mostra', ok('Os planos.', lista('PlanoPublico'))),
      publico.get(apiPaths.openapi, 'Este documento OpenAPI 3.1', ok('O documento.', { type: 'object' })),
      publico.get(apiPaths.docs, 'A referência interativa (Scalar) deste documento', html(200, 'A página.')),
      publico.get(
        apiPaths.docsScript,
        'O script da referência interativa (@scalar/api-reference, só no ambiente local)',
        texto(200, 'O script.', 'text/javascript'),
      ),
    ],
  },
  {
    tag: 'public-catalogo',
    descricao: 'O catálogo publicado de uma loja, pelo id (`/catalogo/{lojaId}`) ou pelo link (`/loja/{slug}`).',
    operacoes: [
      ...peloIdEPeloLink(
        publico.get,
        [apiPaths.catalogo, apiPaths.lojaCatalogo],
        'Catálogo',
        ok('A loja e a primeira página de produtos.', tipo('CatalogoResponse')),
      ),
      ...peloIdEPeloLink(
        publico.get,
        [apiPaths.catalogoProduto, apiPaths.lojaProduto],
        'Um produto publicado',
        ok('O produto.', tipo('ProdutoPublicoResponse')),
      ),
      publico.get(apiPaths.catalogoPagina, 'Uma página seguinte de produtos', ok('A página.', tipo('CatalogoPaginaResponse'))),
      publico.get(apiPaths.catalogoBusca, 'Busca nos produtos publicados', ok('Os produtos achados.', tipo('CatalogoBuscaResponse')), {
        query: { q: 'O termo.', categoria: 'Só desta categoria.', inicio: 'Quantos pular (paginação).' },
      }),
      ...peloIdEPeloLink(
        publico.get,
        [apiPaths.catalogoHorariosDisponiveis, apiPaths.lojaHorariosDisponiveis],
        'Horários de um pedido agendado',
        ok('Os dias e horários.', tipo('HorariosDisponiveis')),
        { query: { tipo: '`entrega`, `retirada` ou `envio`.' } },
      ),
      publico.get(apiPaths.lojistaWhatsappPublico, 'O WhatsApp da loja', ok('O número.', tipo('WhatsappResponse'))),
      publico.get(
        apiPaths.notificacoesChave,
        'A chave pública VAPID das notificações push',
        ok('A chave.', tipo('ChaveNotificacoesResponse')),
      ),
    ],
  },
  {
    tag: 'public-pedido',
    descricao: 'O cliente faz um pedido, confere um cupom, acompanha o pedido, assina as notificações dele e apaga seus dados.',
    operacoes: [
      ...peloIdEPeloLink(
        publico.post,
        [apiPaths.catalogoPedido, apiPaths.lojaPedido],
        'Faz um pedido',
        criado('O pedido (200 ao repetir a mesma Idempotency-Key).', tipo('PedidoResponse')),
        { corpo: pedidoSchema, limitada: true },
      ),
      ...peloIdEPeloLink(
        publico.get,
        [apiPaths.catalogoCupom, apiPaths.lojaCupom],
        'Confere um cupom no carrinho',
        ok('O desconto que o cupom dá.', tipo('CupomCheckResponse')),
        {
          query: { subtotal: 'O subtotal do carrinho.', telefone: 'O telefone do cliente (limite por cliente, primeiro pedido).' },
          limitada: true,
        },
      ),
      publico.get(
        apiPaths.pedidoAcompanhamento,
        'Acompanha um pedido pelo token',
        ok('O pedido e seu status.', tipo('PedidoAcompanhamento')),
      ),
      publico.del(
        apiPaths.pedidoDados,
        'Apaga os dados pessoais do cliente de um pedido (e o fiado do telefone, se nada estiver em aberto)',
        ok('Apagados; `fiado` diz quando o fiado com valor em aberto foi mantido.', tipo('RespostaDoApagamento')),
        { limitada: true },
      ),
      publico.post(apiPaths.pedidoNotificacoes, 'Assina as notificações push do status de um pedido', criado('A inscrição.', ID), {
        corpo: inscricaoSchema,
        limitada: true,
      }),
      publico.post(apiPaths.catalogoEventos, 'Registra um evento de analytics (beacon)', semCorpo('Registrado.'), {
        corpo: eventoSchema,
        limitada: true,
      }),
    ],
  },
  {
    tag: 'public-marca',
    descricao: 'A página da marca: as lojas ativas da conta dona de um link, a mais perto primeiro.',
    operacoes: [
      publico.get(
        apiPaths.marca,
        'As lojas da marca, com endereço e "Aberta agora" (400: localização inválida; 404: marca não encontrada)',
        ok('A marca e suas lojas.', tipo('MarcaResponse')),
        {
          query: { lat: 'A latitude do cliente (com `lng`): as lojas mais perto primeiro.', lng: 'A longitude do cliente.' },
          limitada: true,
        },
      ),
    ],
  },
  {
    tag: 'public-mesa',
    descricao: 'A mesa cujo QR Code o cliente leu no salão.',
    operacoes: [
      publico.get(
        apiPaths.lojaMesa,
        'A mesa do QR Code, pelo link da loja (404 com código errado ou trocado)',
        ok('A mesa e sua conta aberta (null sem conta).', tipo('MesaPublicaResponse')),
        DA_MESA,
      ),
      publico.get(
        apiPaths.catalogoMesa,
        'A mesa do QR Code, pelo id da loja (uma loja sem link)',
        ok('A mesa e sua conta aberta (null sem conta).', tipo('MesaPublicaResponse')),
        DA_MESA,
      ),
      ...rodadaEChamado(
        [apiPaths.lojaMesaPedido, apiPaths.lojaMesaChamado],
        [
          'Envia uma rodada da mesa para a cozinha (entra na conta aberta da mesa, ou abre uma)',
          'Chama o garçom ou pede a conta (uma vez por minuto cada, por mesa: 429 antes disso)',
        ],
      ),
      ...rodadaEChamado(
        [apiPaths.catalogoMesaPedido, apiPaths.catalogoMesaChamado],
        [
          'Envia uma rodada da mesa para a cozinha, pelo id da loja (uma loja sem link)',
          'Chama o garçom ou pede a conta, pelo id da loja (uma loja sem link)',
        ],
      ),
    ],
  },
  {
    tag: 'public-link-preview',
    descricao:
      'As páginas da loja, servidas pela função `preview` fora de /api (o Hosting reescreve /loja/** e /catalogo/** para ela): ' +
      'o HTML do app com as tags da loja ou do produto, para a prévia de um link no WhatsApp e para os buscadores, e o app instalável da loja.',
    operacoes: [
      ...paginasPeloLinkEPeloId(
        [pagePaths.loja, pagePaths.catalogo],
        'A página do catálogo',
        html(200, 'O index.html do app com as tags da loja e a primeira tela do catálogo já desenhada.'),
        ERROS_DA_PAGINA,
        ' da loja',
      ),
      ...paginasPeloLinkEPeloId(
        [pagePaths.lojaProduto, pagePaths.catalogoProduto],
        'A página de um produto',
        PAGINA_DA_LOJA,
        ERROS_DA_PAGINA,
        ' da loja',
      ),
      ...paginasPeloLinkEPeloId(
        [pagePaths.lojaPedidos, pagePaths.catalogoPedidos],
        '"Meus pedidos" deste aparelho na loja',
        PAGINA_DA_LOJA,
        ERROS_DA_PAGINA,
      ),
      ...paginasPeloLinkEPeloId(
        [pagePaths.lojaMesa, pagePaths.catalogoMesa],
        'A página da mesa do QR Code (o catálogo no modo mesa)',
        PAGINA_DA_LOJA,
        ERROS_DA_PAGINA,
        ' da loja',
      ),
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaManifesto, pageFilePaths.catalogoManifesto],
        'O manifesto do app instalável da loja',
        MANIFESTO_DA_LOJA,
        ERROS_DO_APP_DA_LOJA,
      ),
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaIcone, pageFilePaths.catalogoIcone],
        'Um ícone do app da loja (`nome`: 192, 512 ou maskable)',
        ICONE_DA_LOJA,
        ERROS_DO_APP_DA_LOJA,
      ),
    ],
  },
  {
    tag: 'public-feeds',
    descricao:
      'Onde a loja é lida além do seu link, pela função `preview`: os feeds de produtos da Meta e do Google, os sitemaps ' +
      'e o cardápio impresso em PDF (public-cardapio). ' +
      'O robots.txt que os aponta é um arquivo do Hosting, escrito no build do app.',
    operacoes: [
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaFeedMeta, pageFilePaths.catalogoFeedMeta],
        'O feed de produtos da Meta (CSV)',
        texto(200, 'O feed.', 'text/csv'),
        ERROS_DO_FEED,
      ),
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaFeedGoogle, pageFilePaths.catalogoFeedGoogle],
        'O feed de produtos do Google (RSS 2.0)',
        texto(200, 'O feed.', 'application/xml'),
        ERROS_DO_FEED,
      ),
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaSitemap, pageFilePaths.catalogoSitemap],
        'O sitemap da loja (o catálogo e cada produto)',
        texto(200, 'O sitemap.', 'application/xml'),
        ERROS_DO_FEED,
      ),
      ...paginasPeloLinkEPeloId(
        [pageFilePaths.lojaCardapio, pageFilePaths.catalogoCardapio],
        'O cardápio impresso (PDF A4; `formato=ampliado`: letra grande, 28 pt ou mais)',
        {
          status: 200,
          descricao: 'O PDF, com ETag da versão do cardápio.',
          schema: { type: 'string', format: 'binary' },
          tipo: 'application/pdf',
        },
        [
          texto(400, 'Formato inválido: só `ampliado`, ou nenhum.'),
          texto(404, 'Loja não encontrada ou suspensa.'),
          texto(503, 'Firestore fora do ar: tente depois de `Retry-After` segundos.'),
        ],
      ).map((operacao) => ({ ...operacao, query: { formato: '`ampliado` para a letra grande; ausente, o cardápio em duas colunas.' } })),
      pagina(pageFilePaths.sitemap, 'O índice de sitemaps: um por loja ativa', texto(200, 'O índice.', 'application/xml'), [
        { status: 503, descricao: 'Firestore fora do ar: tente depois de `Retry-After` segundos.' },
      ]),
    ],
  },
  {
    tag: 'owner-auth',
    descricao: 'O login do lojista com o Google e sua sessão (cookie `__session`).',
    operacoes: [
      publico.get(apiPaths.authConfig, 'Configuração do Firebase Auth do navegador', ok('A configuração.', tipo('AuthClientConfig'))),
      publico.post(apiPaths.sessions, 'Entra: troca o ID token do Google pela sessão', criado('Sessão criada (Set-Cookie).', OK), {
        corpo: sessionRequestSchema,
      }),
      sessao.get(apiPaths.usersMe, 'Quem é a sessão: pessoa, loja e papel', ok('O usuário.', tipo('CurrentUser'))),
      sessao.post(
        apiPaths.sessionsLoja,
        'Troca a loja da sessão por outra da conta (404: não é da conta; o membro fica na sua)',
        ok('A sessão na loja escolhida, como GET /api/users/me responde daqui em diante.', tipo('CurrentUser')),
        { corpo: trocaDeLojaSchema },
      ),
      publico.post(apiPaths.logout, 'Sai: apaga o cookie da sessão', ok('Saiu.', OK)),
    ],
  },
  {
    tag: 'owner-lojas',
    descricao: 'As lojas da conta (filiais): a lista do seletor e abrir outra dentro do limite do plano.',
    operacoes: [
      sessao.get(apiPaths.lojas, 'Lista as lojas da conta (o membro vê só a sua)', ok('As lojas.', tipo('LojasDaContaResponse'))),
      sessao.post(apiPaths.lojas, 'Abre outra loja (403: limite do plano; 409: link em uso)', criado('A loja.', tipo('LojaDaConta')), {
        corpo: novaLojaSchema,
      }),
      sessao.get(
        apiPaths.lojasResumo,
        'As lojas da conta lado a lado: pedidos e faturamento de hoje (só o dono)',
        ok('O resumo.', tipo('ResumoDasLojasResponse')),
      ),
      sessao.post(
        apiPaths.lojaCopiarCatalogo,
        'Copia o catálogo de outra loja da conta para esta (categorias, produtos, fotos; repetir não duplica)',
        ok('A cópia concluída.', tipo('CopiaDeCatalogo')),
        { corpo: copiaDeCatalogoSchema },
      ),
      sessao.get(
        apiPaths.lojaCopiarCatalogo,
        'O andamento da última cópia de catálogo para esta loja',
        ok('A cópia.', tipo('CopiaDeCatalogo')),
      ),
    ],
  },
  {
    tag: 'owner-produtos',
    descricao: 'Os produtos da loja (combos de outros produtos incluídos), sua ordem e a planilha (CSV).',
    operacoes: [
      sessao.get(apiPaths.produtos, 'Lista os produtos', ok('Os produtos.', lista('Produto'))),
      sessao.post(apiPaths.produtos, 'Cria um produto', criado('O produto (200 ao repetir a mesma Idempotency-Key).', tipo('Produto')), {
        corpo: produtoSchema,
      }),
      sessao.put(apiPaths.produtosOrdem, 'Reordena os produtos', ok('Reordenados.', OK), { corpo: ordemSchema }),
      sessao.put(apiPaths.produto, 'Altera um produto', ok('O produto.', tipo('Produto')), { corpo: produtoUpdateSchema }),
      sessao.del(apiPaths.produto, 'Exclui um produto (409 enquanto for item de um combo)', ok('Excluído.', OK)),
      sessao.get(apiPaths.produtosExportar, 'Exporta os produtos em CSV', texto(200, 'A planilha.', 'text/csv')),
      sessao.post(
        apiPaths.produtosImportar,
        'Importa produtos de um CSV (multipart, campo `arquivo`)',
        ok('O que foi importado.', tipo('ImportacaoResultado')),
        {
          query: { simular: '`1`: só confere a planilha, sem gravar.' },
        },
      ),
    ],
  },
  {
    tag: 'owner-categorias',
    descricao: 'As categorias do catálogo.',
    operacoes: [
      sessao.get(apiPaths.categorias, 'Lista as categorias', ok('As categorias.', lista('Categoria'))),
      sessao.post(
        apiPaths.categorias,
        'Cria uma categoria',
        criado('A categoria (200 ao repetir a mesma Idempotency-Key).', tipo('Categoria')),
        {
          corpo: categoriaSchema,
        },
      ),
      sessao.put(apiPaths.categoriasOrdem, 'Reordena as categorias', ok('Reordenadas.', OK), { corpo: ordemSchema }),
      sessao.put(apiPaths.categoria, 'Renomeia uma categoria', ok('A categoria.', tipo('Categoria')), { corpo: categoriaSchema }),
      sessao.del(apiPaths.categoria, 'Exclui uma categoria (seus produtos ficam sem categoria)', ok('Excluída.', OK)),
    ],
  },
  {
    tag: 'owner-loja',
    descricao: 'A loja como o cliente a vê, o atendimento, a pausa, a fidelidade, os canais e o app do Gestor.',
    operacoes: [
      ...lerESalvar(
        sessao,
        apiPaths.lojaConfiguracao,
        ['Lê a loja (nome, cor, logo, link, mensagem)', 'Salva a loja'],
        ok('A loja.', lojaSchema),
        lojaSchema,
      ),
      sessao.get(apiPaths.lojistaConfiguracao, 'Lê o WhatsApp da loja', ok('O número.', tipo('WhatsappResponse'))),
      sessao.put(apiPaths.lojistaWhatsapp, 'Salva o WhatsApp da loja', ok('O número.', tipo('WhatsappResponse')), {
        corpo: whatsappSchema,
      }),
      sessao.get(apiPaths.gestorManifesto, 'Manifesto do app instalável do Gestor', {
        ...texto(200, 'O manifesto.', 'application/manifest+json'),
        schema: { type: 'object' },
      }),
      ...lerESalvar(
        sessao,
        apiPaths.lojaAtendimento,
        ['Lê o atendimento (entrega, retirada, taxas, horários, pagamento)', 'Salva o atendimento'],
        ok('O atendimento.', tipo('AtendimentoResponse')),
        atendimentoSchema,
      ),
      sessao.put(apiPaths.lojaPausa, 'Pausa ou retoma os pedidos', ok('O atendimento.', tipo('AtendimentoResponse')), {
        corpo: pausaSchema,
      }),
      ...lerESalvar(
        sessao,
        apiPaths.lojaFidelidade,
        ['Lê o cartão fidelidade', 'Salva o cartão fidelidade'],
        ok('O cartão.', tipo('FidelidadeResponse')),
        fidelidadeSchema,
      ),
      ...lerESalvar(
        sessao,
        apiPaths.lojaCanais,
        ['Lê os feeds de produtos (Meta, Google)', 'Liga ou desliga os feeds de produtos'],
        ok('Os canais.', canaisSchema),
        canaisSchema,
      ),
    ],
  },
  {
    tag: 'owner-pedidos',
    descricao: 'Os pedidos da loja, seus status, a comanda e a proteção contra pedidos falsos.',
    operacoes: [
      sessao.get(
        apiPaths.pedidos,
        'Lista os pedidos (páginas, filtro de status)',
        ok('Uma página de pedidos.', tipo('PedidosDoLojistaResponse')),
        {
          query: CARTEIRA_DE_PEDIDOS,
        },
      ),
      sessao.get(apiPaths.pedidosContagem, 'Conta os pedidos por status', ok('As contagens.', tipo('ContagemPedidos'))),
      sessao.put(
        apiPaths.pedido,
        'Muda o status de um pedido (cancelar um PIX automático pendente pergunta ao banco: 409 se foi pago ou se o banco não respondeu)',
        ok('O pedido.', tipo('PedidoDoLojista')),
        { corpo: pedidoStatusSchema },
      ),
      sessao.post(apiPaths.pedidosCancelar, 'Cancela vários pedidos', ok('Os cancelados e os recusados.', tipo('PedidosCancelados')), {
        corpo: pedidosCancelarSchema,
      }),
      sessao.post(
        apiPaths.pedidoPagamentos,
        'Recebe um pagamento do pedido no balcão ou na entrega (cai no caixa aberto de quem recebe)',
        criado('Os pagamentos do pedido e o que falta.', tipo('PagamentosDoPedidoResponse')),
        { corpo: pagamentoDoPedidoSchema },
      ),
      sessao.post(
        apiPaths.pedidoPixDevolucao,
        'Devolve o PIX de um pedido cancelado pelo banco da loja (dono ou gerente; uma vez só)',
        ok('O pedido, com pagamento.devolucao.', tipo('PedidoDoLojista')),
      ),
      impresso(apiPaths.pedidoComanda, 'A comanda impressa do pedido (texto ou ESC/POS)', 'A comanda.'),
      movido(
        sessao.get,
        apiPaths.pedidoComandaAntiga,
        'Caminho antigo da comanda: 308 para /comanda',
        'Para /api/pedidos/{id}/comanda com a mesma consulta.',
      ),
      ...lerESalvar(
        sessao,
        apiPaths.pedidosProtecao,
        ['Lê a proteção (pedidos por minuto, telefones bloqueados)', 'Salva a proteção'],
        ok('A proteção.', tipo('ProtecaoPedidos')),
        protecaoPedidosSchema,
      ),
      sessao.post(apiPaths.pedidosBloqueios, 'Bloqueia um telefone', criado('O bloqueio.', tipo('TelefoneBloqueado')), {
        corpo: bloqueioSchema,
      }),
      sessao.del(apiPaths.pedidosBloqueio, 'Desbloqueia um telefone', semCorpo('Desbloqueado.')),
    ],
  },
  {
    tag: 'public-avaliacoes',
    descricao: 'O cliente avalia um pedido entregue pelo link de acompanhamento; o catálogo mostra as avaliações públicas (issue 47).',
    operacoes: [
      publico.post(
        apiPaths.pedidoAvaliacao,
        'Avalia um pedido entregue (uma vez por pedido: 409 na segunda e antes da entrega)',
        criado('A avaliação, como os clientes a leem.', tipo('AvaliacaoPublica')),
        { corpo: avaliacaoSchema, limitada: true },
      ),
      publico.get(
        apiPaths.lojaAvaliacoes,
        'As avaliações públicas da loja (as ocultas não aparecem nem contam na média)',
        ok('A média, o total e uma página, a mais nova primeiro.', tipo('AvaliacoesPublicasResponse')),
        { query: PAGINA_DE_AVALIACOES },
      ),
    ],
  },
  {
    tag: 'owner-avaliacoes',
    descricao: 'As avaliações dos clientes: todas, as ocultas marcadas; a resposta pública e ocultar (permissão `relatorios`).',
    operacoes: [
      sessao.get(
        apiPaths.avaliacoes,
        'Lista as avaliações (a média e o total contam as ocultas)',
        ok('A média, o total e uma página, a mais nova primeiro.', tipo('AvaliacoesDoLojistaResponse')),
        { query: PAGINA_DE_AVALIACOES },
      ),
      sessao.put(apiPaths.avaliacao, 'Responde ou oculta uma avaliação', ok('A avaliação.', tipo('AvaliacaoDoLojista')), {
        corpo: avaliacaoUpdateSchema,
      }),
    ],
  },
  {
    tag: 'owner-cupons',
    descricao: 'Os cupons de desconto da loja.',
    operacoes: [
      sessao.get(apiPaths.cupons, 'Lista os cupons', ok('Os cupons.', tipo('CuponsResponse'))),
      sessao.post(apiPaths.cupons, 'Cria um cupom', criado('O cupom.', tipo('Cupom')), { corpo: cupomInputSchema }),
      sessao.put(apiPaths.cupom, 'Altera um cupom', ok('O cupom.', tipo('Cupom')), { corpo: cupomUpdateSchema }),
      sessao.del(apiPaths.cupom, 'Exclui um cupom', semCorpo('Excluído.')),
    ],
  },
  {
    tag: 'owner-comandas',
    descricao: 'As contas das mesas: cada rodada é um pedido; pagamentos parciais, divisão e fechamento (a taxa de serviço é opcional).',
    operacoes: [
      sessao.get(apiPaths.comandas, 'Lista as contas', ok('As contas.', tipo('ComandasResponse')), {
        query: { status: '`aberta` ou `fechada`.', data: 'Abertas neste dia (AAAA-MM-DD, horário de São Paulo).' },
      }),
      sessao.get(apiPaths.comanda, 'Lê uma conta com suas rodadas', ok('A conta.', tipo('Comanda'))),
      sessao.get(
        apiPaths.comandaDivisao,
        'Divide o que falta',
        ok('As partes, somando o que falta ao centavo.', tipo('DivisaoDaComanda')),
        {
          query: {
            pessoas: 'Em quantas partes iguais (1–50).',
            itens: 'As linhas de uma pessoa (1,3), com sua parte da taxa.',
            incluir_taxa_servico: '`false`: o cliente dispensou a taxa de serviço (opcional), e as partes a deixam de fora.',
          },
        },
      ),
      sessao.post(
        apiPaths.comandaPagamentos,
        'Registra um pagamento parcial (`forma: "fiado"` com `telefone` lança no fiado do cliente; permissão `fiado`)',
        criado('A conta.', tipo('Comanda')),
        { corpo: pagamentoDaComandaSchema.or(pagamentoFiadoDaComandaSchema) },
      ),
      sessao.post(
        apiPaths.comandaCupom,
        'Aplica um cupom da loja à conta aberta (o desconto acompanha o consumo; o uso conta ao fechar)',
        ok('A conta com o cupom.', tipo('Comanda')),
        { corpo: cupomDaComandaSchema },
      ),
      sessao.del(apiPaths.comandaCupom, 'Tira o cupom da conta aberta', ok('A conta sem o cupom.', tipo('Comanda'))),
      sessao.put(apiPaths.comandaPessoas, 'Muda quantas pessoas a conta tem (o couvert é por pessoa)', ok('A conta.', tipo('Comanda')), {
        corpo: pessoasDaComandaSchema,
      }),
      sessao.post(apiPaths.comandaFechar, 'Fecha a conta', ok('A conta fechada.', tipo('Comanda')), { corpo: fecharComandaSchema }),
      impresso(apiPaths.comandaImpressao, 'A conta impressa da mesa (texto ou ESC/POS)', 'A conta, "Não é documento fiscal".'),
    ],
  },
  {
    tag: 'owner-caixa',
    descricao: 'O caixa de cada pessoa: abrir, sangria e suprimento, fechar com o contado, o histórico e o relatório impresso.',
    operacoes: [
      sessao.get(
        apiPaths.caixas,
        'Histórico dos caixas (dono e gerente: todos; os outros: os seus)',
        ok('Os caixas.', tipo('CaixasResponse')),
      ),
      sessao.post(apiPaths.caixaAbrir, 'Abre o caixa da pessoa (um aberto por pessoa)', criado('O caixa aberto.', ID), {
        corpo: abrirCaixaSchema,
      }),
      sessao.get(
        apiPaths.caixaAberto,
        'O caixa aberto da pessoa, ou null',
        ok('O caixa aberto com seus movimentos.', tipo('CaixaAbertoResponse')),
      ),
      sessao.get(apiPaths.caixa, 'Lê um caixa com todos os movimentos', ok('O caixa.', tipo('Caixa'))),
      sessao.post(apiPaths.caixaMovimentos, 'Lança uma sangria ou um suprimento', criado('O caixa.', tipo('Caixa')), {
        corpo: movimentoDoCaixaSchema,
      }),
      sessao.post(
        apiPaths.caixaFechar,
        'Fecha o caixa com o valor contado de cada forma',
        ok('O caixa fechado, com esperado, contado e diferença.', tipo('Caixa')),
        {
          corpo: fecharCaixaSchema,
        },
      ),
      impresso(apiPaths.caixaImpressao, 'O relatório do caixa impresso (texto ou ESC/POS)', 'O relatório.'),
    ],
  },
  {
    tag: 'owner-garcom',
    descricao:
      'O salão e o balcão pelo celular da equipe (garçom, atendente, gerente, dono): as mesas, a rodada de uma mesa, mudar a conta ou uma linha de mesa, pedir a conta, e o pedido de balcão.',
    operacoes: [
      sessao.get(
        apiPaths.garcomMesas,
        'Lista as mesas, livres ou ocupadas, com o total da conta aberta',
        ok('As mesas.', tipo('MesasDoGarcomResponse')),
      ),
      sessao.post(
        apiPaths.mesaPedido,
        'Lança uma rodada para a mesa (entra na conta aberta, ou abre uma); o histórico diz quem lançou',
        criado('O código da rodada e a conta.', tipo('RodadaResponse')),
        { corpo: rodadaSchema },
      ),
      sessao.post(
        apiPaths.comandaMover,
        'Muda a conta inteira para uma mesa livre (409 se a mesa já tem conta aberta)',
        ok('A conta, na mesa nova.', tipo('Comanda')),
        { corpo: moverComandaSchema },
      ),
      sessao.post(
        apiPaths.comandaLinhasMover,
        'Muda uma rodada, uma linha ou algumas unidades de uma linha para a conta de outra mesa',
        ok('As duas contas.', tipo('MoverLinhaResponse')),
        { corpo: moverLinhaSchema },
      ),
      sessao.post(apiPaths.comandaPedirConta, 'Pede a conta pela mesa', ok('A mesa e quando pediu.', tipo('PedirContaResponse'))),
      sessao.post(
        apiPaths.balcaoPedidos,
        'Registra um pedido de balcão (comer aqui ou para viagem), direto para a cozinha',
        criado('O id e o código do pedido.', tipo('PedidoDeBalcaoResponse')),
        { corpo: pedidoDeBalcaoSchema },
      ),
    ],
  },
  {
    tag: 'owner-entregadores',
    descricao:
      'Os entregadores da loja (dono, gerente, atendente): mandar pedidos de entrega com um entregador, um por vez ou vários numa viagem, quanto cada entrega paga ao entregador, o acerto do dia e quitá-lo.',
    operacoes: [
      sessao.put(
        apiPaths.pedidoEntregador,
        'Dá o pedido de entrega a um entregador (no fim da fila dele) ou o tira (membro_id null)',
        ok('O pedido, com entregador.', tipo('PedidoDoLojista')),
        { corpo: atribuirEntregadorSchema },
      ),
      sessao.get(
        apiPaths.entregadores,
        'Lista os entregadores, com as entregas em aberto de cada um',
        ok('Os entregadores.', tipo('EntregadoresResponse')),
      ),
      sessao.post(
        apiPaths.entregadorViagem,
        'Manda vários pedidos com o entregador numa viagem, na ordem das paradas (todos ou nenhum)',
        ok('Os pedidos, com entregador.ordem e entregador.viagem.', tipo('ViagemResponse')),
        { corpo: viagemSchema },
      ),
      sessao.get(apiPaths.entregadoresTaxas, 'Quanto cada entrega paga ao entregador', ok('A regra.', tipo('TaxasDosEntregadores'))),
      sessao.put(
        apiPaths.entregadoresTaxas,
        'Salva quanto cada entrega paga ao entregador: fixa, percentual da taxa de entrega ou por faixas de km',
        ok('A regra salva.', tipo('TaxasDosEntregadores')),
        { corpo: taxasDosEntregadoresSchema },
      ),
      sessao.get(
        apiPaths.entregadoresAcerto,
        'O acerto do dia por entregador: entregas, taxas, dinheiro recebido e saldo',
        ok('O acerto.', tipo('AcertoDoDia')),
        {
          query: { data: 'O dia em São Paulo, AAAA-MM-DD.' },
        },
      ),
      sessao.post(
        apiPaths.entregadorAcertoQuitar,
        'Quita o acerto do dia de um entregador, uma vez só (409 na segunda)',
        ok('O acerto do entregador, com quitado.', tipo('AcertoDoEntregador')),
        { corpo: quitarAcertoSchema },
      ),
      impresso(apiPaths.entregadorAcertoImpressao, 'O acerto do entregador impresso (texto ou ESC/POS)', 'O acerto.', {
        data: 'O dia, AAAA-MM-DD.',
      }),
    ],
  },
  {
    tag: 'owner-entregas',
    descricao: 'O celular do entregador: só as entregas dadas a ele, em ordem de viagem, e os botões Saí e Entreguei.',
    operacoes: [
      sessao.get(
        apiPaths.entregas,
        'As entregas em aberto do entregador, na ordem da viagem, e a rota',
        ok('As entregas.', tipo('EntregasResponse')),
      ),
      sessao.get(
        apiPaths.entrega,
        'Uma entrega do entregador (404 para qualquer outro pedido)',
        ok('A entrega.', tipo('EntregaDoEntregador')),
      ),
      sessao.put(
        apiPaths.entregaStatus,
        'Saí (saiu_para_entrega) ou Entreguei (entregue); o histórico do pedido diz que foi o entregador',
        ok('A entrega.', tipo('EntregaDoEntregador')),
        { corpo: entregaStatusSchema },
      ),
    ],
  },
  {
    tag: 'owner-fiado',
    descricao:
      'O fiado dos clientes (issue 46): ligar o fiado de um telefone com nome e limite, a lista (quem deve mais primeiro), o extrato e os pagamentos. Permissão `fiado`.',
    operacoes: [
      sessao.get(apiPaths.fiadoClientes, 'Os fiados da loja, quem deve mais primeiro', ok('Os fiados.', tipo('FiadoClientesResponse'))),
      sessao.put(
        apiPaths.fiadoCliente,
        'Liga o fiado do telefone ou muda o nome e o limite (`limite: 0` desliga)',
        ok('O fiado.', tipo('FiadoCliente')),
        {
          corpo: fiadoClienteSchema,
        },
      ),
      sessao.get(apiPaths.fiadoCliente, 'O extrato do fiado: cada compra e pagamento com o saldo', ok('O extrato.', tipo('FiadoExtrato'))),
      sessao.post(
        apiPaths.fiadoClientePagamentos,
        'Recebe um pagamento do fiado (baixa o saldo)',
        criado('O extrato.', tipo('FiadoExtrato')),
        {
          corpo: pagamentoDoFiadoSchema,
        },
      ),
    ],
  },
  {
    tag: 'owner-salao',
    descricao: 'O salão ao vivo: o estado de cada mesa, sua conta aberta e os chamados (garçom, conta) até a equipe atendê-los.',
    operacoes: [
      sessao.get(
        apiPaths.salao,
        'As mesas com estado, conta aberta e chamados',
        ok('As mesas, na ordem do salão.', tipo('MesasDoSalaoResponse')),
      ),
      sessao.post(
        apiPaths.salaoChamadoAtendido,
        'Marca o chamado da mesa como atendido (o do garçom, o da conta, ou os dois)',
        ok('A mesa como o salão a mostra agora.', tipo('MesaDoSalao')),
        { corpo: chamadoAtendidoSchema },
      ),
    ],
  },
  {
    tag: 'owner-mesas',
    descricao: 'As mesas do salão, seus QR Codes e a folha para imprimi-los, e os ajustes do salão.',
    operacoes: [
      sessao.get(apiPaths.mesas, 'Lista as mesas', ok('As mesas, na ordem do salão.', tipo('MesasResponse'))),
      sessao.post(apiPaths.mesas, 'Cria uma mesa', criado('A mesa, com seu código e link.', tipo('Mesa')), { corpo: mesaInputSchema }),
      sessao.post(
        apiPaths.mesasLote,
        'Cria as mesas de um intervalo ("Mesa 1" … "Mesa 20")',
        criado('As mesas criadas.', tipo('MesasLoteResponse')),
        {
          corpo: mesaLoteSchema,
        },
      ),
      sessao.get(apiPaths.mesasQrcodes, 'A folha A4 dos QR Codes das mesas', {
        status: 200,
        descricao: 'O PDF, um cartão por mesa.',
        schema: { type: 'string', format: 'binary' },
        tipo: 'application/pdf',
      }),
      sessao.put(apiPaths.mesa, 'Renomeia uma mesa', ok('A mesa.', tipo('Mesa')), { corpo: mesaInputSchema }),
      sessao.del(apiPaths.mesa, 'Exclui uma mesa (409 com a conta aberta)', semCorpo('Excluída.')),
      sessao.post(
        apiPaths.mesaNovoCodigo,
        'Troca o código da mesa: o QR Code antigo deixa de valer',
        ok('A mesa, com o novo código.', tipo('Mesa')),
      ),
      ...lerESalvar(
        sessao,
        apiPaths.lojaSalao,
        ['Lê os ajustes do salão (taxa de serviço, couvert)', 'Salva os ajustes do salão'],
        ok('Os ajustes.', tipo('SalaoResponse')),
        salaoSchema,
      ),
    ],
  },
  {
    tag: 'owner-pix-api',
    descricao:
      'A API Pix do banco da loja (padrão do Banco Central): conectar (testada antes de salvar), ler o resumo, desconectar. Só o dono; nenhuma resposta traz o segredo, o certificado ou a senha.',
    operacoes: [
      sessao.get(apiPaths.lojaPixApi, 'Lê o resumo da conexão com o banco', ok('O resumo, ou {conectado: false}.', tipo('PixApiResponse'))),
      sessao.put(
        apiPaths.lojaPixApi,
        'Conecta a API Pix do banco (token por mTLS e uma leitura, em até 10 s; 400 diz o que falhou)',
        ok('O resumo da conexão.', tipo('PixApiResponse')),
        { corpo: pixApiSchema },
      ),
      sessao.patch(
        apiPaths.lojaPixApi,
        'Ajusta as cobranças PIX: minutos para expirar, só preparar depois de pago, cancelar ao expirar (409 sem conexão)',
        ok('O resumo da conexão, com os ajustes.', tipo('PixApiResponse')),
        { corpo: pixApiPreferenciasSchema },
      ),
      sessao.del(
        apiPaths.lojaPixApi,
        'Desconecta o banco (remove o webhook no banco, se der) e apaga as credenciais',
        ok('{conectado: false}.', tipo('PixApiResponse')),
      ),
    ],
  },
  {
    tag: 'public-pix-webhook',
    descricao:
      'As notificações de PIX recebido do banco da loja (o callback do padrão, `{webhookUrl}/pix`): a URL leva a loja e um segredo dela. O corpo é só um aviso: cada txid da loja ainda pendente é relido no banco (`GET /cob/{txid}`) e decidido pela resposta do banco.',
    operacoes: [
      publico.post(
        apiPaths.pixWebhook,
        'Recebe a notificação do banco: `{ pix: [{ endToEndId, txid, valor, horario, … }] }` (404 sem detalhe para um segredo errado)',
        { status: 200, descricao: 'Recebida (mesmo com txids desconhecidos ou de outra loja: nada muda).' },
        { corpo: pixNotificacaoSchema },
      ),
    ],
  },
  {
    tag: 'owner-equipe',
    descricao: 'A equipe da loja: convites, papéis e remoção.',
    operacoes: [
      sessao.get(apiPaths.equipe, 'Lista a equipe', ok('Os membros.', tipo('EquipeResponse'))),
      sessao.post(apiPaths.equipe, 'Convida um membro por e-mail', criado('O membro.', tipo('Membro')), { corpo: membroConviteSchema }),
      sessao.put(apiPaths.membro, 'Muda o papel de um membro', ok('O membro.', tipo('Membro')), { corpo: membroUpdateSchema }),
      sessao.del(apiPaths.membro, 'Remove um membro', semCorpo('Removido.')),
    ],
  },
  {
    tag: 'owner-notificacoes',
    descricao: 'As notificações push nos dispositivos da equipe.',
    operacoes: [
      sessao.post(apiPaths.notificacoesDispositivos, 'Inscreve este dispositivo', criado('O dispositivo.', ID), { corpo: inscricaoSchema }),
      sessao.get(
        apiPaths.notificacoesDispositivos,
        'Lista os dispositivos da sessão',
        ok('Os dispositivos.', tipo('DispositivosResponse')),
      ),
      sessao.del(apiPaths.notificacoesDispositivo, 'Remove um dispositivo', semCorpo('Removido.')),
      sessao.post(
        apiPaths.notificacoesTeste,
        'Envia um aviso de teste aos dispositivos',
        ok('Quantos receberam.', tipo('TesteNotificacaoResponse')),
      ),
      ...[sessao.post, sessao.get].map((metodo) =>
        movido(
          metodo,
          apiPaths.notificacoesDispositivosAntigo,
          'Caminho antigo dos dispositivos: 308 para /dispositivos',
          'Para /api/notificacoes/dispositivos, com o mesmo método e corpo.',
        ),
      ),
      movido(
        sessao.del,
        apiPaths.notificacoesDispositivoAntigo,
        'Caminho antigo de um dispositivo: 308 para /dispositivos/{id}',
        'Para /api/notificacoes/dispositivos/{id}.',
      ),
    ],
  },
  {
    tag: 'owner-painel',
    descricao: 'O painel, os relatórios e o envio de imagens.',
    operacoes: [
      sessao.get(apiPaths.dashboardStats, 'Números do painel', ok('Os números.', tipo('DashboardStats'))),
      sessao.get(apiPaths.analytics, 'Relatório de visitas e vendas', ok('O relatório.', tipo('AnalyticsResponse')), {
        query: { periodo: 'Dias: 7, 30 ou 90.' },
      }),
      sessao.post(
        apiPaths.uploadImage,
        'Envia uma imagem (multipart, campo `arquivo`)',
        criado('A imagem e seus tamanhos.', tipo('ImagemEnviada')),
        {
          limitada: true,
        },
      ),
    ],
  },
  {
    tag: 'owner-conta',
    descricao: 'Os dados da conta: exportar e excluir.',
    operacoes: [
      sessao.get(apiPaths.contaExportar, 'Exporta todos os dados da loja (JSON)', ok('Os dados.', { type: 'object' })),
      sessao.del(apiPaths.conta, 'Exclui a conta e a loja', ok('Excluída.', OK), { corpo: exclusaoContaSchema }),
    ],
  },
  {
    tag: 'admin',
    descricao: 'A área do administrador da plataforma (token bearer).',
    operacoes: [
      operacoesDe('publico', apiPaths.admin.base).post(
        apiPaths.admin.login,
        'Entra como administrador',
        ok('O token.', tipo('AdminLoginResponse')),
        {
          corpo: adminLoginSchema,
          limitada: true,
        },
      ),
      admin.get(apiPaths.admin.validate, 'Confere o token', ok('O administrador.', tipo('AdminValidateResponse'))),
      admin.post(apiPaths.admin.logout, 'Sai', ok('Saiu.', OK)),
      admin.get(apiPaths.admin.dashboardStats, 'Números da plataforma', ok('Os números.', tipo('AdminStats'))),
      admin.get(apiPaths.admin.sistema, 'Estado do sistema', ok('O sistema.', tipo('AdminSistema'))),
      admin.get(apiPaths.admin.atividades, 'Atividades recentes', ok('As atividades.', lista('Atividade'))),
      admin.get(apiPaths.admin.lojistas, 'Lista os lojistas', ok('Os lojistas.', lista('AdminLojista'))),
      admin.put(apiPaths.admin.lojistaStatus, 'Ativa ou suspende um lojista', ok('O lojista.', tipo('AdminLojista')), {
        corpo: lojistaStatusSchema,
      }),
      admin.put(apiPaths.admin.lojista, 'Altera um lojista (plano, dados)', ok('O lojista.', tipo('AdminLojista')), {
        corpo: lojistaAdminSchema,
      }),
      admin.del(apiPaths.admin.lojista, 'Exclui um lojista e sua loja', ok('Excluído.', OK), { corpo: exclusaoContaSchema }),
      admin.get(apiPaths.admin.planos, 'Lista os planos', ok('Os planos.', lista('Plano'))),
      admin.post(apiPaths.admin.planos, 'Cria um plano', criado('O plano.', tipo('Plano')), { corpo: planoSchema }),
      admin.put(apiPaths.admin.plano, 'Altera um plano', ok('O plano.', tipo('Plano')), { corpo: planoSchema }),
      admin.del(apiPaths.admin.plano, 'Exclui um plano', ok('Excluído.', OK)),
      ...lerESalvar(
        admin,
        apiPaths.admin.configuracoes,
        ['Lê as configurações da plataforma', 'Salva as configurações da plataforma'],
        ok('As configurações.', lista('Configuracao')),
        configuracoesSchema,
      ),
    ],
  },
];
