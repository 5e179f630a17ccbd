import { Worker } from 'node:worker_threads';

/**
 * The Friday evening's catalogue probe (issue 48): a customer opening the shop's catalogue every
 * `intervaloMs`, timed in a thread of its own. In the evening's main thread the same fetch would
 * also time that thread's own queue (hundreds of customers, the staff's lists, the bank, the push
 * service), which is busiest in the rush: the probe would measure the simulation, not the product.
 * Plain JavaScript, evaluated: a worker thread does not inherit tsx's loader.
 */
const CODIGO = `
const { parentPort, workerData } = require('node:worker_threads');
let parar = false;
parentPort.on('message', () => (parar = true));
(async () => {
  while (!parar) {
    const inicio = performance.now();
    const response = await fetch(workerData.url).catch(() => null);
    await response?.arrayBuffer().catch(() => null);
    if (response?.ok) parentPort.postMessage([performance.timeOrigin + inicio, performance.now() - inicio]);
    await new Promise((resolve) => setTimeout(resolve, workerData.intervaloMs));
  }
  parentPort.close();
})();
`;

export interface SondaDoCatalogo {
  /** Each answered read: when it started (ms on the main thread's performance.now() clock) and how long it took. */
  amostras: Array<[number, number]>;
  parar(): Promise<void>;
}

export function abrirSondaDoCatalogo(url: string, intervaloMs: number): SondaDoCatalogo {
  const amostras: Array<[number, number]> = [];
  const worker = new Worker(CODIGO, { eval: true, workerData: { url, intervaloMs } });
  worker.on('message', ([epoca, duracao]: [number, number]) => amostras.push([epoca - performance.timeOrigin, duracao]));
  const fim = new Promise<void>((done) => worker.once('exit', () => done()));
  return {
    amostras,
    async parar() {
      worker.postMessage('parar');
      await fim;
    },
  };
}
