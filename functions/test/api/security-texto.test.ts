import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, PedidoDoLojista, PedidosDoLojistaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { ATENDIMENTO_EXEMPLO } from '../../../test/support/atendimento.js';
import { isolatedApp, signInOwner, newGoogleAccount, emBytes } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';

/** A database of its own: nothing here depends on another file's orders. */
const { app } = isolatedApp('seguranca-texto');

/**
 * What must never be stored from a typed text: the control characters but tab and line break
 * (ESC, GS, DLE and NUL are receipt-printer commands and string ends), DEL, the C1 controls, and
 * the bidi embeddings, overrides and isolates.
 */
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

let loja: LojaDeTeste;
let resposta: request.Response;
let pedido: PedidoDoLojista;

beforeAll(async () => {
  loja = await novaLoja(app, { nome_loja: 'Padaria Texto', produtos: [{ nome: 'Pao de queijo', preco: 26 }] });
  await configurarAtendimento(app, loja, ATENDIMENTO_EXEMPLO);
  // ESC, GS and DLE (where a printer's commands start), NUL, BEL, DEL, a C1 control and every bidi control, as a crafted order sends them.
  resposta = await request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send({
      produtos: [{ id: loja.produtos[0]!.id, quantidade: 1, observacao: 'bem\u001b\u0000 passado\u202e' }],
      cliente: { nome: '\u202eMaria\u001b da\u0000 Silva\u202c\u2066\u2069', telefone: '11912345678' },
      entrega: {
        tipo: 'entrega',
        bairro: 'Centro',
        endereco: 'Rua\u0010 das Flores\u007f, 123\u0085',
        complemento: 'ap\u001d 4\u202a\u202b',
        referencia: 'perto\u2067 da padaria\u2068',
      },
      pagamento: { forma: 'pix' },
      observacao: 'Tocar\u001d a campainha\r\nportao\u0007 azul\u202d',
    });
  expect(resposta.status, JSON.stringify(resposta.body)).toBe(201);
  const lista = await request(app).get(`/api${apiPaths.pedidos}`).set('Cookie', loja.cookie);
  expect(lista.status).toBe(200);
  pedido = (lista.body as PedidosDoLojistaResponse).pedidos.find((candidato) => candidato.codigo === resposta.body.codigo)!;
});

describe('Texto digitado sem caracteres de controle', () => {
  it('when an order carries control characters and bidi overrides in the name, the notes and the address, then the owner’s list shows them clean', () => {
    expect(pedido.cliente?.nome).toBe('Maria da Silva');
    expect(pedido.observacao).toBe('Tocar a campainha\nportao azul');
    expect(pedido.entrega).toMatchObject({
      endereco: 'Rua das Flores, 123',
      complemento: 'ap 4',
      referencia: 'perto da padaria',
    });
    expect(pedido.itens[0]).toMatchObject({ observacao: 'bem passado' });
    expect(JSON.stringify(pedido)).not.toMatch(/\\u00[01]|\\u007f|\u202e|\u2066/i);
  });

  it('when that order’s WhatsApp text and its tickets are made, then they carry no control character: the text ticket none, the ESC/POS one the clean name', async () => {
    const whatsapp = resposta.body.texto_whatsapp as string;
    expect(whatsapp).toContain('Maria da Silva');
    expect(whatsapp).not.toMatch(CONTROLE);

    const texto = await request(app)
      .get(`/api${apiPaths.pedidoComanda({ id: pedido.id })}`)
      .set('Cookie', loja.cookie);
    expect(texto.status).toBe(200);
    expect(texto.text).not.toMatch(CONTROLE);
    expect(texto.text).toContain('Cliente: Maria da Silva');
    expect(texto.text).toContain('Endereço: Rua das Flores, 123');

    const escpos = await emBytes(
      request(app)
        .get(`/api${apiPaths.pedidoComanda({ id: pedido.id })}?formato=escpos`)
        .set('Cookie', loja.cookie),
    );
    expect(escpos.status).toBe(200);
    expect((escpos.body as Buffer).includes('Cliente: Maria da Silva')).toBe(true);
  });
  it('when a Google account’s name carries control characters or a bidi override, then the name the product keeps has none', async () => {
    const { cookie } = await signInOwner(app, newGoogleAccount('\u202eAna\u001b Souza\u2066'));
    const eu = await request(app).get(`/api${apiPaths.usersMe}`).set('Cookie', cookie!);
    expect(eu.status).toBe(200);
    expect((eu.body as CurrentUser).google_user_data.name).toBe('Ana Souza');
  });
});
