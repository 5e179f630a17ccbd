import { COMANDA_LARGURAS, type ComandaLargura, type PedidoDoLojista } from '@vitrine/shared';
import { ApiError, comPrazo, ESPERA_MAXIMA_DA_RESPOSTA_MS } from '../../lib/api';
import { comprimento, fetchComanda, fetchComandaEscpos, readLargura, LINHA_DO_CODIGO } from './comanda';

/**
 * "Impressão automática neste aparelho": each new order that reaches an open Pedidos screen prints
 * once, on this device only (the setting and the orders already printed live in its storage, so a
 * reload or a second tab does not print again). Where the browser reaches a thermal printer over
 * Web Serial (Chrome and Edge on a computer, a USB-serial or Bluetooth-serial printer paired once),
 * the ticket goes as ESC/POS bytes; elsewhere it goes to the print dialog, laid out for the roll
 * (an Android phone prints through a thermal printing app chosen as the system's printer).
 */

export interface ImpressaoAutomatica {
  ativa: boolean;
  largura: ComandaLargura;
}

const CONFIG_KEY = 'vitrine:impressao-automatica';
const IMPRESSOS_KEY = 'vitrine:impressao-automatica:impressos';
/** Enough to cover any burst of orders since the screen opened; older ids are dropped. */
const IMPRESSOS_MAX = 200;

function lerJson<T>(chave: string, padrao: T): T {
  try {
    return (JSON.parse(localStorage.getItem(chave) ?? 'null') as T | null) ?? padrao;
  } catch {
    return padrao;
  }
}

export function readImpressaoAutomatica(): ImpressaoAutomatica {
  const { ativa, largura } = lerJson<Partial<ImpressaoAutomatica>>(CONFIG_KEY, {});
  return { ativa: ativa === true, largura: COMANDA_LARGURAS.includes(largura as ComandaLargura) ? largura! : readLargura(null) };
}

export const saveImpressaoAutomatica = (config: ImpressaoAutomatica) => localStorage.setItem(CONFIG_KEY, JSON.stringify(config));

/**
 * The orders of `novos` this device has not printed yet, marked printed at once (before printing:
 * a failed print is not retried in a loop; the owner reprints it from the order's Imprimir).
 */
export function markParaImprimir(novos: readonly Pick<PedidoDoLojista, 'id'>[]): string[] {
  const impressos = lerJson<string[]>(IMPRESSOS_KEY, []);
  const ineditos = novos.map(({ id }) => id).filter((id) => !impressos.includes(id));
  if (ineditos.length > 0) localStorage.setItem(IMPRESSOS_KEY, JSON.stringify([...impressos, ...ineditos].slice(-IMPRESSOS_MAX)));
  return ineditos;
}

/** The Web Serial port this device paired for printing (the browser remembers it per site), or null. */
async function portaPareada(): Promise<SerialPort | null> {
  if (!('serial' in navigator)) return null;
  const [porta] = await navigator.serial.getPorts();
  return porta ?? null;
}

export const temWebSerial = () => 'serial' in navigator;

/** Asks the browser for the printer's port (a chooser, on a tap): from then on tickets go there. */
export async function parearImpressora(): Promise<boolean> {
  if (!temWebSerial()) return false;
  await navigator.serial.requestPort();
  return (await portaPareada()) !== null;
}

export const impressoraPareada = async () => (await portaPareada()) !== null;

/** Thermal printers' serial default; the bytes are the same at any speed the printer is set to. */
const BAUD_RATE = 9600;

async function imprimirNaPorta(porta: SerialPort, bytes: Uint8Array) {
  if (!porta.writable) await porta.open({ baudRate: BAUD_RATE });
  const writer = porta.writable!.getWriter();
  try {
    await writer.write(bytes);
  } finally {
    writer.releaseLock();
  }
}

/** The ticket laid out as the print view lays it (the roll's width, font A, the code large) in a frame of its own, printed. */
function htmlDaComanda(texto: string, largura: ComandaLargura): string {
  const linhas = texto.replace(/\n$/, '').split('\n');
  const escapar = (linha: string) => linha.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const corpo = linhas
    .map((linha) => (LINHA_DO_CODIGO.test(linha) ? `<b>${escapar(linha.trim())}</b>` : `<span>${escapar(linha)}</span>`))
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
@page { size: ${largura}mm ${comprimento(linhas)}mm; margin: 0; }
html, body { margin: 0; background: #fff; color: #000; }
pre { width: ${largura === 58 ? 48 : 72}mm; margin: 2mm auto; font: 2.5mm/1.3 monospace; white-space: pre; }
pre span { display: block; min-height: 1.3em; }
pre b { display: block; text-align: center; font-size: 5mm; line-height: 1.2; }
</style></head><body><pre>${corpo}</pre></body></html>`;
}

function imprimirNoDialogo(texto: string, largura: ComandaLargura): Promise<void> {
  return new Promise((resolve) => {
    const quadro = document.createElement('iframe');
    quadro.title = 'Comanda para impressão';
    quadro.setAttribute('aria-hidden', 'true');
    quadro.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
    quadro.srcdoc = htmlDaComanda(texto, largura);
    quadro.onload = () => {
      quadro.contentWindow?.print();
      // print() returns once the dialog closes; the frame goes with it.
      quadro.remove();
      resolve();
    };
    document.body.append(quadro);
  });
}

/** The waits before a ticket's second and third tries. */
export const ESPERAS_DA_IMPRESSAO_MS = [1_000, 3_000];

const esperarMs = (ms: number) => new Promise<void>((pronto) => setTimeout(pronto, ms));

/** Tickets fetched ahead of the one printing: a rush's burst does not wait one round trip per ticket. */
export const COMANDAS_BUSCADAS_A_FRENTE = 3;

/**
 * Prints each order in turn, in the orders' order, its ticket fetched while the ones before it
 * print (up to COMANDAS_BUSCADAS_A_FRENTE ahead), each fetch given up after `prazoMs`. A fetch or a
 * print that failed because of the server or the network (an instance restarting, a slow database,
 * an answer that never came: a rush's Friday) is tried again after the waits; a 4xx is final. One order that fails never stops the others (they are marked
 * printed already). Answers the codes not printed.
 */
export async function imprimirCada<Comanda>(
  pedidos: readonly Pick<PedidoDoLojista, 'id' | 'codigo'>[],
  buscar: (id: string, signal: AbortSignal) => Promise<Comanda>,
  imprimir: (comanda: Comanda) => Promise<void>,
  { esperar = esperarMs, prazoMs = ESPERA_MAXIMA_DA_RESPOSTA_MS }: { esperar?: (ms: number) => Promise<void>; prazoMs?: number } = {},
): Promise<string[]> {
  const comTentativas = async <T>(passo: () => Promise<T>): Promise<{ ok: T } | null> => {
    for (let tentativa = 0; ; tentativa++) {
      try {
        return { ok: await passo() };
      } catch (error) {
        if ((error instanceof ApiError && error.status < 500) || tentativa === ESPERAS_DA_IMPRESSAO_MS.length) return null;
        await esperar(ESPERAS_DA_IMPRESSAO_MS[tentativa]!);
      }
    }
  };
  const buscas: Array<Promise<{ ok: Comanda } | null>> = [];
  const falharam: string[] = [];
  for (const [indice, { codigo }] of pedidos.entries()) {
    for (let seguinte = buscas.length; seguinte < Math.min(pedidos.length, indice + COMANDAS_BUSCADAS_A_FRENTE); seguinte++) {
      const { id } = pedidos[seguinte]!;
      buscas.push(comTentativas(() => buscar(id, comPrazo(undefined, prazoMs))));
    }
    const comanda = await buscas[indice]!;
    if (!comanda || !(await comTentativas(() => imprimir(comanda.ok)))) falharam.push(codigo);
  }
  return falharam;
}

/**
 * Prints each of these orders once on this device, in their order, through the paired printer
 * or the print dialog. Answers the codes of those that could not be printed, to print by hand.
 */
export async function printAutomaticamente(novos: readonly PedidoDoLojista[]): Promise<string[]> {
  const { ativa, largura } = readImpressaoAutomatica();
  if (!ativa) return [];
  const ineditos = new Set(markParaImprimir(novos));
  const porta = await portaPareada().catch(() => null);
  const aImprimir = novos.filter(({ id }) => ineditos.has(id));
  return porta
    ? imprimirCada(
        aImprimir,
        (id, signal) => fetchComandaEscpos(id, largura, signal),
        (bytes) => imprimirNaPorta(porta, bytes),
      )
    : imprimirCada(
        aImprimir,
        (id, signal) => fetchComanda(id, largura, signal),
        (texto) => imprimirNoDialogo(texto, largura),
      );
}
