import { describe, expect, it } from 'vitest';
import { fiadoRepository } from '../../functions/src/model/fiado.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { DEMO_FIADOS } from '../../scripts/lib/demo-fiado.js';
import { DEMO_PIZZARIA } from '../../scripts/lib/seed-tipos-de-loja.js';
import { firestoreDoStack } from './browser.js';

/** The demo pizzeria's tabs as a newcomer finds them (issue 46): one near its limit, one settled, each with its statement. */

const db = firestoreDoStack('owner-fiado-demo');

describe('Fiado da pizzaria demo', () => {
  it('when a newcomer opens Fiado, then Dona Cida owes most of her limit and Seu Jorge is settled, each statement adding up', async () => {
    const lojaId = (await slugDoc(db, DEMO_PIZZARIA.slug).get()).get('lojista_id') as string;
    const fiado = fiadoRepository(db);
    const tabs = await fiado.list(lojaId);
    expect(tabs.map(({ nome }) => nome)).toEqual(DEMO_FIADOS.map(({ nome }) => nome));
    const [cida, jorge] = tabs;
    expect(cida!.saldo_centavos / cida!.limite_centavos).toBeGreaterThan(0.8);
    expect(cida!.saldo_centavos).toBeLessThanOrEqual(cida!.limite_centavos);
    expect(jorge!.saldo_centavos).toBe(0);
    for (const tab of tabs) {
      const lancamentos = await fiado.lancamentos(lojaId, tab.id);
      expect(lancamentos.length).toBeGreaterThan(0);
      expect(lancamentos.at(-1)!.saldo_centavos).toBe(tab.saldo_centavos);
    }
  });
});
