import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { expect } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { acompanhamentoDoc } from '../../src/model/acompanhamentos.js';
import { atividadesCollection } from '../../src/model/atividades.js';
import { catalogoDoc, catalogoPorSlugDoc, paginasCollection } from '../../src/model/catalogos.js';
import { categoriasCollection } from '../../src/model/categorias.js';
import { clientesCollection } from '../../src/model/clientes.js';
import { cupomPorCodigoCollection, cuponsCollection } from '../../src/model/cupons.js';
import { comandasCollection } from '../../src/model/comandas.js';
import { mesasCollection } from '../../src/model/mesas.js';
import { contadoresCollection } from '../../src/model/contadores.js';
import { contagensCollection } from '../../src/model/contagens.js';
import { estatisticasDaLojaCollection } from '../../src/model/estatisticas.js';
import { lojistaDoc, uidDoDono } from '../../src/model/lojistas.js';
import { pedidosCollection } from '../../src/model/pedidos.js';
import { produtosCollection } from '../../src/model/produtos.js';
import { slugDoc } from '../../src/model/slugs.js';
import { visitantesCollection } from '../../src/model/visitantes.js';
import { firebase } from '../../src/platform/firebase.js';
import type { TestApp } from '../../../test/support/api.js';
import { configurarAtendimento, novaLoja, type LojaDeTeste } from '../../../test/support/lojas.js';
import { ENTREGA_NO_CENTRO, umPedido } from '../../../test/support/pedidos.js';

/** A shop with something in every place Vitrine keeps a shop's data, and the tracking token of its order. */
export interface LojaCompleta extends LojaDeTeste {
  token: string;
  imagem: string;
}

/**
 * An owner with a slug, a category, two products (one with an uploaded picture), service settings,
 * a customer's order, a visit folded into the day's figures and one still pending, and a later
 * catalogue page: everything the export must hold and the deletion must remove.
 */
export async function lojaCompleta(app: TestApp, db: Firestore, nome_loja: string): Promise<LojaCompleta> {
  const loja = await novaLoja(app, { nome_loja, produtos: [{ nome: `Bolo da ${nome_loja}`, preco: 20 }] });
  const owner = (method: 'post' | 'put', path: string) => request(app)[method](path).set('Cookie', loja.cookie);

  const upload = await owner('post', '/api/upload/image').attach(
    'image',
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d97706' } })
      .png()
      .toBuffer(),
    {
      filename: 'bolo.png',
      contentType: 'image/png',
    },
  );
  expect(upload.status).toBe(201);
  const imagem = upload.body.url as string;
  const categoria = await owner('post', '/api/categorias').send({ nome: `Doces da ${nome_loja}` });
  expect(categoria.status).toBe(201);
  expect((await owner('post', '/api/cupons').send({ codigo: 'BEMVINDO', tipo: 'valor', valor: 5 })).status).toBe(201);
  const mesas = await owner('post', '/api/mesas/lote').send({ de: 1, ate: 3 });
  expect(mesas.status).toBe(201);
  expect((await owner('put', '/api/loja/salao').send({ ativo: true, taxa_servico_percentual: 10, couvert: null })).status).toBe(200);
  const produto = await owner('post', '/api/produtos').send({
    nome: `Torta da ${nome_loja}`,
    preco: 30,
    imagem_url: imagem,
    categoria_id: categoria.body.id,
  });
  expect(produto.status).toBe(201);
  await configurarAtendimento(app, loja, {
    retirada: true,
    entrega: true,
    bairros: [{ nome: 'Centro', taxa: 5 }],
    formas_pagamento: ['dinheiro'],
  });

  const pedido = await request(app)
    .post(`/api/loja/${loja.slug}/pedido`)
    .send(
      umPedido({
        produtos: [{ id: produto.body.id, quantidade: 1 }],
        cliente: { nome: `Cliente de ${nome_loja}`, telefone: '11912345678' },
        entrega: ENTREGA_NO_CENTRO,
      }),
    );
  expect(pedido.status).toBe(201);
  const token = (pedido.body.acompanhamento as string).split('/').at(-1)!;
  // A round at Mesa 1: its bill (comandas) is the shop's too.
  const [mesa] = mesas.body.mesas as { id: string; codigo: string }[];
  const rodada = await request(app)
    .post(`/api/loja/${loja.slug}/mesa/${mesa!.id}/pedido?c=${mesa!.codigo}`)
    .send({ produtos: [{ id: produto.body.id, quantidade: 1 }] });
  expect(rodada.status).toBe(201);

  const visita = () =>
    request(app)
      .post(`/api/catalogo/${loja.lojaId}/eventos`)
      .set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36')
      .send({ tipo: 'visita', visitante: `v_${Math.random().toString(16).slice(2, 18)}` });
  expect((await visita()).status).toBeLessThan(300);
  await foldContagens(db);
  expect((await visita()).status).toBeLessThan(300);
  // The catalogue's later pages exist from 200 products on: one stands for them here.
  await paginasCollection(db, loja.lojaId).doc('p1').set({ produtos: [] });
  return { ...loja, produtos: [...loja.produtos, produto.body], token, imagem };
}

/**
 * Every place a shop's data lives (each model module's path), with what it holds now: what the
 * deletion test enumerates. The local emulator cannot list a document's subcollections, so they are named.
 */
export async function ondeEstaALoja(db: Firestore, imagesDir: string, loja: LojaCompleta) {
  const conta = async (query: FirebaseFirestore.Query) => (await query.get()).size;
  const existe = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).exists;
  return {
    lojista: await existe(lojistaDoc(db, loja.lojaId)),
    produtos: await conta(produtosCollection(db, loja.lojaId)),
    categorias: await conta(categoriasCollection(db, loja.lojaId)),
    cupons: (await conta(cuponsCollection(db, loja.lojaId))) + (await conta(cupomPorCodigoCollection(db, loja.lojaId))),
    mesas: await conta(mesasCollection(db, loja.lojaId)),
    comandas: await conta(comandasCollection(db, loja.lojaId)),
    pedidos: await conta(pedidosCollection(db, loja.lojaId)),
    clientes: await conta(clientesCollection(db, loja.lojaId)),
    contadores: await conta(contadoresCollection(db, loja.lojaId)),
    estatisticas: await conta(estatisticasDaLojaCollection(db, loja.lojaId)),
    visitantes: await conta(visitantesCollection(db, loja.lojaId)),
    contagens: await conta(contagensCollection(db).where('lojista_id', '==', loja.lojaId)),
    catalogo: await existe(catalogoDoc(db, loja.lojaId)),
    paginas: await conta(paginasCollection(db, loja.lojaId)),
    catalogoPorSlug: await existe(catalogoPorSlugDoc(db, loja.slug)),
    slug: await existe(slugDoc(db, loja.slug)),
    acompanhamento: await existe(acompanhamentoDoc(db, loja.token)),
    atividades: (await atividadesCollection(db).get()).docs.filter((doc) => String(doc.get('descricao')).includes(loja.email)).length,
    imagens: existsSync(join(imagesDir, loja.lojaId)),
    usuario: await firebase()
      .auth.getUser(uidDoDono(loja.lojaId))
      .then(() => true)
      .catch(() => false),
  };
}

/** What ondeEstaALoja answers once the shop is deleted: nothing anywhere. */
export const NADA = {
  lojista: false,
  produtos: 0,
  categorias: 0,
  cupons: 0,
  mesas: 0,
  comandas: 0,
  pedidos: 0,
  clientes: 0,
  contadores: 0,
  estatisticas: 0,
  visitantes: 0,
  contagens: 0,
  catalogo: false,
  paginas: 0,
  catalogoPorSlug: false,
  slug: false,
  acompanhamento: false,
  atividades: 0,
  imagens: false,
  usuario: false,
};
