import type { MesaPublicaResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { describe, expect, it } from 'vitest';
import { mesasCollection } from '../../functions/src/model/mesas.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { DEMO_MESA_ABERTA } from '../../scripts/lib/demo-salao.js';
import { DEMO_PIZZARIA } from '../../scripts/lib/seed-tipos-de-loja.js';
import { appUrl, firestoreDoStack } from './browser.js';

/** The demo pizzeria's room as a newcomer finds it (issue 44): one table with an evening under way. */

const db = firestoreDoStack('public-mesa-demo');

describe('Salão da pizzaria demo', () => {
  it("when a newcomer scans the demo pizzeria's Mesa 7, then its open bill has two rounds and a partial payment, exact to the cent", async () => {
    const lojaId = (await slugDoc(db, DEMO_PIZZARIA.slug).get()).get('lojista_id') as string;
    const mesa = (await mesasCollection(db, lojaId).where('nome', '==', DEMO_MESA_ABERTA.mesa).limit(1).get()).docs[0]!;
    const response = await fetch(
      appUrl(`/api${apiPaths.lojaMesa({ slug: DEMO_PIZZARIA.slug, id: mesa.id })}?c=${encodeURIComponent(mesa.get('codigo') as string)}`),
    );
    expect(response.status).toBe(200);
    const { comanda } = (await response.json()) as MesaPublicaResponse;
    expect(comanda).toMatchObject({ status: 'aberta', pago: DEMO_MESA_ABERTA.pagamento.valor });
    expect(comanda!.rodadas).toHaveLength(2);
    const centavos = (reais: number) => Math.round(reais * 100);
    const rodadas = comanda!.rodadas.reduce((soma, rodada) => soma + centavos(rodada.total), 0);
    expect(centavos(comanda!.subtotal)).toBe(rodadas);
    expect(centavos(comanda!.total)).toBe(rodadas + centavos(comanda!.taxa_servico) + centavos(comanda!.couvert));
    expect(centavos(comanda!.falta)).toBe(centavos(comanda!.total) - centavos(comanda!.pago));
    expect(comanda!.falta).toBeGreaterThan(0);
  });
});
