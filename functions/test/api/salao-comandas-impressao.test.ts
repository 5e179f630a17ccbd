import { beforeAll, describe, expect, it } from 'vitest';
import { COMANDA_COLUNAS, type Comanda } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { as, emBytes, newOwner } from '../../../test/support/api.js';
import { lerEscpos } from './impressao-helpers.js';
import { api, enviarRodada, lerConta, pagar, umaSala, type Sala } from './salao-helpers.js';
import { centavos, rotulosEValores } from '../../../test/support/impressao.js';

/**
 * The table's bill on paper (issue 44): GET /api/comandas/{id}/impressao, 58 or 80 mm, text or
 * ESC/POS, laid out as the order's ticket. Read back as a customer checks a bill: the lines add up
 * to the printed total, and the payments to what is paid and left.
 */

let sala: Sala;
let comandaId: string;
let conta: Comanda;

beforeAll(async () => {
  // 10% fee and a R$ 5,00 couvert; two rounds (2 pizzas, then a soda), a PIX and a cash payment with change.
  sala = await umaSala({
    taxa: 10,
    couvert: 5,
    produtos: [
      { nome: 'Pizza grande', preco: 60 },
      { nome: 'Refrigerante lata', preco: 7.5 },
    ],
  });
  const primeira = await enviarRodada(sala, 2, 0);
  expect(primeira.status).toBe(201);
  comandaId = primeira.body.comanda_id as string;
  expect((await enviarRodada(sala, 1, 1)).status).toBe(201);
  expect((await pagar(sala, comandaId, { forma: 'pix', valor: 50 })).status).toBe(201);
  expect((await pagar(sala, comandaId, { forma: 'dinheiro', valor: 20, recebido: 50 })).status).toBe(201);
  conta = await lerConta(sala, comandaId);
});

const caminho = (id: string, query = '') => `${api(apiPaths.comandaImpressao({ id }))}${query}`;
const linhas = (texto: string) => texto.replace(/\n$/, '').split('\n');

/** A line's value on its right: an amount, or the word a service fee the customer waived prints. */
const VALOR = /\s(-?R\$ [\d.]+,\d\d|Não incluída)$/;
const soma = (pares: [string, string][]) => pares.reduce((total, [, valor]) => total + centavos(valor), 0);

describe('Conta impressa: GET /api/comandas/{id}/impressao', () => {
  describe.each([58, 80] as const)('on %i mm paper', (largura) => {
    const w = COMANDA_COLUNAS[largura];

    it('when the bill is printed, then its rounds add up to the Subtotal, its lines to the TOTAL, and its payments to what is paid and left', async () => {
      const response = await as(sala.dono).get(caminho(comandaId, `?largura=${largura}`));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const impressas = linhas(response.text);
      expect(impressas.filter((linha) => [...linha].length > w)).toEqual([]);
      expect(impressas.map((linha) => linha.trim())).toEqual(
        expect.arrayContaining(['Pizzaria do Salão', 'CONTA — Mesa 7', 'Não é documento fiscal']),
      );

      const blocos = response.text.split(`${'-'.repeat(w)}\n`).map(linhas);
      const rodadas = blocos.filter((bloco) => bloco[0]!.startsWith('Rodada '));
      expect(rodadas.map((bloco) => bloco[0])).toEqual([
        expect.stringMatching(new RegExp(`^Rodada 1 · \\d\\d:\\d\\d · #${conta.rodadas[0]!.codigo}$`)),
        expect.stringMatching(new RegExp(`^Rodada 2 · \\d\\d:\\d\\d · #${conta.rodadas[1]!.codigo}$`)),
      ]);
      const produtos = rodadas.flatMap((bloco) => rotulosEValores(bloco.slice(1), VALOR));
      expect(produtos.map(([rotulo]) => rotulo)).toEqual(['2x Pizza grande', '1x Refrigerante lata']);

      const totais = rotulosEValores(
        blocos.find((bloco) => bloco.some((linha) => linha.startsWith('TOTAL ')))!,
        VALOR,
      );
      const [subtotal, ...resto] = totais;
      const total = resto.pop()!;
      expect(subtotal).toEqual(['Subtotal', 'R$ 127,50']);
      expect(soma(produtos)).toBe(centavos(subtotal![1]));
      expect(resto).toEqual([
        ['Taxa de serviço (opcional) 10%', 'R$ 12,75'],
        ['Couvert 1 x R$ 5,00', 'R$ 5,00'],
      ]);
      expect(total).toEqual(['TOTAL', 'R$ 145,25']);
      expect(centavos(subtotal![1]) + soma(resto)).toBe(centavos(total[1]));
      expect(centavos(total[1])).toBe(Math.round(conta.total * 100));

      // Each payment (the change given apart), then Pago and FALTA: TOTAL − Pago.
      const blocoDosPagamentos = blocos.find((bloco) => bloco.some((linha) => linha.startsWith('FALTA ')))!;
      expect(blocoDosPagamentos).toContain('  Troco: R$ 30,00');
      const pagamentos = rotulosEValores(
        blocoDosPagamentos.filter((linha) => !linha.trim().startsWith('Troco:')),
        VALOR,
      );
      const falta = pagamentos.pop()!;
      const pago = pagamentos.pop()!;
      expect(pagamentos.map(([rotulo, valor]) => `${rotulo.replace(/\d\d:\d\d/, 'hh:mm')}|${valor}`)).toEqual([
        'PIX hh:mm|R$ 50,00',
        'Dinheiro hh:mm|R$ 20,00',
      ]);
      expect(pago[0]).toBe('Pago');
      expect(soma(pagamentos)).toBe(centavos(pago[1]));
      expect(falta).toEqual(['FALTA', 'R$ 75,25']);
      expect(centavos(total[1]) - centavos(pago[1])).toBe(centavos(falta[1]));
      expect(centavos(falta[1])).toBe(Math.round(conta.falta * 100));
    });

    it('when the owner asks for ESC/POS, then the bytes initialise, select code page 860, print the same lines with the table large, and cut', async () => {
      const [texto, escpos] = await Promise.all([
        as(sala.dono).get(caminho(comandaId, `?largura=${largura}`)),
        emBytes(as(sala.dono).get(caminho(comandaId, `?largura=${largura}&formato=escpos`))),
      ]);
      expect(escpos.status).toBe(200);
      expect(escpos.headers['content-type']).toBe('application/octet-stream');
      const dados = escpos.body as Buffer;
      expect([...dados.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      const lido = lerEscpos(dados);
      expect(lido.comandos.indexOf('ESC t 3')).toBeGreaterThanOrEqual(0);
      expect(lido.comandos.indexOf('ESC t 3')).toBeLessThan(lido.comandos.indexOf('GS ! 17'));
      expect(lido.comandos.filter((comando) => comando.startsWith('GS V'))).toHaveLength(1);
      expect(lido.comandos.at(-1)).toMatch(/^GS V/);
      // The same lines, the dash the code page lacks printed as "-".
      const esperadas = linhas(texto.text).map((linha) => linha.replace('—', '-').trim());
      const impressas = lido.texto.split('\n').map((linha) => linha.trim());
      expect(impressas.slice(0, esperadas.length)).toEqual(esperadas);
      expect(impressas).toContain('CONTA - Mesa 7');
    });
  });

  it('when the customer declines the fee and the bill closes, then the paper says the fee was not included and the total has none', async () => {
    const outra = await umaSala({ taxa: 10 });
    const { comanda_id } = (await enviarRodada(outra)).body as { comanda_id: string };
    expect((await pagar(outra, comanda_id, { forma: 'cartao_debito', valor: 60 })).status).toBe(201);
    expect((await as(outra.dono).post(api(apiPaths.comandaFechar({ id: comanda_id })), { incluir_taxa_servico: false })).status).toBe(200);
    const texto = (await as(outra.dono).get(caminho(comanda_id))).text;
    const impressas = linhas(texto);
    expect(impressas).toContain(`Taxa de serviço (opcional) 10%${' '.repeat(48 - 30 - 12)}Não incluída`);
    expect(impressas.find((linha) => linha.startsWith('TOTAL'))).toMatch(/R\$ 60,00$/);
    expect(impressas.find((linha) => linha.startsWith('FALTA'))).toMatch(/R\$ 0,00$/);
    expect(impressas.find((linha) => linha.startsWith('Aberta às'))).toMatch(/^Aberta às \d\d:\d\d, fechada às \d\d:\d\d$/);
  });

  it.each([
    ['?largura=57', 'Largura inválida: use 58 ou 80 (mm).'],
    ['?formato=pdf', 'Formato inválido: use texto ou escpos.'],
  ])('when the query is %s, then 400 says what is accepted', async (query, mensagem) => {
    const response = await as(sala.dono).get(caminho(comandaId, query));
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(mensagem);
  });

  it("when another shop's owner or an unknown id asks, then 404 with nothing printed", async () => {
    const outro = await newOwner();
    for (const response of [await as(outro).get(caminho(comandaId)), await as(sala.dono).get(caminho('nao-existe'))]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Conta não encontrada.');
    }
  });
});
