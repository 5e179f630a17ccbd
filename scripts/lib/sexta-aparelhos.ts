import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';

/**
 * The shop's two screens of the Friday evening (issue 48), each the product's own page in headless
 * Chromium with a team member's session: the kitchen screen (/cozinha, the cook's) and the Pedidos
 * screen with "Impressão automática" on (the attendant's), whose print dialog is replaced by a
 * function that hands the ticket's text back here, as the e2e tests do (window.print). `aoVer`
 * gets each order code the first time a screen shows it (the kitchen) or prints it (the ticket's
 * "PEDIDO #CODE"), with the wall time it happened (performance.now() of this process).
 */
export interface Aparelhos {
  /** The kitchen screen's connection lost (Chromium's offline emulation) for `ms`, then back. */
  cozinhaOffline(ms: number): Promise<void>;
  /** Requests the two pages made to /api (what the screens cost the functions). */
  requisicoes(): number;
  /** The pages' /api requests that failed or answered an error, as "screen: METHOD path → status". */
  falhas(): string[];
  /** The Pedidos screen's /api requests in 5-second blocks from `desde` (wall ms), each block named by `rotulo`. */
  linhaDoTempo(desde: number, rotulo: (em: number) => string): string[];
  fechar(): Promise<void>;
}

/**
 * The same browser as the e2e flows' (test/e2e/browser.ts): Debian's headless shell, a fifth to a
 * third less CPU than `chromium --headless` for the same pages, which an evening on the suite's
 * shared cores needs. CHROMIUM_PATH points elsewhere.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** What the pages' own scripts below touch (scripts/ has no DOM types: they run in the browser). */
interface Pagina {
  document: { body: { innerText: string } | null };
  localStorage: { setItem(chave: string, valor: string): void };
  top: Pagina;
  print(): void;
  __sextaVisto(codigos: string[]): void;
  __sextaImpresso(texto: string): void;
}
const CODIGO = /#([A-Z0-9]{4})\b/g;

/**
 * Opens a screen and waits for its list of orders, as the shop opens its screens before the
 * evening: the orders a screen's first list holds are its starting point, never announced, so never
 * printed (features.md). On a loaded machine the page's first calls can take seconds (the
 * Functions emulator starting its workers); an evening started meanwhile had its first hour's
 * tickets never printed, by the product's design, not by a defect.
 */
async function abrirTela(pagina: Page, url: URL) {
  const lista = pagina.waitForResponse((resposta) => new URL(resposta.url()).pathname === API_BASE + apiPaths.pedidos && resposta.ok(), {
    timeout: 120_000,
  });
  await pagina.goto(url.toString());
  await lista;
}

export async function abrirAparelhos(
  app: string,
  { cozinha, impressora }: { cozinha: string; impressora: string },
  aoVer: (onde: 'cozinha' | 'impressora', codigo: string, em: number) => void,
): Promise<Aparelhos> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  let requisicoes = 0;
  const falhas: string[] = [];
  const contexto = async (tela: string, cookie: string): Promise<BrowserContext> => {
    // No service worker: a screen kept open all evening never needs the app's offline copy, and
    // registering it would fetch the whole precache beside the evening's first polls.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', serviceWorkers: 'block' });
    const [nome, valor] = cookie.split('=') as [string, string];
    await context.addCookies([{ name: nome, value: valor, url: app, httpOnly: true }]);
    // Nothing of the evening leaves the machine (Google's sign-in script, fonts).
    await context.route(
      (url) => !url.href.startsWith(app),
      (route) => route.abort(),
    );
    const daApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    context.on('request', (request) => {
      if (daApi(request.url())) requisicoes++;
    });
    context.on('requestfailed', (request) => {
      if (daApi(request.url()))
        falhas.push(`${tela}: ${request.method()} ${new URL(request.url()).pathname} → ${request.failure()?.errorText}`);
    });
    context.on('response', (response) => {
      if (daApi(response.url()) && response.status() >= 400)
        falhas.push(`${tela}: ${response.request().method()} ${new URL(response.url()).pathname} → HTTP ${response.status()}`);
    });
    if (tela === 'pedidos') {
      context.on('request', (request) => daApi(request.url()) && pedidas.set(request, performance.now()));
      const terminou = (request: Request) => {
        const inicio = pedidas.get(request);
        if (inicio !== undefined) idas.push([inicio, performance.now(), new URL(request.url()).pathname.replace(/\/[\w-]{20,}/g, '/…')]);
        pedidas.delete(request);
      };
      context.on('requestfinished', terminou);
      context.on('requestfailed', terminou);
    }
    return context;
  };
  // The Pedidos screen's /api requests (start, end, path) and those still open: what its printing waited on, when a ticket is missing.
  const pedidas = new Map<Request, number>();
  const idas: Array<[number, number, string]> = [];

  // The kitchen: the screen read ten times a second; each code is handed back the first time it shows.
  const daCozinha = await contexto('cozinha', cozinha);
  await daCozinha.exposeFunction('__sextaVisto', (codigos: string[]) => {
    const agora = performance.now();
    for (const codigo of codigos) aoVer('cozinha', codigo, agora);
  });
  const telaDaCozinha = await daCozinha.newPage();
  await telaDaCozinha.addInitScript((fonte) => {
    const codigo = new RegExp(fonte, 'g');
    const pagina = globalThis as unknown as Pagina;
    const jaVistos = new Set<string>();
    setInterval(() => {
      const texto = pagina.document.body?.innerText ?? '';
      const novos = [...texto.matchAll(codigo)].map((achado) => achado[1]!).filter((visto) => !jaVistos.has(visto));
      for (const visto of novos) jaVistos.add(visto);
      if (novos.length > 0) pagina.__sextaVisto(novos);
    }, 100);
  }, CODIGO.source);
  await abrirTela(telaDaCozinha, new URL('/cozinha', app));

  // The printer: the attendant's Pedidos with automatic printing on at 80 mm; each ticket's code as it prints.
  const daImpressora = await contexto('pedidos', impressora);
  await daImpressora.exposeFunction('__sextaImpresso', (texto: string) => {
    const agora = performance.now();
    for (const [, codigo] of texto.matchAll(/PEDIDO #([A-Z0-9]{4})\b/g)) aoVer('impressora', codigo!, agora);
  });
  // The ticket is caught as the page hands it to the printer: the frame it appends to print
  // (impressao-automatica.ts) carries the ticket in its srcdoc. The frame's print() is made a no-op
  // from the top page, as the frame finishes loading (a capturing listener runs before the page's
  // own onload, which prints): an init script is not run reliably in an about:srcdoc frame under
  // load, and the real print() of headless Chromium can hold the page's thread for good, so that no
  // later poll or ticket ever ran (short evenings with 10 of 60 tickets).
  await daImpressora.addInitScript(() => {
    type Quadro = { nodeName: string; srcdoc?: string; contentWindow?: { print(): void } | null };
    const pagina = globalThis as unknown as Pagina & {
      MutationObserver: new (aviso: (mudancas: { addedNodes: ArrayLike<Quadro> }[]) => void) => {
        observe(alvo: unknown, opcoes: object): void;
      };
      document: { addEventListener(tipo: 'load', ouvinte: (evento: { target: Quadro | null }) => void, captura: true): void };
    };
    if (pagina.top !== (pagina as unknown as Pagina)) {
      pagina.print = () => {};
      return;
    }
    pagina.localStorage.setItem('vitrine:impressao-automatica', JSON.stringify({ ativa: true, largura: 80 }));
    pagina.document.addEventListener(
      'load',
      ({ target }) => {
        if (target?.nodeName === 'IFRAME' && target.contentWindow) target.contentWindow.print = () => {};
      },
      true,
    );
    new pagina.MutationObserver((mudancas) => {
      for (const { addedNodes } of mudancas)
        for (const no of Array.from(addedNodes)) if (no.nodeName === 'IFRAME' && no.srcdoc) pagina.__sextaImpresso(no.srcdoc);
    }).observe(pagina.document, { childList: true, subtree: true });
  });
  const telaDePedidos = await daImpressora.newPage();
  // What else can keep a ticket from printing, said when one is missing: the page crashing, reloading, or failing.
  telaDePedidos.on('crash', () => falhas.push('pedidos: a página travou (crash)'));
  telaDePedidos.on('pageerror', (erro) => falhas.push(`pedidos: erro na página: ${erro.message}`));
  telaDePedidos.on('framenavigated', (quadro) => {
    if (quadro === telaDePedidos.mainFrame()) falhas.push(`pedidos: a página carregou ${quadro.url()}`);
  });
  await abrirTela(telaDePedidos, new URL('/pedidos', app));

  return {
    async cozinhaOffline(ms) {
      await daCozinha.setOffline(true);
      await new Promise((resolve) => setTimeout(resolve, ms));
      await daCozinha.setOffline(false);
    },
    requisicoes: () => requisicoes,
    falhas: () => falhas,
    linhaDoTempo(desde, rotulo) {
      const blocos = new Map<number, { pedidas: number; maior: number; caminhos: Set<string> }>();
      for (const [inicio, fim, caminho] of idas) {
        const bloco = Math.floor((inicio - desde) / 5_000);
        const atual = blocos.get(bloco) ?? { pedidas: 0, maior: 0, caminhos: new Set() };
        atual.pedidas += 1;
        atual.maior = Math.max(atual.maior, fim - inicio);
        atual.caminhos.add(caminho);
        blocos.set(bloco, atual);
      }
      const abertas = [...pedidas].map(([request, inicio]) => `${rotulo(inicio)} ${new URL(request.url()).pathname}`);
      return [
        ...[...blocos]
          .sort(([a], [b]) => a - b)
          .map(
            ([bloco, { pedidas: n, maior, caminhos }]) =>
              `${rotulo(desde + bloco * 5_000)}: ${n} pedidas, a maior ${maior.toFixed(0)} ms (${[...caminhos].join(' ')})`,
          ),
        ...(abertas.length > 0 ? [`sem resposta no fim: ${abertas.join(', ')}`] : []),
      ];
    },
    fechar: () => browser.close(),
  };
}
