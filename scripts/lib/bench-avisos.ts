import type { AvisoPush } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { novoDispositivo, servicoDePush } from '../../test/support/push.js';
import { percentil } from './bench-abuso.js';
import { novaLojaNoRuntime } from './loja-no-runtime.js';

/** An order's push not at the device after this long counts as lost: the bench stops. */
const PRAZO_MS = 10_000;

/**
 * A new order's push, end to end through a running stack (`appUrl`): the customer's POST through
 * Hosting and the Functions runtime, the commit, the push encrypted and VAPID-signed by the
 * function, until a local push service on 127.0.0.1 has it and the device's keys decrypt it to
 * this order. One order at a time, so each is timed alone. Answers the summary line and the final
 * line of the bench.
 */
export async function medirAvisos(
  appUrl: string,
  /** Orders measured, one after another; a few more first to warm the function's worker. */
  { pedidos = 60, aquecimento = 3 } = {},
): Promise<{ resumo: [string, string]; linha: string }> {
  const servico = await servicoDePush();
  try {
    const loja = await novaLojaNoRuntime(appUrl, {
      nome: 'Padaria Bench',
      preco: 16.5,
      // No waiting-order pushes: only the new orders' are timed.
      atendimento: { retirada: true, entrega: false, formas_pagamento: ['dinheiro'], alerta_pedido_parado_min: 0 },
    });
    // The shop's own orders-a-minute limit (default 60) would refuse the later orders of the run.
    const protecao = await loja.owner('PUT', apiPaths.pedidosProtecao, { pedidos_por_minuto: 1000 });
    if (!protecao.ok) throw new Error(`PUT ${apiPaths.pedidosProtecao}: HTTP ${protecao.status}`);
    const dispositivo = novoDispositivo(servico, 'bench');
    const inscricao = await loja.owner('POST', apiPaths.notificacoesDispositivos, dispositivo.inscricao);
    if (inscricao.status !== 201) throw new Error(`POST ${apiPaths.notificacoesDispositivos}: HTTP ${inscricao.status}`);

    const tempos: number[] = [];
    for (let i = 0; i < aquecimento + pedidos; i++) {
      const inicio = performance.now();
      const response = await loja.pedir();
      if (response.status !== 201) throw new Error(`Pedido: HTTP ${response.status} ${await response.text()}`);
      const { codigo } = (await response.json()) as { codigo: string };
      // The first i pushes are the earlier orders': only the new ones are decrypted while polling.
      const chegou = () =>
        servico
          .de(dispositivo.caminho)
          .slice(i)
          .find((recebido) => (dispositivo.abrir(recebido) as AvisoPush).codigo === codigo);
      let recebido = chegou();
      while (!recebido) {
        if (performance.now() - inicio > PRAZO_MS) throw new Error(`O aviso do pedido #${codigo} não chegou em ${PRAZO_MS / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        recebido = chegou();
      }
      if (i >= aquecimento) tempos.push(recebido.em - inicio);
    }

    const p50 = percentil(tempos, 50);
    const p95 = percentil(tempos, 95);
    console.log(
      `\nAviso de novo pedido pelo runtime local (Hosting → Functions → serviço de push em 127.0.0.1, decifrado com as chaves do aparelho):` +
        ` ${pedidos} pedidos um após o outro, após ${aquecimento} de aquecimento; do POST ao push decifrado no aparelho` +
        ` p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, máx. ${Math.max(...tempos).toFixed(0)} ms (meta: p95 < 2 s)`,
    );
    return {
      resumo: ['Aviso do pedido ao aparelho (p50/p95)', `${p50.toFixed(0)} ms / ${p95.toFixed(0)} ms em ${pedidos} pedidos`],
      linha: `aviso do pedido ao aparelho p50/p95: ${p50.toFixed(0)} ms / ${p95.toFixed(0)} ms`,
    };
  } finally {
    await servico.close();
  }
}
