import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PedidoAcompanhamento } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { corpoDaConexaoPix, iniciarPspLocal, type PspLocal } from '../../test/support/psp-local/psp.js';
import { percentil } from './bench-abuso.js';
import { novaLojaNoRuntime, type ChamadaNoRuntime, type LojaNoRuntime } from './loja-no-runtime.js';

/**
 * A shop connected to the local PSP through the owner API, as the Pagamentos screen connects it (a
 * new application of the bank's, its certificate, the key), with its orders-a-minute protection
 * raised for a bench's load; answers the bank's client and the webhook's URL the bank notifies.
 */
export async function conectarAoPsp(psp: PspLocal, owner: ChamadaNoRuntime) {
  const cliente = await psp.novoCliente();
  const conexao = await owner('PUT', apiPaths.lojaPixApi, corpoDaConexaoPix(psp, cliente));
  if (conexao.status !== 200) throw new Error(`PUT ${apiPaths.lojaPixApi}: HTTP ${conexao.status} ${await conexao.text()}`);
  const protecao = await owner('PUT', apiPaths.pedidosProtecao, { pedidos_por_minuto: 1000 });
  if (!protecao.ok) throw new Error(`PUT ${apiPaths.pedidosProtecao}: HTTP ${protecao.status}`);
  const webhook = psp.webhook(cliente.chaves[0]!)?.webhookUrl;
  if (!webhook) throw new Error('A loja conectou, mas o webhook não foi registrado no PSP (PIX_WEBHOOK_ORIGEM da pilha?).');
  return { cliente, webhook: `${webhook}/pix` };
}

/** A payment not `pago` on the tracking page after this long counts as lost: the bench stops. */
const PRAZO_MS = 15_000;
/** How often the tracking page is read while a payment is awaited (each read goes through Hosting and the runtime). */
const LEITURA_MS = 10;

const ms = (valor: number) => `${valor.toFixed(0)} ms`;
const esperar = (tempo: number) => new Promise((resolve) => setTimeout(resolve, tempo));

/**
 * PIX confirmed through the shop's own bank (issue 45), end to end through a running stack
 * (`appUrl`, its data in `dataDir`): a local PSP in this process (mutual TLS, the Banco Central's
 * document as contract), its authority written where the stack's function trusts it; a shop
 * connected to it through the owner API, which registers its webhook at the stack's origin.
 *  1. `pedidos` PIX orders one after another: from the bank's payment (its notification on its way)
 *     until the order's tracking page answers `pago`, through the webhook, the bank's re-read and the
 *     order's transaction. p50/p95.
 *  2. The webhook handler alone: forged notifications (a well-formed unknown txid, to the shop's real
 *     URL) one at a time, p95 at rest; then again while `atacantes` loops flood it with forged ones
 *     (unknown txids, another shop's txid, bodies that are not notifications, a wrong secret); the
 *     ratio of the two p95s. No timed assertion: figures only.
 */
export async function medirPix(
  appUrl: string,
  dataDir: string,
  { pedidos = 40, aquecimento = 3, sondas = 200, atacantes = 8 } = {},
): Promise<{ resumo: Array<[string, string]>; linha: string }> {
  const psp = await iniciarPspLocal({ portaDeControle: false });
  try {
    const dir = join(dataDir, 'psp-local');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'autoridade.pem'), psp.certificados.autoridade);

    const atendimento = {
      retirada: true,
      entrega: false,
      formas_pagamento: ['pix' as const],
      pix: { chave: 'bench@exemplo.com.br', nome: 'Padaria Bench', cidade: 'Sao Paulo' },
      alerta_pedido_parado_min: 0,
    };
    const conectar = (loja: LojaNoRuntime) => conectarAoPsp(psp, loja.owner);
    const loja = await novaLojaNoRuntime(appUrl, { nome: 'Padaria Bench PIX', preco: 12.3, atendimento });
    const { cliente, webhook } = await conectar(loja);
    const outra = await novaLojaNoRuntime(appUrl, { nome: 'Outra Padaria', preco: 9.9, atendimento });
    const { cliente: clienteDaOutra } = await conectar(outra);

    /** One PIX order: its charge's txid at the bank and its tracking path. */
    const pedirComPix = async (alvo: LojaNoRuntime, clientId: string) => {
      const antes = psp.cobrancas().filter((cob) => cob.clientId === clientId).length;
      const response = await alvo.pedir(1, 'pix');
      if (response.status !== 201) throw new Error(`Pedido: HTTP ${response.status} ${await response.text()}`);
      const { acompanhamento } = (await response.json()) as { acompanhamento: string };
      const cobs = psp.cobrancas().filter((cob) => cob.clientId === clientId);
      if (cobs.length !== antes + 1) throw new Error('O pedido PIX não criou a cobrança no banco (confirmação manual?).');
      return { txid: cobs.at(-1)!.txid, token: acompanhamento.split('/').pop()! };
    };

    // 1. From the bank's payment to `pago` on the tracking page.
    const tempos: number[] = [];
    for (let i = 0; i < aquecimento + pedidos; i++) {
      const { txid, token } = await pedirComPix(loja, cliente.clientId);
      const inicio = performance.now();
      psp.pagar(txid, { clientId: cliente.clientId });
      for (;;) {
        const lido = (await (
          await fetch(new URL(`/api${apiPaths.pedidoAcompanhamento({ token })}`, appUrl))
        ).json()) as PedidoAcompanhamento;
        if (lido.pagamento?.status === 'pago') break;
        if (performance.now() - inicio > PRAZO_MS) throw new Error(`O PIX da cobrança ${txid} não ficou pago em ${PRAZO_MS / 1000} s.`);
        await esperar(LEITURA_MS);
      }
      if (i >= aquecimento) tempos.push(performance.now() - inicio);
    }
    await psp.aguardarEntregas();
    const p50 = percentil(tempos, 50);
    const p95 = percentil(tempos, 95);

    // 2. The handler's own time: one forged notification (an unknown, well-formed txid) at a time.
    const notificar = async (url: string, corpo: string) => {
      const inicio = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: corpo });
      await response.arrayBuffer();
      return { ms: performance.now() - inicio, status: response.status };
    };
    const desconhecida = () =>
      JSON.stringify({
        pix: [
          {
            endToEndId: `E${randomBytes(15).toString('hex')}`,
            txid: randomBytes(16).toString('hex'),
            valor: '12.30',
            horario: new Date().toISOString(),
          },
        ],
      });
    const sondar = async () => {
      const medidas: number[] = [];
      for (let i = 0; i < sondas; i++) {
        const { ms: tempo, status } = await notificar(webhook, desconhecida());
        if (status !== 200) throw new Error(`Notificação forjada: HTTP ${status} (esperado 200, sem efeito).`);
        medidas.push(tempo);
      }
      return medidas;
    };
    const emRepouso = await sondar();

    // The flood: unknown txids, the other shop's real txid (to this shop's URL), bodies that are not notifications, a wrong secret.
    const daOutra = (await pedirComPix(outra, clienteDaOutra.clientId)).txid;
    const errado = webhook.replace(/\/[A-Za-z0-9_-]{43}\/pix$/, `/${randomBytes(32).toString('base64url')}/pix`);
    const forjadas: Array<() => [string, string]> = [
      () => [webhook, desconhecida()],
      () => [
        webhook,
        JSON.stringify({
          pix: [{ endToEndId: `E${randomBytes(15).toString('hex')}`, txid: daOutra, valor: '9.90', horario: new Date().toISOString() }],
        }),
      ],
      () => [webhook, JSON.stringify({ pix: 'nada' })],
      () => [webhook, '{"pix": [{"txid": 1}'],
      () => [errado, desconhecida()],
    ];
    let enviadas = 0;
    let ativo = true;
    const atacar = async () => {
      while (ativo) {
        const [url, corpo] = forjadas[enviadas % forjadas.length]!();
        enviadas += 1;
        await notificar(url, corpo).catch(() => undefined);
      }
    };
    const ataque = Array.from({ length: atacantes }, atacar);
    await esperar(500);
    const inicioDoAtaque = performance.now();
    const sobAvalanche = await sondar();
    const duracao = (performance.now() - inicioDoAtaque) / 1000;
    ativo = false;
    await Promise.all(ataque);
    const leiturasDaOutra = psp.requisicoes.filter((r) => r.metodo === 'GET' && r.caminho.endsWith(`/cob/${daOutra}`)).length;

    const repouso95 = percentil(emRepouso, 95);
    const avalanche95 = percentil(sobAvalanche, 95);
    const razao = avalanche95 / repouso95;
    console.log(
      `\nPIX pelo banco da loja (PSP local com TLS mútuo → webhook pelo Hosting → Functions → releitura GET /cob → pedido):` +
        ` ${pedidos} pedidos um após o outro, após ${aquecimento} de aquecimento; do pagamento no banco até a página do pedido dizer pago` +
        ` (lida a cada ${LEITURA_MS} ms) p50 ${ms(p50)}, p95 ${ms(p95)}, máx. ${ms(Math.max(...tempos))}`,
    );
    console.log(
      `  Webhook com notificações forjadas (txid desconhecido), ${sondas} uma após a outra: em repouso p50 ${ms(percentil(emRepouso, 50))},` +
        ` p95 ${ms(repouso95)}; sob avalanche de ${atacantes} atacantes (${(enviadas / duracao).toFixed(0)} notificações/s: txids desconhecidos,` +
        ` o txid de outra loja, corpos forjados, segredo errado) p50 ${ms(percentil(sobAvalanche, 50))}, p95 ${ms(avalanche95)}:` +
        ` ${razao.toFixed(2)}× o p95 em repouso; o banco foi consultado ${leiturasDaOutra} vez(es) pelo txid da outra loja` +
        ' (limites da pilha elevados para o bench: todas as requisições vêm de 127.0.0.1)',
    );
    psp.semInvalidas();
    return {
      resumo: [
        ['PIX: pagamento no banco → pago (p50/p95)', `${ms(p50)} / ${ms(p95)} em ${pedidos} pedidos`],
        ['PIX: webhook p95 sob avalanche / em repouso', `${ms(avalanche95)} / ${ms(repouso95)} = ${razao.toFixed(2)}×`],
      ],
      linha: `PIX pagamento → pago p50/p95: ${ms(p50)} / ${ms(p95)}; webhook p95 sob avalanche / em repouso: ${razao.toFixed(2)}×`,
    };
  } finally {
    await psp.parar();
  }
}
