import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type {
  AvisoPush,
  Caixa,
  Comanda,
  PedidoAcompanhamento,
  DivisaoDaComanda,
  EntregasResponse,
  PedidoDoLojista,
  PedidoResponse,
  StatusPedido,
} from '@vitrine/shared';
import { formatBRL, isoNaLoja } from '@vitrine/shared';
import { HORARIO_INDISPONIVEL } from '@vitrine/shared/atendimento';
import { apiPaths } from '@vitrine/shared/api-paths';
import { lojaIdDoDono } from '../../functions/src/model/lojistas.js';
import { pedidosCollection, toPedido } from '../../functions/src/model/pedidos.js';
import { produtosCollection } from '../../functions/src/model/produtos.js';
import { divergenciasDosEfeitos, estoquesDosProdutos } from '../../test/support/efeitos.js';
import { iniciarPspLocal } from '../../test/support/psp-local/psp.js';
import { conectarAoPsp } from './bench-pix.js';
import { DEMO_ENTREGADORES } from './demo-entregadores.js';
import { entrarNoRuntime, type ChamadaNoRuntime } from './loja-no-runtime.js';
import {
  MINUTOS_DA_NOITE,
  planejarNoite,
  PSP_FORA_DO_AR_MINUTO,
  razaoDoPico,
  type MesaDaNoite,
  type PedidoDaNoite,
} from './sexta-noite.js';
import { abrirAparelhos, type Aparelhos } from './sexta-aparelhos.js';
import { abrirSondaDoCatalogo } from './sexta-sonda.js';
import { contagemDoFirestore, DEMO_PIZZARIA, PROJECT_ID, ROOT, type RunningStack } from './stack.js';
import { percentil } from './bench-abuso.js';
import pLimit from 'p-limit';
import { novoDispositivo, servicoDePush } from '../../test/support/push.js';

/**
 * A pizzeria's Friday, 18:00 to 23:00 (issue 48), played against a running local stack (Hosting →
 * Functions emulator → the local Firestore) on the demo pizzeria, compressed into `duracaoMs` of
 * wall time: the product has no clock a test can move (the function reads Date.now()), so the
 * evening's minutes are scheduled in wall time, each `duracaoMs / 300` ms long, and the slots of
 * scheduled orders are the real clock's.
 *
 * Actors, each through the product's own HTTP routes with their own session and role: customers
 * (the checkout's POST with an Idempotency-Key, retried on a network error or a 5xx; a table's phone
 * sending rounds), the attendant (Pedidos: accepting, cancelling the unpaid, dispatching trips,
 * the counter, handing pickups over and receiving their payment on her till, the sangria), the
 * cook (preparing, ready), two drivers (Saí, Entreguei), the waiter (splitting and closing bills
 * on his till), the owner (blocking a phone). At the end: every order sent is in the shop once,
 * the order's effects add up (test/support/efeitos.ts) and each till closes with no difference.
 */

export interface OpcoesDaSexta {
  semente: number;
  pedidos: number;
  duracaoMs: number;
  /**
   * The faults' wall time as a share of the issue's (1: Firestore slow and the push service failing
   * a minute, the bank down two); the short evening's 40 s take a tenth.
   */
  escalaDasFalhas?: number;
  log?: (linha: string) => void;
}

export interface ResultadoDaSexta {
  /** The evening's table: [figure, value]. */
  linhas: Array<[string, string]>;
  /** Every "must" that failed, in words; [] when the evening passed. */
  falhas: string[];
}

const esperar = (tempo: number) => new Promise((resolve) => setTimeout(resolve, tempo));
const ms = (valor: number) => `${valor.toFixed(0)} ms`;

/**
 * Published prices the evening's cost is read at: Firestore's multi-region document operations
 * (firebase.google.com/docs/firestore/pricing: reads US$ 0.06 and writes US$ 0.18 per 100,000) and
 * Cloud Functions' invocations (cloud.google.com/functions/pricing: US$ 0.40 per million), read on
 * 2026-11-29; beyond the free quotas, compute time and network not counted (the emulator measures
 * neither). The rate to reais is an assumption, named where it is printed.
 */
const PRECOS = { data: '2026-11-29', leituraUsd: 0.06 / 100_000, escritaUsd: 0.18 / 100_000, invocacaoUsd: 0.4 / 1_000_000 };
/** The Functions emulator's workers of one stack: the descendants of its guard (`raiz`) that run the functions' runtime. */
function trabalhadoresDoFunctions(raiz: number): number[] {
  const pais = new Map<number, number>();
  const linhas = new Map<number, string>();
  for (const entrada of readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const stat = readFileSync(`/proc/${entrada}/stat`, 'utf8');
      pais.set(Number(entrada), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      linhas.set(Number(entrada), readFileSync(`/proc/${entrada}/cmdline`, 'utf8'));
    } catch {
      // gone meanwhile
    }
  }
  const desce = (pid: number): boolean => pid === raiz || (pais.has(pid) && pid > 1 && desce(pais.get(pid)!));
  return [...linhas].filter(([pid, linha]) => pid !== raiz && /functionsEmulatorRuntime/.test(linha) && desce(pid)).map(([pid]) => pid);
}

/** The kitchen screen's poll (web/src/features/owner-cozinha/api.ts), read from its source: the web app's code needs a DOM to load. */
const NOVOS_A_CADA_MS = Number(
  /NOVOS_A_CADA_MS = ([\d_]+)/.exec(readFileSync(join(ROOT, 'web/src/features/owner-cozinha/api.ts'), 'utf8'))![1]!.replace(/_/g, ''),
);
/** The two faults of the server itself: what the catalogue's timing leaves out. */
const FIRESTORE_LENTO = 'Firestore 2 s mais lento em cada chamada';
const TRABALHADOR_MORTO = 'um trabalhador do Functions morto (SIGKILL) com pedidos em curso';
const REAIS_POR_DOLAR = Number(process.env.SEXTA_REAIS_POR_DOLAR ?? 5.4);

function custoPorMil({
  leituras,
  escritas,
  invocacoes,
  pedidos,
}: {
  leituras: number;
  escritas: number;
  invocacoes: number;
  pedidos: number;
}) {
  const porPedido = (leituras * PRECOS.leituraUsd + escritas * PRECOS.escritaUsd + invocacoes * PRECOS.invocacaoUsd) / pedidos;
  const usd = porPedido * 1000;
  return (
    `US$ ${usd.toFixed(3)} = ${formatBRL(Math.round(usd * REAIS_POR_DOLAR * 100))} (${(invocacoes / pedidos).toFixed(1)} invocações por pedido; ` +
    `tabela de preços publicada lida em ${PRECOS.data}: Firestore multirregional, Cloud Functions por invocação; US$ 1 = R$ ${REAIS_POR_DOLAR.toFixed(2)} assumido)`
  );
}
const centavos = (reais: number) => Math.round(reais * 100);
const reais = (emCentavos: number) => emCentavos / 100;

/** The evening's staff: the demo's drivers and three people invited by the owner (the plan takes five). */
const EQUIPE = {
  atendente: { sub: 'sexta-atendente', email: 'carol.atendente@vitrine.dev', name: 'Carol Atendente' },
  garcom: { sub: 'sexta-garcom', email: 'davi.garcom@vitrine.dev', name: 'Davi Garçom' },
  cozinha: { sub: 'sexta-cozinha', email: 'edu.cozinha@vitrine.dev', name: 'Edu Cozinha' },
} as const;

/**
 * A driver's trip on a Friday: up to five orders in the bag, the first stop 4 minutes out, the next
 * ones 4 minutes apart, back at the shop 4 minutes after the last, and only then given the next
 * trip. Two drivers so carry about 110 deliveries in five hours (sexta-noite.ts plans a quarter of 400).
 */
const VIAGEM = { paradas: 5, primeiraParadaMin: 4, entreParadasMin: 4 };
/** The orders a screen's people move at once: the attendant and a helper, the cook and two at the oven. */
const MAOS_NA_TELA = 3;

/** What the evening knows of one order it sent. */
interface Registro {
  plano: PedidoDaNoite;
  /** The HTTP status of the last try (0: never answered); 2xx: sent. */
  status: number;
  tentativas: number;
  codigo: string | null;
  id: string | null;
  token: string | null;
  comandaId: string | null;
  total: number;
  pixCopiaECola: string | null;
  /** Wall ms (performance.now()) of the first try, and of the answer. */
  inicioEm: number;
  enviadoEm: number;
  /** The order's life as the staff saw it, wall ms. */
  visto: Partial<Record<StatusPedido, number>>;
  /** Paid in person on a till: [forma, cents]. */
  recebido: [string, number] | null;
  /** PIX: paid at the bank (wall ms), the amount paid. */
  pixPagoEm: number | null;
  /** PIX: when the tracking page first said `pago` (wall ms). */
  pagoEm: number | null;
  divergente: boolean;
  /** The customer's device following the order (its push service path), or null. */
  dispositivo: ReturnType<typeof novoDispositivo> | null;
  cancelado: string | null;
  /** A table's round never sent: the table's previous party had not paid (a failure of its own). */
  abandonada: boolean;
  /** The body of a 4xx refusal, as the customer's screen would show it. */
  erro: string | null;
  /** Cancelled with its PIX shown paid: a cancel the shop made knowing it (a refund follows), not one that ignored the bank. */
  canceladoPago: boolean;
}

export async function simularSexta(
  pilha: RunningStack,
  { semente, pedidos: total, duracaoMs, escalaDasFalhas = 1, log = () => {} }: OpcoesDaSexta,
): Promise<ResultadoDaSexta> {
  const app = pilha.urls.app;
  const minutoMs = duracaoMs / MINUTOS_DA_NOITE;
  const noite = planejarNoite(semente, total);
  const falhas: string[] = [];
  const avisos: string[] = [];
  const linhas: Array<[string, string]> = [];

  // The stack's Firestore, read only to check the evening's end (the Admin app of this evening's own).
  process.env.FIRESTORE_EMULATOR_HOST = pilha.urls.firestore;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const admin = initializeApp({ projectId: PROJECT_ID }, `sexta-${semente}-${Date.now()}`);
  const db = getFirestore(admin);
  const psp = await iniciarPspLocal({ portaDeControle: false });
  const servicoDePush_ = await servicoDePush();
  let aparelhos: Aparelhos | null = null;
  // Every call of the evening's people to the API: the Functions invocations it costs (the screens' are counted by their pages).
  let requisicoes = 0;
  const fetchOriginal = globalThis.fetch;
  globalThis.fetch = (entrada, init) => {
    if (String(entrada instanceof Request ? entrada.url : entrada).startsWith(`${app}/api/`)) requisicoes++;
    return fetchOriginal(entrada, init);
  };
  try {
    // ---------------------------------------------------------------------------------------
    // The shop, its team and its evening's settings, through the owner's routes.
    const dono = await entrarNoRuntime(app, DEMO_PIZZARIA.conta);
    const lojaId = lojaIdDoDono(dono.uid);
    const slug = DEMO_PIZZARIA.slug;
    const exigir = async (quem: ChamadaNoRuntime, method: string, path: string, json?: unknown) => {
      const response = await quem(method, path, json);
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    };
    for (const [papel, conta] of Object.entries(EQUIPE)) await exigir(dono.chamar, 'POST', apiPaths.equipe, { email: conta.email, papel });
    const sessaoDaAtendente = await entrarNoRuntime(app, EQUIPE.atendente);
    const sessaoDaCozinha = await entrarNoRuntime(app, EQUIPE.cozinha);
    const atendente = sessaoDaAtendente.chamar;
    const cozinha = sessaoDaCozinha.chamar;
    const garcom = (await entrarNoRuntime(app, EQUIPE.garcom)).chamar;
    const { entregadores: lista } = (await exigir(dono.chamar, 'GET', apiPaths.entregadores)) as {
      entregadores: { membro_id: string; email: string }[];
    };
    const entregadores = await Promise.all(
      DEMO_ENTREGADORES.map(async ({ conta }) => ({
        nome: conta.name,
        membroId: lista.find((entregador) => entregador.email === conta.email)!.membro_id,
        chamar: (await entrarNoRuntime(app, conta)).chamar,
        /** Deliveries on the driver's phone (set when a trip is given, then as the phone lists them). */
        naRua: 0,
        /** Wall ms when the driver is back at the shop after the last stop. */
        voltaEm: 0,
      })),
    );
    // The bank: its authority where the stack's function trusts it, the shop connected (orders a minute raised).
    const dirDoPsp = join(pilha.dataDir, 'psp-local');
    mkdirSync(dirDoPsp, { recursive: true });
    writeFileSync(join(dirDoPsp, 'autoridade.pem'), psp.certificados.autoridade);
    const { cliente: clienteDoPsp } = await conectarAoPsp(psp, dono.chamar);
    // The owner's phone, subscribed to the shop's pushes on the local push service.
    const celularDoDono = novoDispositivo(servicoDePush_, 'dono');
    await exigir(dono.chamar, 'POST', apiPaths.notificacoesDispositivos, celularDoDono.inscricao);
    // The kitchen screen and the Pedidos screen that prints, each first seen code with its time.
    const vistos = { cozinha: new Map<string, number>(), impressora: new Map<string, number>() };
    aparelhos = await abrirAparelhos(app, { cozinha: sessaoDaCozinha.cookie, impressora: sessaoDaAtendente.cookie }, (onde, codigo, em) => {
      if (!vistos[onde].has(codigo)) vistos[onde].set(codigo, em);
    });
    // Scheduled orders on, every 15 minutes from now on.
    await exigir(dono.chamar, 'PUT', apiPaths.lojaAtendimento, {
      ...DEMO_PIZZARIA.atendimento,
      agendamento: { ativo: true, antecedencia_min: 0, dias: 2, intervalo_min: 15, somente_agendado: false },
      alerta_pedido_parado_min: 0,
    });
    // Cans with their stock, the evening's coupon (it runs out) and the loyalty card.
    const refrigerante = (await exigir(dono.chamar, 'POST', apiPaths.produtos, {
      nome: 'Refrigerante lata',
      preco: 6,
      estoque: 5 * total,
    })) as {
      id: string;
    };
    const limiteDoCupom = Math.max(2, Math.round(total * 0.04));
    const cupom = (await exigir(dono.chamar, 'POST', apiPaths.cupons, {
      codigo: 'SEXTOU',
      tipo: 'percentual',
      valor: 10,
      limite_total: limiteDoCupom,
    })) as { id: string };
    await exigir(dono.chamar, 'PUT', apiPaths.lojaFidelidade, {
      ativo: true,
      pedidos_necessarios: 3,
      recompensa: { tipo: 'valor', valor: 10 },
      validade_dias: null,
    });
    const { mesas } = (await exigir(dono.chamar, 'GET', apiPaths.mesas)) as { mesas: { id: string; nome: string; codigo: string }[] };
    const mesaDe = (numero: number) => mesas.find((mesa) => mesa.nome === `Mesa ${numero}`)!;
    // The menu as the customer's page has it (the product's own document: its flavours' ids).
    const produtosDaLoja = (await produtosCollection(db, lojaId).get()).docs;
    const pizza = produtosDaLoja.find((produto) => String(produto.get('nome')).startsWith('Pizza'))!;
    const acai = produtosDaLoja.find((produto) => String(produto.get('nome')).startsWith('Açaí'))!;
    const sabores = (pizza.get('opcoes') as { id: string; itens: { id: string }[] }[])[0]!;
    const estoqueInicial = await estoquesDosProdutos(db, lojaId, [refrigerante.id]);
    const inicioDaNoite = Timestamp.now();

    // The tills: the attendant's (the counter and pickups) and the waiter's (the tables), opened at 18:00.
    const gaveta = {
      atendente: { inicial: 15_000, porForma: new Map<string, number>(), sangria: 0 },
      garcom: { inicial: 10_000, porForma: new Map<string, number>(), sangria: 0 },
    };
    const caixaDaAtendente = (
      (await exigir(atendente, 'POST', apiPaths.caixaAbrir, { valor_inicial: reais(gaveta.atendente.inicial) })) as { id: string }
    ).id;
    const caixaDoGarcom = (
      (await exigir(garcom, 'POST', apiPaths.caixaAbrir, { valor_inicial: reais(gaveta.garcom.inicial) })) as { id: string }
    ).id;
    const lancar = (quem: 'atendente' | 'garcom', forma: string, valor: number) =>
      gaveta[quem].porForma.set(forma, (gaveta[quem].porForma.get(forma) ?? 0) + valor);

    // ---------------------------------------------------------------------------------------
    // The customers.
    const registros: Registro[] = [];
    const pixManuais: string[] = [];
    let dispositivoExpirado: string | null = null;
    const porCodigo = new Map<string, Registro>();
    const comandaDaMesa = new Map<number, string>();
    const linhasDoPedido = (plano: PedidoDaNoite) => [
      ...plano.pizzas.map(({ sabores: escolhidos }) => ({
        id: pizza.id,
        quantidade: 1,
        opcoes: [{ grupo: sabores.id, itens: escolhidos.map((indice) => sabores.itens[indice]!.id) }],
      })),
      ...(plano.refrigerantes > 0 ? [{ id: refrigerante.id, quantidade: plano.refrigerantes }] : []),
      ...(plano.acaiGramas > 0 ? [{ id: acai.id, gramas: plano.acaiGramas }] : []),
    ];
    const marca = (plano: PedidoDaNoite) => `sexta ${semente}#${plano.n}`;
    /** A POST retried as a phone retries it: the same body and Idempotency-Key after a network error or a 5xx. */
    const enviar = async (registro: Registro, url: string, corpo: unknown, chamar?: ChamadaNoRuntime) => {
      const chave = `sexta-${semente}-${registro.plano.n}`;
      for (let tentativa = 0; tentativa < 8; tentativa++) {
        registro.tentativas = tentativa + 1;
        try {
          const response = chamar
            ? await chamar('POST', url, corpo, { 'Idempotency-Key': chave })
            : await fetch(new URL(`/api${url}`, app), {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'Idempotency-Key': chave },
                body: JSON.stringify(corpo),
              });
          registro.status = response.status;
          if (response.status < 500) {
            if (response.ok) return (await response.json()) as Record<string, unknown>;
            registro.erro = await response.text();
            return null;
          }
          await response.text();
        } catch {
          registro.status = 0;
        }
        await esperar(250 * 2 ** Math.min(tentativa, 4));
      }
      return null;
    };
    const pedir = async (plano: PedidoDaNoite) => {
      const registro: Registro = {
        plano,
        status: 0,
        tentativas: 0,
        codigo: null,
        id: null,
        token: null,
        comandaId: null,
        total: 0,
        pixCopiaECola: null,
        inicioEm: performance.now(),
        enviadoEm: 0,
        visto: {},
        recebido: null,
        pixPagoEm: null,
        pagoEm: null,
        divergente: false,
        dispositivo: null,
        cancelado: null,
        abandonada: false,
        erro: null,
        canceladoPago: false,
      };
      registros.push(registro);
      const cliente = { nome: `Cliente ${plano.n}`, ...(plano.telefone && { telefone: plano.telefone }) };
      const produtos = linhasDoPedido(plano);
      let resposta: Record<string, unknown> | null;
      if (plano.tipo === 'mesa') {
        const party = noite.mesas[plano.mesa!]!;
        // A new party sits down once the table's previous party has paid: until then its bill is the table's.
        const anteriores = noite.mesas.flatMap((outra, indice) => (outra.mesa === party.mesa && indice < plano.mesa! ? [indice] : []));
        // At most 30 evening minutes (and a minute of wall time, the compressed evening's kitchen and faults): a bill that does not close is the waiter's failure (the evening says so), not a reason for the evening to hang.
        const desistirEm = performance.now() + Math.max(30 * minutoMs, 60_000);
        while (anteriores.some((indice) => !contasFechadas.has(indice)) && !fim && performance.now() < desistirEm) await esperar(turno);
        if (anteriores.some((indice) => !contasFechadas.has(indice))) {
          // The simulation's own limit, not the product's: said, and the party's bill is not held waiting
          // for the round. Every bill must still close by 23:00 + 1 h (below).
          registro.abandonada = true;
          return void avisos.push(`Mesa ${party.mesa}: a conta anterior não fechou em 30 minutos; a rodada #${plano.n} não foi feita`);
        }
        const mesa = mesaDe(party.mesa);
        resposta = await enviar(registro, `${apiPaths.lojaMesaPedido({ slug, id: mesa.id })}?c=${mesa.codigo}`, {
          produtos,
          cliente,
          observacao: marca(plano),
        });
        if (resposta) comandaDaMesa.set(plano.mesa!, resposta.comanda_id as string);
      } else if (plano.tipo === 'balcao') {
        resposta = await enviar(
          registro,
          apiPaths.balcaoPedidos,
          { cliente: { nome: cliente.nome }, consumo: plano.n % 2 ? 'local' : 'retirada', produtos, observacao: marca(plano) },
          atendente,
        );
        if (resposta) registro.id = resposta.id as string;
      } else {
        const entrega =
          plano.tipo === 'entrega'
            ? { tipo: 'entrega', bairro: 'Pinheiros', endereco: `Rua dos Pinheiros, ${100 + plano.n}` }
            : { tipo: 'retirada' };
        // The first slot the shop offers; none when the list failed (a worker killed, a slow database):
        // the customer then orders for as soon as possible.
        const primeiroHorario = async () => {
          const horarios = await fetch(new URL(`/api${apiPaths.lojaHorariosDisponiveis({ slug })}?tipo=retirada`, app))
            .then(async (response) => (response.ok ? ((await response.json()) as { dias: { data: string; horarios: string[] }[] }) : null))
            .catch(() => null);
          const [dia] = horarios?.dias ?? [];
          return dia?.horarios[0] ? isoNaLoja(dia.data, dia.horarios[0]) : undefined;
        };
        const agendadoPara = plano.tipo === 'agendado' ? await primeiroHorario() : undefined;
        const forma = plano.pagamento.startsWith('pix') ? 'pix' : plano.pagamento;
        const corpo = {
          produtos,
          cliente,
          entrega,
          pagamento: { forma },
          observacao: marca(plano),
          ...(plano.cupom && { cupom: 'SEXTOU' }),
          ...(agendadoPara && { agendado_para: agendadoPara }),
        };
        resposta = await enviar(registro, apiPaths.lojaPedido({ slug }), corpo);
        // The slot closed while the customer filled the cart (slots are the real clock's, every 15
        // minutes, from now on): the checkout says so and the customer takes the next one.
        if (!resposta && registro.status === 400 && agendadoPara && registro.erro?.includes(HORARIO_INDISPONIVEL))
          resposta = await enviar(registro, apiPaths.lojaPedido({ slug }), { ...corpo, agendado_para: await primeiroHorario() });
        // The coupon ran out: the cart says so and the customer sends without it.
        if (!resposta && registro.status === 400 && plano.cupom) {
          registro.plano = { ...plano, cupom: false };
          const { cupom: _semCupom, ...semCupom } = corpo;
          resposta = await enviar(registro, apiPaths.lojaPedido({ slug }), semCupom);
        }
      }
      if (!resposta) return;
      registro.enviadoEm = performance.now();
      registro.codigo = resposta.codigo as string;
      registro.total = centavos((resposta.total as number | undefined) ?? 0);
      registro.token = ((resposta.acompanhamento as string | undefined) ?? '').split('/').pop() || null;
      registro.pixCopiaECola = (resposta as Partial<PedidoResponse>).pix_copia_e_cola ?? null;
      porCodigo.set(registro.codigo, registro);
      if (registro.pixCopiaECola) void pagarPix(registro);
      // One customer in three follows the order with the tracking page's pushes ("avisos").
      if (registro.token && plano.n % 3 === 0) {
        const dispositivo = novoDispositivo(servicoDePush_, `cliente-${plano.n}`);
        const inscrito = await fetch(new URL(`/api${apiPaths.pedidoNotificacoes({ token: registro.token })}`, app), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(dispositivo.inscricao),
        });
        await inscrito.text();
        if (inscrito.ok) registro.dispositivo = dispositivo;
        // The first customer's phone has since dropped its subscription: its push service answers 410 Gone.
        if (inscrito.ok && !dispositivoExpirado) {
          dispositivoExpirado = dispositivo.caminho;
          servicoDePush_.respostas.set(dispositivo.caminho, 410);
        }
      }
    };

    /** The customer's bank app: pays the charge at once, late, never, or the wrong amount. */
    const pagarPix = async (registro: Registro) => {
      const { pagaNoMinuto } = registro.plano;
      if (pagaNoMinuto === null) return;
      await esperar(Math.max(0, inicio + pagaNoMinuto * minutoMs - performance.now()));
      const cobranca = psp
        .cobrancas()
        .find((cob) => cob.clientId === clienteDoPsp.clientId && cob.pixCopiaECola === registro.pixCopiaECola);
      // No charge: the order was placed while the bank was down and carries the shop's static code, confirmed by hand.
      if (!cobranca) return void pixManuais.push(registro.codigo!);
      if (registro.cancelado) return;
      const errado = registro.plano.pagamento === 'pix_errado';
      psp.pagar(cobranca.txid, { clientId: clienteDoPsp.clientId, ...(errado && { valor: reais(registro.total - 100).toFixed(2) }) });
      registro.pixPagoEm = performance.now();
      registro.divergente = errado;
      // The customer's tracking page, read every 250 ms until it says paid, every second after the first
      // 10 s (a payment whose notification was lost waits for the minute's job), at most 5 minutes.
      while (!errado && performance.now() - registro.pixPagoEm < 300_000) {
        const lido = await fetch(new URL(`/api${apiPaths.pedidoAcompanhamento({ token: registro.token! })}`, app))
          .then(async (response) => (response.ok ? ((await response.json()) as PedidoAcompanhamento) : null))
          .catch(() => null);
        if (lido?.pagamento?.status === 'pago') {
          registro.pagoEm = performance.now();
          break;
        }
        await esperar(performance.now() - registro.pixPagoEm < 10_000 ? 250 : 1_000);
      }
    };

    // ---------------------------------------------------------------------------------------
    // The staff, each polling their screen as its page does, every `turno` of wall time: an evening
    // minute, and never more than twice a second (the short evening's minute is 133 ms: staff lists
    // every 250 ms were a sixth of its Firestore reads, 152 against 123 an order, for no figure).
    const turno = Math.max(500, minutoMs);
    let fim = false;
    const emMinutos = (desde: number) => (performance.now() - desde) / minutoMs;
    // Every page of a status, as a screen scrolled down shows it: in a rush more than a page waits, and the oldest must not starve.
    const listar = async (quem: ChamadaNoRuntime, status: StatusPedido) => {
      const todos: PedidoDoLojista[] = [];
      let antes: string | null = null;
      do {
        const response = await quem('GET', `${apiPaths.pedidos}?status=${status}${antes ? `&antes=${encodeURIComponent(antes)}` : ''}`);
        if (!response.ok) return (await response.text(), todos);
        const pagina = (await response.json()) as { pedidos: PedidoDoLojista[]; proximo: string | null };
        todos.push(...pagina.pedidos);
        antes = pagina.proximo;
      } while (antes);
      return todos;
    };
    const mover = async (quem: ChamadaNoRuntime, pedido: Pick<PedidoDoLojista, 'id' | 'codigo'>, status: StatusPedido) => {
      // When the button was pressed: the move's push may reach the phone before its answer reaches the screen.
      const pressionado = performance.now();
      const response = await quem('PUT', apiPaths.pedido({ id: pedido.id }), { status });
      if (!response.ok) return void (await response.text());
      const registro = porCodigo.get(pedido.codigo);
      if (registro) registro.visto[status] ??= pressionado;
      // The order as the move left it (its payment included).
      return (await response.json()) as PedidoDoLojista;
    };
    const doPedido = (pedido: PedidoDoLojista) => {
      const registro = porCodigo.get(pedido.codigo);
      if (registro) {
        registro.id = pedido.id;
        registro.visto[pedido.status] ??= performance.now();
      }
      return registro;
    };
    // A screen's orders handled by as many hands as a Friday's staff has at it (MAOS_NA_TELA), not one by one.
    const cadaUm = async (pedidos: PedidoDoLojista[], passo: (pedido: PedidoDoLojista) => Promise<void>) => {
      const maos = pLimit(MAOS_NA_TELA);
      await Promise.all(pedidos.map((pedido) => maos(() => passo(pedido))));
    };
    const erros: string[] = [];
    const repetir = (nome: string, passo: () => Promise<void>) =>
      (async () => {
        while (!fim) {
          try {
            await passo();
          } catch (error) {
            const erro = `${nome}: ${(error as Error).message}`;
            if (!erros.includes(erro)) erros.push(erro);
          }
          await esperar(turno);
        }
      })();

    // The attendant's Pedidos screen: accepts what is paid or paid in person; cancels who gave up, and a PIX unpaid after 45 minutes.
    const pedidosDaAtendente = async () =>
      cadaUm(await listar(atendente, 'novo'), async (pedido) => {
        const registro = doPedido(pedido);
        if (!registro) return;
        // A PIX the bank confirms is waited for; one placed while the bank was down has the shop's static code (manual), paid at the counter or the door.
        const pix = pedido.pagamento?.forma === 'pix' && pedido.pagamento.confirmacao === 'automatica';
        // The product asks the bank before it cancels an unpaid PIX: one paid meanwhile (its notification
        // lost to the bank's outage) is refused with 409 and shows paid at the next read.
        const desistiuDoPix = pix && pedido.pagamento?.status !== 'pago' && emMinutos(registro.enviadoEm) > 45;
        if (registro.plano.desiste || desistiuDoPix) {
          // The product asks the bank first: 409 when it has just confirmed the PIX (the order then shows paid).
          const cancelado = await mover(atendente, pedido, 'cancelado');
          if (!cancelado) return;
          const divergente = cancelado.pagamento?.status === 'divergente';
          registro.cancelado = registro.plano.desiste ? 'desistiu' : divergente ? 'pix divergente' : 'pix não pago';
          // A customer who paid and then gave up: after the product's 409 the screen shows it paid, and the shop cancels it knowingly (then refunds).
          registro.canceladoPago = cancelado.pagamento?.status === 'pago';
          if (registro.divergente && !divergente) falhas.push(`pedido #${pedido.codigo}: PIX de valor errado não ficou divergente`);
          return;
        }
        if (pix && pedido.pagamento?.status !== 'pago') return;
        await mover(atendente, pedido, 'confirmado');
      });
    // The kitchen: starts what is accepted, and after 6 minutes the pickups, the counter and the tables are ready (deliveries wait for a driver).
    const cozinhaTrabalha = async () => {
      await cadaUm(await listar(cozinha, 'confirmado'), async (pedido) => {
        doPedido(pedido);
        await mover(cozinha, pedido, 'preparando');
      });
      await cadaUm(await listar(cozinha, 'preparando'), async (pedido) => {
        const registro = doPedido(pedido);
        // The cook works from the screen: what it never showed is not taken out of the oven.
        if (!registro || emMinutos(registro.visto.preparando!) < 6 || !vistos.cozinha.has(pedido.codigo)) return;
        if (pedido.entrega?.tipo === 'entrega') return;
        await mover(cozinha, pedido, 'pronto_para_retirada');
      });
    };
    // Dispatch: the ready deliveries, up to VIAGEM.paradas a trip, to a driver who is back.
    const despacho = async () => {
      const prontas = (await listar(atendente, 'preparando')).filter((pedido) => {
        const registro = doPedido(pedido);
        return (
          registro &&
          pedido.entrega?.tipo === 'entrega' &&
          !pedido.entregador &&
          emMinutos(registro.visto.preparando!) >= 6 &&
          vistos.cozinha.has(pedido.codigo)
        );
      });
      for (const entregador of entregadores) {
        if (prontas.length === 0 || entregador.naRua > 0 || entregador.voltaEm > performance.now()) continue;
        const viagem = prontas.splice(0, VIAGEM.paradas);
        const response = await atendente('POST', apiPaths.entregadorViagem({ membro_id: entregador.membroId }), {
          pedido_ids: viagem.map(({ id }) => id),
        });
        await response.text();
        if (response.ok) entregador.naRua = viagem.length;
      }
    };
    // The drivers' phones: Saí for what they were given, Entreguei at each stop in turn.
    const entregas = (entregador: (typeof entregadores)[number]) => async () => {
      const response = await entregador.chamar('GET', apiPaths.entregas);
      if (!response.ok) return void (await response.text());
      const { entregas: abertas } = (await response.json()) as EntregasResponse;
      let naRua = abertas.length;
      for (const entrega of abertas) {
        const registro = porCodigo.get(entrega.codigo);
        if (!registro) continue;
        const pressionado = performance.now();
        if (entrega.status !== 'saiu_para_entrega') {
          const saiu = await entregador.chamar('PUT', apiPaths.entregaStatus({ id: entrega.id }), { status: 'saiu_para_entrega' });
          await saiu.text();
          if (saiu.ok) registro.visto.saiu_para_entrega = pressionado;
        } else if (
          emMinutos((registro.visto.saiu_para_entrega ??= performance.now())) >=
          VIAGEM.primeiraParadaMin + VIAGEM.entreParadasMin * (entrega.ordem - 1)
        ) {
          const entregue = await entregador.chamar('PUT', apiPaths.entregaStatus({ id: entrega.id }), { status: 'entregue' });
          await entregue.text();
          if (entregue.ok) {
            registro.visto.entregue = pressionado;
            naRua -= 1;
          }
        }
      }
      // The last stop delivered: back at the shop after the way out's first leg.
      if (naRua === 0 && entregador.naRua > 0) entregador.voltaEm = performance.now() + VIAGEM.primeiraParadaMin * minutoMs;
      entregador.naRua = naRua;
    };
    // The counter: hands over what is ready, receiving its payment on the attendant's till first; serves the tables' rounds.
    const balcao = async () =>
      cadaUm(await listar(atendente, 'pronto_para_retirada'), async (pedido) => {
        const registro = doPedido(pedido);
        if (!registro) return;
        if (!pedido.comanda && pedido.pagamento?.forma !== 'pix' && !registro.recebido) {
          const forma = registro.plano.pagamento === 'cartao' ? 'cartao_credito' : 'dinheiro';
          const response = await atendente('POST', apiPaths.pedidoPagamentos({ id: pedido.id }), { forma, valor: pedido.total });
          await response.text();
          if (!response.ok) return;
          registro.recebido = [forma, centavos(pedido.total)];
          lancar('atendente', forma, centavos(pedido.total));
        }
        await mover(atendente, pedido, 'entregue');
      });
    // The waiter: a party's bill split in two when it asks, one half by debit card, the other in cash with change, then closed.
    const contasFechadas = new Set<number>();
    const inicio = performance.now();
    const contas = async () => {
      for (const [indice, party] of noite.mesas.entries()) {
        if (contasFechadas.has(indice) || emMinutos(inicio) < party.pagaNoMinuto) continue;
        // One bill's trouble does not hold the others.
        await fecharConta(indice, party).catch((error: unknown) => {
          const erro = `garçom: ${(error as Error).message}`;
          if (!erros.includes(erro)) erros.push(erro);
        });
      }
    };
    const fecharConta = async (indice: number, party: MesaDaNoite) => {
      const comandaId = comandaDaMesa.get(indice);
      const rodadas = registros.filter((registro) => registro.plano.mesa === indice);
      // Every round answered (a phone's round still on its way would join the bill after it is split).
      if (
        rodadas.length < party.rodadas.length ||
        rodadas.some((registro) => !registro.codigo && !registro.abandonada && (registro.status === 0 || registro.status >= 500))
      )
        return;
      if (!comandaId) return void contasFechadas.add(indice);
      if (rodadas.some((registro) => registro.codigo && !registro.visto.entregue && !registro.cancelado)) {
        // Served rounds are what the bill waits for: the counter marks them when the kitchen has them ready.
        const lida = await garcom('GET', apiPaths.comanda({ id: comandaId }));
        if (!lida.ok) return void (await lida.text());
        const { rodadas: servidas } = (await lida.json()) as Comanda;
        if (servidas.some(({ status }) => status !== 'entregue' && status !== 'cancelado')) return;
      }
      // What is left, with the service fee, in two equal parts (a part already paid on an earlier try is not paid again).
      const divisao = (await (await garcom('GET', `${apiPaths.comandaDivisao({ id: comandaId })}?pessoas=2`)).json()) as DivisaoDaComanda;
      const formas = ['cartao_debito', 'dinheiro'] as const;
      for (const [parte, valor] of divisao.partes.entries()) {
        if (valor <= 0) continue;
        const forma = formas[parte % 2]!;
        const recebido = forma === 'dinheiro' ? Math.ceil(valor / 10) * 10 : undefined;
        const response = await garcom('POST', apiPaths.comandaPagamentos({ id: comandaId }), {
          forma,
          valor,
          ...(recebido !== undefined && { recebido }),
        });
        if (!response.ok) throw new Error(`pagamento da conta ${comandaId}: HTTP ${response.status} ${await response.text()}`);
        await response.text();
        lancar('garcom', forma, centavos(valor));
      }
      const fechada = await garcom('POST', apiPaths.comandaFechar({ id: comandaId }), { incluir_taxa_servico: true });
      if (!fechada.ok) {
        const lida = (await (await garcom('GET', apiPaths.comanda({ id: comandaId }))).json()) as Comanda;
        // An earlier try that closed it and lost its answer: closed is closed.
        if (lida.status === 'fechada') return void contasFechadas.add(indice);
        throw new Error(
          `fechar a conta da ${lida.mesa.nome}: HTTP ${fechada.status} ${await fechada.text()}; dividida ${JSON.stringify(divisao)}; ` +
            `conta: total ${lida.total}, pago ${lida.pago}, falta ${lida.falta}, ${lida.rodadas.length} rodadas`,
        );
      }
      await fechada.text();
      contasFechadas.add(indice);
    };

    // ---------------------------------------------------------------------------------------
    // The evening.
    log(
      `Sexta: ${total} pedidos planejados (semente ${semente}), 18:00–23:00 em ${(duracaoMs / 1000).toFixed(0)} s (1 min = ${minutoMs.toFixed(0)} ms); ` +
        `${noite.mesas.length} mesas ocupadas; pico de 30 min ${razaoDoPico(noite.pedidos).toFixed(1)}× a média.`,
    );
    const equipe = [
      repetir('atendente', pedidosDaAtendente),
      repetir('cozinha', cozinhaTrabalha),
      repetir('despacho', despacho),
      ...entregadores.map((entregador) => repetir(entregador.nome, entregas(entregador))),
      repetir('balcão', balcao),
      repetir('garçom', contas),
    ];
    // A customer opening the catalogue every 500 ms all evening, in a thread of its own (sexta-sonda.ts).
    const sonda = abrirSondaDoCatalogo(new URL(`/api${apiPaths.lojaCatalogo({ slug })}`, app).href, 500);
    const contagemAntes = await contagemDoFirestore(pilha.firestore);
    const requisicoesAntes = requisicoes;
    const clientes = noite.pedidos.map(async (plano) => {
      await esperar(plano.minuto * minutoMs);
      await pedir(plano);
    });
    // ---------------------------------------------------------------------------------------
    // Faults, each at its evening minute, each announced as it starts and ends.
    const hora = (minuto: number) =>
      `${String(18 + Math.floor(minuto / 60)).padStart(2, '0')}:${String(Math.floor(minuto % 60)).padStart(2, '0')}`;
    const injetadas: string[] = [];
    const falha = async (
      minuto: number,
      descricao: string,
      comecar: () => Promise<unknown> | unknown,
      duracao = 0,
      terminar?: () => unknown,
    ) => {
      await esperar(minuto * minutoMs);
      if (fim) return;
      const inicioDaFalha = performance.now();
      log(`  [${hora(emMinutos(inicio))}] falha: ${descricao}`);
      await comecar();
      if (duracao > 0) await esperar(duracao);
      await terminar?.();
      const texto = `${hora(minuto)} ${descricao} (${((performance.now() - inicioDaFalha) / 1000).toFixed(1)} s)`;
      log(`  [${hora(emMinutos(inicio))}] fim da falha: ${descricao}`);
      injetadas.push(texto);
      janelas.push({ descricao, de: inicioDaFalha, ate: performance.now() });
    };
    const janelas: Array<{ descricao: string; de: number; ate: number }> = [];
    const noPsp = { de: 0, ate: 0 };
    let trabalhadorMorto: string | null = null;
    const falhas_ = [
      falha(
        40,
        FIRESTORE_LENTO,
        () => pilha.firestore.send('atrasar:2000'),
        60_000 * escalaDasFalhas,
        () => pilha.firestore.send('atrasar:0'),
      ),
      falha(95, 'tela da cozinha sem conexão (offline no Chromium)', () => aparelhos!.cozinhaOffline(60_000 * escalaDasFalhas)),
      falha(125, TRABALHADOR_MORTO, async () => {
        // Only a worker of this stack's own emulators (a descendant of its guard), while a customer's POST is on its way.
        const ate = performance.now() + 10_000;
        while (!registros.some((registro) => registro.status === 0 && registro.tentativas > 0) && performance.now() < ate)
          await esperar(20);
        const pid = trabalhadoresDoFunctions(pilha.firebase.pid!)[0];
        if (pid === undefined) return void (trabalhadorMorto = 'nenhum trabalhador encontrado');
        process.kill(pid, 'SIGKILL');
        trabalhadorMorto = `PID ${pid}, ${registros.filter((registro) => registro.status === 0 && registro.tentativas > 0).length} pedidos em curso`;
      }),
      falha(
        150,
        'serviço de push responde 500 ao celular do dono',
        () => servicoDePush_.respostas.set(celularDoDono.caminho, 500),
        60_000 * escalaDasFalhas,
        () => servicoDePush_.respostas.delete(celularDoDono.caminho),
      ),
      falha(
        PSP_FORA_DO_AR_MINUTO,
        'banco (PSP) fora do ar; depois, cada notificação repetida 3 vezes',
        () => {
          noPsp.de = performance.now();
          psp.foraDoAr({ modo: 503 });
        },
        120_000 * escalaDasFalhas,
        () => {
          psp.noAr();
          noPsp.ate = performance.now();
          psp.notificacoes.comportamento({ vezes: 3, intervaloMs: 200 });
        },
      ),
    ];
    const eventos = [
      ...falhas_,
      (async () => {
        // 20:30, the owner blocks a phone that pestered the shop: its later orders are refused with 403.
        await esperar(noite.bloqueio.minuto * minutoMs);
        await exigir(dono.chamar, 'POST', apiPaths.pedidosBloqueios, { telefone: noite.bloqueio.telefone });
      })(),
      (async () => {
        // 21:00, the sangria: the attendant's drawer down to R$ 100,00 in cash, to the safe.
        await esperar(180 * minutoMs);
        const naGaveta = gaveta.atendente.inicial + (gaveta.atendente.porForma.get('dinheiro') ?? 0);
        const sangria = Math.floor((naGaveta - 10_000) / 5_000) * 5_000;
        if (sangria <= 0) return;
        await exigir(atendente, 'POST', apiPaths.caixaMovimentos({ id: caixaDaAtendente }), {
          tipo: 'sangria',
          valor: reais(sangria),
          motivo: 'Cofre',
        });
        gaveta.atendente.sangria = sangria;
      })(),
    ];
    await Promise.all([...clientes, ...eventos]);
    // 23:00: no more orders; the staff finish what is open: at most 60 evening minutes more, and at
    // least a minute of wall time, as a table's party waits (above): the short evening's hour is 8 s,
    // less than a loaded machine takes the waiter to split and close a bill.
    const prazo = performance.now() + Math.max(60 * minutoMs, 60_000);
    const pedidosAbertos = () =>
      registros.filter((registro) => registro.codigo && !registro.cancelado && !registro.visto.entregue && registro.plano.tipo !== 'mesa');
    const contasAbertas = () => noite.mesas.filter((_, indice) => !contasFechadas.has(indice));
    const abertos = () => pedidosAbertos().length + contasAbertas().length;
    const as23 = performance.now();
    const porImprimir = () => registros.filter((registro) => registro.codigo && !vistos.impressora.has(registro.codigo)).length;
    log(
      `  [23:00] fim dos pedidos, ${((as23 - inicio) / 1000).toFixed(1)} s depois das 18:00: ${pedidosAbertos().length} pedidos e ${contasAbertas().length} contas abertos, ${porImprimir()} comandas por imprimir`,
    );
    while (abertos() > 0 && performance.now() < prazo) await esperar(turno);
    // The last orders' tickets: the Pedidos screen reads every 8 s and prints one ticket after the
    // other, so on a loaded machine the printer may still be catching up at 23:00. It is waited for
    // while it prints (a ticket at least every 30 s), at most 5 minutes: a ticket that never comes is
    // a must that fails, a slow one a figure.
    const ateNoMaximo = performance.now() + 300_000;
    let impressos = vistos.impressora.size;
    let ultimoImpressoEm = performance.now();
    while (porImprimir() > 0 && performance.now() < ateNoMaximo && performance.now() - ultimoImpressoEm < 30_000) {
      await esperar(250);
      if (vistos.impressora.size > impressos) [impressos, ultimoImpressoEm] = [vistos.impressora.size, performance.now()];
    }
    log(
      `  [23:00 + ${((performance.now() - as23) / 1000).toFixed(1)} s] ${abertos()} pedidos e contas abertos, ${porImprimir()} comandas por imprimir: a equipe para`,
    );
    fim = true;
    await Promise.all([...equipe, sonda.parar()]);
    const contagemDepois = await contagemDoFirestore(pilha.firestore);

    // The tills closed with what the evening's own ledger says is in each drawer and machine.
    const fechar = async (quem: ChamadaNoRuntime, id: string, livro: (typeof gaveta)['atendente'], rotulo: string) => {
      const contado = {
        dinheiro: reais(livro.inicial + (livro.porForma.get('dinheiro') ?? 0) - livro.sangria),
        pix: reais(livro.porForma.get('pix') ?? 0),
        cartao_credito: reais(livro.porForma.get('cartao_credito') ?? 0),
        cartao_debito: reais(livro.porForma.get('cartao_debito') ?? 0),
        vale: 0,
      };
      const { fechamento } = (await exigir(quem, 'POST', apiPaths.caixaFechar({ id }), { contado })) as Caixa;
      const diferenca = centavos(fechamento!.diferenca.total);
      linhas.push([`diferença do caixa (${rotulo})`, formatBRL(diferenca)]);
      if (diferenca !== 0) falhas.push(`diferença do caixa (${rotulo}): ${formatBRL(diferenca)} (${JSON.stringify(fechamento)})`);
    };
    await fechar(atendente, caixaDaAtendente, gaveta.atendente, 'atendente');
    await fechar(garcom, caixaDoGarcom, gaveta.garcom, 'garçom');

    // ---------------------------------------------------------------------------------------
    // The reckoning.
    const naLoja = (await pedidosCollection(db, lojaId).where('criado_em', '>=', inicioDaNoite).get()).docs.map(toPedido);
    const daNoite = naLoja.filter((pedido) => pedido.observacao?.startsWith(`sexta ${semente}#`));
    // Open as the shop's records say (a move whose answer was lost still moved the order).
    const fechadoNaLoja = (codigo: string | null) =>
      ['entregue', 'cancelado'].includes(daNoite.find((pedido) => pedido.codigo === codigo)?.status ?? '');
    const aindaAbertos = pedidosAbertos().filter(({ codigo }) => !fechadoNaLoja(codigo));
    if (aindaAbertos.length + contasAbertas().length > 0) {
      // Where they stand, by kind and last status the staff saw: the stage that did not keep up.
      const porEtapa = new Map<string, string[]>();
      for (const { plano, visto, codigo } of aindaAbertos) {
        const ultimo =
          Object.entries(visto)
            .sort(([, a], [, b]) => a - b)
            .at(-1)?.[0] ?? 'não visto';
        const etapa = `${plano.tipo} ${ultimo}`;
        porEtapa.set(etapa, [...(porEtapa.get(etapa) ?? []), `#${codigo}`]);
      }
      const etapas = [...porEtapa].map(([etapa, codigos]) => `${codigos.length} ${etapa}: ${codigos.slice(0, 5).join(' ')}`);
      if (contasAbertas().length > 0) etapas.push(`${contasAbertas().length} contas de mesa`);
      falhas.push(`${aindaAbertos.length + contasAbertas().length} pedidos ou contas ainda abertos às 23:00 + 1 h (${etapas.join(', ')})`);
    }
    const porMarca = new Map<string, number>();
    for (const pedido of daNoite) porMarca.set(pedido.observacao!, (porMarca.get(pedido.observacao!) ?? 0) + 1);
    const enviados = registros.filter((registro) => registro.codigo);
    const perdidos = enviados.filter((registro) => !daNoite.some((pedido) => pedido.codigo === registro.codigo));
    const duplicados = [...porMarca.values()].reduce((soma, vezes) => soma + vezes - 1, 0);
    // A table's round that waited in vain for its table is not a refusal: it has its own failure above.
    const recusados = registros.filter((registro) => !registro.codigo && !registro.abandonada);
    const bloqueados = recusados.filter((registro) => registro.status === 403 && registro.plano.telefone === noite.bloqueio.telefone);
    const retentativas = registros.reduce((soma, registro) => soma + registro.tentativas - 1, 0);
    const cancelados = registros.filter((registro) => registro.cancelado);
    linhas.unshift(
      ['pedidos planejados', `${total} (${noite.mesas.length} mesas; semente ${semente})`],
      ['pedidos enviados', `${enviados.length} (${retentativas} retentativas com Idempotency-Key)`],
      ['pedidos na loja', String(daNoite.length)],
      ['pedidos perdidos', String(perdidos.length)],
      ['pedidos duplicados', String(duplicados)],
      [
        'pedidos recusados',
        `${recusados.length} (${bloqueados.length} do telefone bloqueado; ${
          recusados
            .filter((registro) => !bloqueados.includes(registro))
            .map((registro) => `#${registro.plano.n} HTTP ${registro.status}`)
            .join(', ') || 'nenhum outro'
        })`,
      ],
      [
        'pedidos cancelados pela loja',
        `${cancelados.length} (${['desistiu', 'pix não pago', 'pix divergente'].map((motivo) => `${cancelados.filter((registro) => registro.cancelado === motivo).length} ${motivo}`).join(', ')})`,
      ],
    );
    // A PIX paid before the cancel was pressed must have stopped it (the product asks the bank first).
    // One paid while the cancel was on its way, or after it, is a customer paying a cancelled order:
    // the product cannot have known, and must still record it as paid (the owner then refunds it).
    const pagosECancelados = registros.filter(
      (registro) => registro.pixPagoEm && !registro.divergente && registro.cancelado && !registro.canceladoPago,
    );
    const pagosAntes = pagosECancelados.filter(({ pixPagoEm, visto }) => pixPagoEm! < (visto.cancelado ?? Infinity));
    const pagosDepois = pagosECancelados.filter((registro) => !pagosAntes.includes(registro));
    const semRegistro = pagosDepois.filter(
      ({ codigo }) => daNoite.find((pedido) => pedido.codigo === codigo)?.pagamento?.status !== 'pago',
    );
    if (pagosDepois.length > 0)
      linhas.push([
        'PIX pagos com o cancelamento a caminho',
        `${pagosDepois.length} (${pagosDepois.length - semRegistro.length} registrados como pagos, a devolver pelo dono)`,
      ]);
    const canceladosPagos = registros.filter((registro) => registro.canceladoPago).length;
    if (canceladosPagos > 0)
      linhas.push(['PIX pagos cancelados pela loja', `${canceladosPagos} (o cliente desistiu depois de pagar: a devolver)`]);
    if (pagosAntes.length > 0)
      falhas.push(`PIX pagos no banco e cancelados sem confirmação: ${pagosAntes.map((registro) => `#${registro.codigo}`).join(', ')}`);
    if (semRegistro.length > 0)
      falhas.push(`PIX pagos depois de cancelados e não registrados: ${semRegistro.map((registro) => `#${registro.codigo}`).join(', ')}`);
    if (perdidos.length > 0) falhas.push(`pedidos perdidos: ${perdidos.map((registro) => `#${registro.codigo}`).join(', ')}`);
    if (duplicados > 0) falhas.push(`pedidos duplicados: ${duplicados}`);
    const outrosRecusados = recusados.filter((registro) => !bloqueados.includes(registro));
    if (outrosRecusados.length > 0)
      falhas.push(
        `pedidos recusados sem motivo da noite: ${outrosRecusados.map((registro) => `#${registro.plano.n} (${registro.plano.tipo}) HTTP ${registro.status} ${registro.erro ?? ''}`).join(', ')}`,
      );

    const naoFeitas = registros.filter((registro) => registro.abandonada).length;
    if (naoFeitas > 0) linhas.push(['rodadas de mesa não feitas', `${naoFeitas} (a mesa ainda com a conta anterior aberta)`]);
    linhas.push(['falhas injetadas', injetadas.join('; ') || 'nenhuma']);
    linhas.push(['trabalhador morto', trabalhadorMorto ?? 'não chegou a hora']);
    const depoisDo410 = dispositivoExpirado ? servicoDePush_.de(dispositivoExpirado).length : 0;
    linhas.push([
      'aparelho com 410',
      dispositivoExpirado ? `${depoisDo410} push(es) enviados a ele (o primeiro apaga a inscrição)` : 'nenhum',
    ]);
    if (depoisDo410 > 1) falhas.push(`o aparelho que respondeu 410 recebeu ${depoisDo410} pushes: a inscrição não foi apagada`);
    /**
     * Whether what started at `em` and should be done within `prazo` kept clear of every fault: an
     * order accepted a second before the kitchen went offline waits out the whole minute, as one
     * accepted during it does.
     */
    const foraDasFalhas = (em: number, prazo = 0, quais = janelas) => !quais.some(({ de, ate }) => em + prazo >= de && em <= ate + 5_000);

    // ---------------------------------------------------------------------------------------
    // The times, each from the moment it starts to the moment its screen, printer or phone has it.
    const medir = (rotulo: string, tempos: number[], meta: string | null, extra = '') => {
      const texto =
        tempos.length === 0
          ? 'sem medidas'
          : `${ms(percentil(tempos, 50))} / ${ms(percentil(tempos, 95))} (${tempos.length} medidas${extra})${meta ? `; meta ${meta}` : ''}`;
      linhas.push([rotulo, texto]);
      return tempos.length === 0 ? NaN : percentil(tempos, 95);
    };
    const aceitoEm = (registro: Registro) =>
      registro.plano.tipo === 'mesa' || registro.plano.tipo === 'balcao' ? registro.enviadoEm : registro.visto.confirmado;
    const aceitos = enviados.filter((registro) => aceitoEm(registro) !== undefined);
    const semCozinha = aceitos.filter((registro) => !vistos.cozinha.has(registro.codigo!));
    const cozinhaP95 = medir(
      'pedido aceito → tela da cozinha (p50/p95)',
      // An order the screen already showed when it was accepted (the kitchen lists new orders too) counts 0.
      aceitos
        .filter((registro) => vistos.cozinha.has(registro.codigo!) && foraDasFalhas(aceitoEm(registro)!, NOVOS_A_CADA_MS + 2_000))
        .map((registro) => Math.max(0, vistos.cozinha.get(registro.codigo!)! - aceitoEm(registro)!)),
      `p95 ≤ ${ms(NOVOS_A_CADA_MS + 2_000)} (a leitura da tela a cada ${NOVOS_A_CADA_MS / 1000} s + 2 s)`,
    );
    const semTicket = enviados.filter((registro) => !vistos.impressora.has(registro.codigo!));
    medir(
      'pedido → comanda impressa (p50/p95)',
      enviados
        .filter((registro) => vistos.impressora.has(registro.codigo!))
        .map((registro) => vistos.impressora.get(registro.codigo!)! - registro.inicioEm),
      null,
      '; a tela de Pedidos lê a cada 8 s',
    );
    const avisosDoDono = new Map<string, number>();
    for (const recebido of servicoDePush_.de(celularDoDono.caminho)) {
      const aviso = celularDoDono.abrir(recebido) as AvisoPush;
      if (aviso.tipo === 'novo_pedido' && aviso.codigo && !avisosDoDono.has(aviso.codigo)) avisosDoDono.set(aviso.codigo, recebido.em);
    }
    const pushDoDonoP95 = medir(
      'pedido → push do dono entregue (p50/p95)',
      enviados
        .filter((registro) => avisosDoDono.has(registro.codigo!) && foraDasFalhas(registro.inicioEm, 2_000))
        .map((registro) => avisosDoDono.get(registro.codigo!)! - registro.inicioEm),
      'p95 < 2 s',
      `; ${enviados.filter((registro) => registro.plano.tipo !== 'mesa' && registro.plano.tipo !== 'balcao' && !avisosDoDono.has(registro.codigo!)).length} pedidos do site sem push`,
    );
    const doCliente: number[] = [];
    for (const registro of enviados.filter(({ dispositivo }) => dispositivo)) {
      for (const recebido of servicoDePush_.de(registro.dispositivo!.caminho)) {
        const aviso = registro.dispositivo!.abrir(recebido) as AvisoPush;
        const movido = aviso.status && registro.visto[aviso.status];
        if (aviso.tipo === 'status_pedido' && movido) doCliente.push(recebido.em - movido);
      }
    }
    medir('mudança de status → push do cliente (p50/p95)', doCliente, null);
    const pixPagos = registros.filter((registro) => registro.pixPagoEm && !registro.divergente);
    const pixP95 = medir(
      'PIX pago → pedido pago (p50/p95)',
      pixPagos
        .filter(({ pagoEm, pixPagoEm }) => pagoEm && foraDasFalhas(pixPagoEm!, 5_000))
        .map((registro) => registro.pagoEm! - registro.pixPagoEm!),
      'p95 < 5 s',
      `; ${pixPagos.filter(({ pagoEm }) => !pagoEm).length} nunca pagos na página`,
    );
    // Paid while the bank was down: each `pago` within two minutes of the bank's return.
    const naQueda = pixPagos.filter(({ pixPagoEm }) => noPsp.ate > 0 && pixPagoEm! >= noPsp.de && pixPagoEm! <= noPsp.ate);
    const atrasadosNaQueda = naQueda.filter(({ pagoEm }) => !pagoEm || pagoEm - noPsp.ate > 120_000);
    linhas.push([
      'PIX pagos com o banco fora do ar',
      `${naQueda.length}, o último pago ${ms(Math.max(0, ...naQueda.map(({ pagoEm }) => (pagoEm ?? Infinity) - noPsp.ate)))} após a volta (meta: até 2 min)`,
    ]);
    if (atrasadosNaQueda.length > 0)
      falhas.push(
        `PIX pagos com o banco fora do ar e não pagos 2 min após a volta: ${atrasadosNaQueda.map(({ codigo }) => `#${codigo}`).join(', ')}`,
      );
    if (pixManuais.length > 0)
      linhas.push([
        'PIX sem cobrança no banco',
        `${pixManuais.length} pedidos feitos com o banco fora do ar levaram o código estático da loja (confirmação manual)`,
      ]);
    const divergentes = registros.filter((registro) => registro.divergente);
    linhas.push([
      'pagamentos divergentes',
      `${divergentes.length} (avisados ao dono por push: ${
        servicoDePush_
          .de(celularDoDono.caminho)
          .filter((recebido) => (celularDoDono.abrir(recebido) as AvisoPush).tipo === 'pix_divergente').length
      }; marcados pagos: ${divergentes.filter(({ pagoEm }) => pagoEm).length})`,
    ]);
    // The rush's load against the quiet hour's, each outside the faults of the server's own answers
    // (Firestore slow from 18:40 falls in the quiet hour); the kitchen, the push service and the bank don't touch it.
    const doServidor = janelas.filter(({ descricao }) => descricao === FIRESTORE_LENTO || descricao === TRABALHADOR_MORTO);
    const catalogo = sonda.amostras
      .filter(([em, tempo]) => foraDasFalhas(em, tempo, doServidor))
      .map(([em, tempo]) => [(em - inicio) / minutoMs, tempo] as const);
    const antes = catalogo.filter(([minuto]) => minuto < 60).map(([, tempo]) => tempo);
    const rush = catalogo.filter(([minuto]) => minuto >= 90 && minuto < 150).map(([, tempo]) => tempo);
    const razaoDoCatalogo = percentil(rush, 95) / percentil(antes, 95);
    linhas.push([
      'catálogo p95 no pico / antes',
      `${ms(percentil(rush, 95))} / ${ms(percentil(antes, 95))} = ${razaoDoCatalogo.toFixed(2)}× (${rush.length} e ${antes.length} leituras; meta ≤ 2×)`,
    ]);
    const leituras = contagemDepois.leituras - contagemAntes.leituras;
    const escritas = contagemDepois.escritas - contagemAntes.escritas;
    const invocacoes = requisicoes - requisicoesAntes + sonda.amostras.length + aparelhos.requisicoes() + psp.entregas.length;
    linhas.push([
      'Firestore por pedido',
      `${(leituras / enviados.length).toFixed(1)} leituras, ${(escritas / enviados.length).toFixed(1)} escritas (${leituras} e ${escritas} na noite, telas e sondas incluídas)`,
    ]);
    linhas.push(['custo por 1.000 pedidos', custoPorMil({ leituras, escritas, invocacoes, pedidos: enviados.length })]);
    if (semCozinha.length > 0)
      falhas.push(`pedidos aceitos que a tela da cozinha nunca mostrou: ${semCozinha.map(({ codigo }) => `#${codigo}`).join(', ')}`);
    if (semTicket.length > 0) {
      // Why, when it is the live poll's starting point: an order created before one already printed, committed after it was.
      const criadoEm = new Map(daNoite.map((pedido) => [pedido.codigo, pedido.criado_em.getTime()]));
      const explicar = (registro: Registro) => {
        const depois = enviados.find(
          (outro) =>
            vistos.impressora.has(outro.codigo!) &&
            criadoEm.get(outro.codigo!)! > criadoEm.get(registro.codigo!)! &&
            vistos.impressora.get(outro.codigo!)! < registro.enviadoEm,
        );
        return `#${registro.codigo} (${registro.plano.tipo}, ${hora(registro.plano.minuto)}${depois ? `; criado antes de #${depois.codigo}, que já estava impresso quando este foi gravado` : ''})`;
      };
      falhas.push(`pedidos sem comanda impressa: ${semTicket.map(explicar).join(', ')}`);
      log('  Tela de Pedidos, as requisições à API em blocos de 5 s:');
      for (const linha of aparelhos.linhaDoTempo(inicio, (em) => hora((em - inicio) / minutoMs))) log(`    ${linha}`);
      const dasTelas = aparelhos.falhas();
      if (dasTelas.length > 0)
        avisos.push(`${dasTelas.length} falhas e recargas das telas: ${[...new Set(dasTelas)].slice(0, 8).join('; ')}`);
    }
    if (divergentes.some(({ pagoEm }) => pagoEm)) falhas.push('um PIX de valor errado foi marcado pago');
    const metas = [
      [cozinhaP95 <= NOVOS_A_CADA_MS + 2_000, 'tela da cozinha p95'],
      [pushDoDonoP95 < 2_000, 'push do dono p95'],
      [pixP95 < 5_000, 'PIX → pago p95'],
      [razaoDoCatalogo <= 2, 'catálogo no pico / antes'],
    ] as const;
    linhas.push(['metas de tempo', metas.map(([cumprida, nome]) => `${cumprida ? '✓' : '✗'} ${nome}`).join(', ')]);

    const divergencias = await divergenciasDosEfeitos(db, lojaId, {
      estoqueInicial,
      cupomIds: [cupom.id],
      pedidosDaMedida: (pedido) => pedido.criado_em.getTime() >= inicioDaNoite.toMillis(),
    });
    const usosDoCupom = (await db.doc(`lojistas/${lojaId}/cupons/${cupom.id}`).get()).get('usos') as number;
    linhas.push([
      'estoque, cupom, selos e receita',
      divergencias.length === 0
        ? `conferem com os pedidos (cupom: ${usosDoCupom} de ${limiteDoCupom} usos)`
        : `${divergencias.length} divergências`,
    ]);
    falhas.push(...divergencias);
    if (erros.length > 0) avisos.push(...erros.slice(0, 10));
    for (const aviso of avisos) log(`  aviso: ${aviso}`);
    psp.semInvalidas();
    return { linhas, falhas };
  } finally {
    globalThis.fetch = fetchOriginal;
    await aparelhos?.fechar();
    await servicoDePush_.close();
    await psp.parar();
    await deleteApp(admin);
  }
}
