import { chromium, type BrowserContext } from 'playwright-core';

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
  fechar(): Promise<void>;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
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
    return context;
  };

  // The kitchen: every code on the screen, read ten times a second.
  const daCozinha = await contexto('cozinha', cozinha);
  await daCozinha.exposeFunction('__sextaVisto', (codigos: string[]) => {
    const agora = performance.now();
    for (const codigo of codigos) aoVer('cozinha', codigo, agora);
  });
  const telaDaCozinha = await daCozinha.newPage();
  await telaDaCozinha.addInitScript((fonte) => {
    const codigo = new RegExp(fonte, 'g');
    const pagina = globalThis as unknown as Pagina;
    setInterval(() => {
      const texto = pagina.document.body?.innerText ?? '';
      const vistos = [...texto.matchAll(codigo)].map((achado) => achado[1]!);
      if (vistos.length > 0) pagina.__sextaVisto(vistos);
    }, 100);
  }, CODIGO.source);
  await telaDaCozinha.goto(new URL('/cozinha', app).toString());

  // The printer: the attendant's Pedidos with automatic printing on at 80 mm; each ticket's code as it prints.
  const daImpressora = await contexto('pedidos', impressora);
  await daImpressora.exposeFunction('__sextaImpresso', (texto: string) => {
    const agora = performance.now();
    for (const [, codigo] of texto.matchAll(/PEDIDO #([A-Z0-9]{4})\b/g)) aoVer('impressora', codigo!, agora);
  });
  // The ticket is caught as the page hands it to the printer: the frame it appends to print
  // (impressao-automatica.ts) carries the ticket in its srcdoc. An init script replacing print()
  // inside that frame is not run reliably in an about:srcdoc frame under load, and a ticket the
  // real print() took in silence would be counted missing.
  await daImpressora.addInitScript(() => {
    const pagina = globalThis as unknown as Pagina & {
      MutationObserver: new (aviso: (mudancas: { addedNodes: ArrayLike<{ nodeName: string; srcdoc?: string }> }[]) => void) => {
        observe(alvo: unknown, opcoes: object): void;
      };
    };
    if (pagina.top !== (pagina as unknown as Pagina)) {
      pagina.print = () => {};
      return;
    }
    pagina.localStorage.setItem('vitrine:impressao-automatica', JSON.stringify({ ativa: true, largura: 80 }));
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
  await telaDePedidos.goto(new URL('/pedidos', app).toString());

  return {
    async cozinhaOffline(ms) {
      await daCozinha.setOffline(true);
      await new Promise((resolve) => setTimeout(resolve, ms));
      await daCozinha.setOffline(false);
    },
    requisicoes: () => requisicoes,
    falhas: () => falhas,
    fechar: () => browser.close(),
  };
}
