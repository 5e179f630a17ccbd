import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../src/platform/calendar.js';
import { createAdmin } from './admin-helpers.js';
import { isolatedApp, signInOwner, newGoogleAccount } from '../../../test/support/api.js';
import { atividadesCollection } from '../../src/model/atividades.js';
import { migrateEstatisticasDaPlataforma } from '../../src/jobs/migrate-estatisticas.js';
import {
  campoDoDia,
  estatisticaDaPlataformaLegadaDoc,
  estatisticasDaPlataformaLegadasCollection,
  estatisticaMensalDocs,
  readEstatisticaMensal,
} from '../../src/model/estatisticas.js';
import { lojistaDoc } from '../../src/model/lojistas.js';
import { foldContagens } from '../../src/jobs/fold-contagens.js';
import { novaLoja } from '../../../test/support/lojas.js';

const platform = isolatedApp('admin-dashboard');
const { app, db } = platform;

let token: string;
const admin = () => ({ Authorization: `Bearer ${token}` });
const get = (path: string) => request(app).get(path).set(admin());

beforeAll(async () => {
  token = await createAdmin(platform);
});

describe('Estatísticas do painel do administrador', () => {
  it('when the platform has no data yet, then every figure is 0', async () => {
    const response = await get('/api/admin/dashboard/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      total_lojistas: 0,
      novos_lojistas_mes: 0,
      lojistas_ativos: 0,
      total_pedidos: 0,
      pedidos_hoje: 0,
      valor_total_pedidos: 0,
      receita_total: 0,
      receita_mes: 0,
      produtos_total: 0,
      taxa_conversao: 0,
    });
  });

  it("when owners, their counters and the month's shards exist, then the figures add them up over every shard", async () => {
    const haDoisMeses = Timestamp.fromMillis(Date.now() - 62 * 24 * 3600_000);
    const batch = db.batch();
    batch.set(lojistaDoc(db, 'a'), {
      status: 'ativo',
      criado_em: Timestamp.now(),
      total_produtos: 5,
      total_pedidos: 2,
      valor_total_pedidos_centavos: 4990,
      total_pedidos_aceitos: 1,
      receita_total_centavos: 990,
    });
    batch.set(lojistaDoc(db, 'b'), {
      status: 'suspenso',
      criado_em: haDoisMeses,
      total_produtos: 3,
      total_pedidos: 10,
      valor_total_pedidos_centavos: 100_000,
      total_pedidos_aceitos: 4,
      receita_total_centavos: 50_000,
    });
    batch.set(lojistaDoc(db, 'c'), { status: 'ativo', criado_em: Timestamp.now() });
    const hoje = dayKey(new Date());
    // Today's figures split over two of the month's 16 shards, plus an earlier day of the month (the
    // fold writes one shard at random per transaction); another month's shard is not this month's.
    const hojeEm = (pedidos: number, valor_centavos: number, visitas: number) => ({
      [campoDoDia('pedidos', hoje)]: pedidos,
      [campoDoDia('valor_centavos', hoje)]: valor_centavos,
      [campoDoDia('pedidos_aceitos', hoje)]: 1,
      [campoDoDia('receita_centavos', hoje)]: 500,
      [campoDoDia('visitas', hoje)]: visitas,
    });
    const outroDia = `${hoje.slice(0, 8)}${hoje.endsWith('-01') ? '02' : '01'}`;
    const [primeiro, , , quarto] = estatisticaMensalDocs(db, hoje.slice(0, 7));
    batch.set(primeiro!, {
      ...hojeEm(1, 990, 10),
      pedidos: 1,
      valor_centavos: 990,
      pedidos_aceitos: 1,
      receita_centavos: 500,
      visitas: 10,
    });
    batch.set(quarto!, {
      ...hojeEm(1, 4000, 20),
      [campoDoDia('pedidos', outroDia)]: 1,
      [campoDoDia('valor_centavos', outroDia)]: 1000,
      [campoDoDia('visitas', outroDia)]: 20,
      pedidos: 2,
      valor_centavos: 5000,
      pedidos_aceitos: 1,
      receita_centavos: 500,
      visitas: 40,
    });
    batch.set(estatisticaMensalDocs(db, '2000-01')[3]!, { pedidos: 99, valor_centavos: 99_999, visitas: 1 });
    await batch.commit();

    // Received: 3 orders of R$ 59,90 this month; accepted: 2 of R$ 10,00.
    const mes = { aceitos: 2, receita: 10, visitas: 50 };
    const response = await get('/api/admin/dashboard/stats');
    expect(response.body).toEqual({
      total_lojistas: 3,
      novos_lojistas_mes: 2,
      lojistas_ativos: 2,
      total_pedidos: 12,
      pedidos_hoje: 2,
      valor_total_pedidos: 1049.9,
      receita_total: 509.9,
      receita_mes: mes.receita,
      produtos_total: 8,
      taxa_conversao: Math.round((mes.aceitos / mes.visitas) * 10_000) / 100,
    });
  });
});

describe('Migração dos dias da plataforma (issue 15)', () => {
  it('when legacy platform days exist, then the migration moves them into the month shards once, even run twice at once, and deletes them', async () => {
    const hoje = dayKey(new Date());
    const antes = (await get('/api/admin/dashboard/stats')).body;
    await estatisticaDaPlataformaLegadaDoc(db, hoje).set({ pedidos: 4, valor_centavos: 10_050, visitas: 7 });
    await estatisticaDaPlataformaLegadaDoc(db, '2001-02-03').set({ pedidos: 1, valor_centavos: 100, visitas: 1 });

    const movidos = await Promise.all([migrateEstatisticasDaPlataforma(db), migrateEstatisticasDaPlataforma(db)]);
    expect(movidos[0] + movidos[1]).toBeGreaterThanOrEqual(2);
    expect(await migrateEstatisticasDaPlataforma(db)).toBe(0);
    expect((await estatisticasDaPlataformaLegadasCollection(db).get()).size).toBe(0);
    const depois = (await get('/api/admin/dashboard/stats')).body;
    // Legacy days counted orders placed, less cancellations: received, never known to be accepted.
    expect(depois.pedidos_hoje).toBe(antes.pedidos_hoje + 4);
    expect(depois.receita_mes).toBe(antes.receita_mes);
    const fevereiro = readEstatisticaMensal(await db.getAll(...estatisticaMensalDocs(db, '2001-02')), '2001-02-03');
    expect(fevereiro).toEqual({
      mes: { pedidos: 1, valor_centavos: 100, pedidos_aceitos: 0, receita_centavos: 0, visitas: 1 },
      dia: { pedidos: 1, valor_centavos: 100, pedidos_aceitos: 0, receita_centavos: 0, visitas: 1 },
    });
  });
});

describe('Estado do sistema e atividades recentes', () => {
  it('when the system status is asked, then Firestore is reachable, the version is known and the last order time is read from the activity log', async () => {
    expect((await get('/api/admin/sistema')).body).toEqual({ firestore: true, versao: 'local', ultimo_pedido_em: null });
    const quando = Timestamp.fromMillis(Date.parse('2026-03-10T15:00:00Z'));
    await atividadesCollection(db).add({ tipo: 'pedido', descricao: 'Pedido de R$ 10,00', criado_em: quando });
    expect((await get('/api/admin/sistema')).body.ultimo_pedido_em).toBe('2026-03-10T15:00:00.000Z');
  });

  it('when a new owner signs up, then one activity is logged, and not again on later sign-ins', async () => {
    const account = newGoogleAccount('Paula Nova');
    await signInOwner(app, account);
    await signInOwner(app, account);
    const novos = ((await get('/api/admin/atividades')).body as Array<{ tipo: string; descricao: string }>).filter(
      (atividade) => atividade.tipo === 'novo_lojista',
    );
    expect(novos).toEqual([
      {
        id: expect.any(String),
        tipo: 'novo_lojista',
        descricao: `Novo lojista cadastrado: Paula Nova (${account.email}).`,
        criado_em: expect.any(String),
      },
    ]);
  });

  it('when there are many activities, then the ten most recent come first', async () => {
    const batch = db.batch();
    for (let minuto = 0; minuto < 12; minuto++) {
      batch.set(atividadesCollection(db).doc(), {
        tipo: 'pedido',
        descricao: `Pedido ${minuto}`,
        criado_em: Timestamp.fromMillis(Date.now() + (minuto + 1) * 60_000),
      });
    }
    await batch.commit();
    const response = await get('/api/admin/atividades');
    expect(response.status).toBe(200);
    expect((response.body as Array<{ descricao: string }>).map((atividade) => atividade.descricao)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Pedido ${11 - index}`),
    );
  });
});

describe('Receita: só pedidos aceitos (issue 24)', () => {
  /** What the admin's figures moved by since `antes`, after the fold: in reais, and the conversion left aside. */
  async function mudou(antes: Record<string, number>) {
    await foldContagens(db);
    const depois = (await get('/api/admin/dashboard/stats')).body as Record<string, number>;
    const campos = ['total_pedidos', 'pedidos_hoje', 'valor_total_pedidos', 'receita_total', 'receita_mes'];
    return Object.fromEntries(campos.map((campo) => [campo, Math.round((depois[campo]! - antes[campo]!) * 100) / 100]));
  }

  it("when a stranger orders 99 × R$ 1.000.000, then the admin's figures count it received but not as revenue; accepting it adds the revenue once, cancelling takes it back", async () => {
    // The shop and the admin allow such an order (the ceiling at its largest): only acceptance guards the revenue.
    const teto = await request(app)
      .put('/api/admin/configuracoes')
      .set(admin())
      .send({ configuracoes: [{ chave: 'pedido_valor_maximo', valor: '99999999' }] });
    expect(teto.status).toBe(200);
    const loja = await novaLoja(app, { produtos: [{ nome: 'Relógio de ouro', preco: 1_000_000, maximo_por_pedido: 99 }] });
    const dono = (body: object, id: string) => request(app).put(`/api/pedidos/${id}`).set('Cookie', loja.cookie).send(body);
    const inicio = (await get('/api/admin/dashboard/stats')).body;
    const pedido = await request(app)
      .post(`/api/catalogo/${loja.lojaId}/pedido`)
      .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 99 }] });
    expect(pedido.status).toBe(201);
    const { pedidos } = (await request(app).get('/api/pedidos').set('Cookie', loja.cookie)).body as { pedidos: { id: string }[] };
    const id = pedidos[0]!.id;
    const recebido = { total_pedidos: 1, pedidos_hoje: 1, valor_total_pedidos: 99_000_000 };
    expect(await mudou(inicio)).toEqual({ ...recebido, receita_total: 0, receita_mes: 0 });

    expect((await dono({ status: 'confirmado' }, id)).status).toBe(200);
    expect((await dono({ status: 'preparando' }, id)).status).toBe(200);
    expect(await mudou(inicio)).toEqual({ ...recebido, receita_total: 99_000_000, receita_mes: 99_000_000 });
    const dashboard = (await request(app).get('/api/dashboard/stats').set('Cookie', loja.cookie)).body;
    expect(dashboard).toMatchObject({
      total_pedidos: 1,
      valor_total_pedidos: 99_000_000,
      total_pedidos_aceitos: 1,
      receita_total: 99_000_000,
    });

    expect((await dono({ status: 'cancelado' }, id)).status).toBe(200);
    expect(await mudou(inicio)).toEqual({ ...recebido, receita_total: 0, receita_mes: 0 });
    expect((await request(app).get('/api/dashboard/stats').set('Cookie', loja.cookie)).body).toMatchObject({
      total_pedidos: 1,
      total_pedidos_aceitos: 0,
      receita_total: 0,
    });
  });

  it('when the owner cancels orders never accepted, one at a time or at once, then the revenue takes nothing back', async () => {
    const loja = await novaLoja(app, { produtos: [{ nome: 'Café', preco: 10 }] });
    const inicio = (await get('/api/admin/dashboard/stats')).body;
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const pedido = await request(app)
        .post(`/api/catalogo/${loja.lojaId}/pedido`)
        .send({ produtos: [{ id: loja.produtos[0]!.id, quantidade: 1 }] });
      expect(pedido.status).toBe(201);
    }
    const lista = (await request(app).get('/api/pedidos').set('Cookie', loja.cookie)).body as { pedidos: { id: string }[] };
    ids.push(...lista.pedidos.map(({ id }) => id));
    expect((await request(app).put(`/api/pedidos/${ids[0]}`).set('Cookie', loja.cookie).send({ status: 'confirmado' })).status).toBe(200);
    expect((await request(app).put(`/api/pedidos/${ids[1]}`).set('Cookie', loja.cookie).send({ status: 'cancelado' })).status).toBe(200);
    const emLote = await request(app)
      .post('/api/pedidos/cancelar')
      .set('Cookie', loja.cookie)
      .send({ ids: [ids[2]] });
    expect(emLote.status).toBe(200);
    expect(await mudou(inicio)).toEqual({ total_pedidos: 3, pedidos_hoje: 3, valor_total_pedidos: 30, receita_total: 10, receita_mes: 10 });
  });
});
