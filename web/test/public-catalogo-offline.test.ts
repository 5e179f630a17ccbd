import { describe, expect, it } from 'vitest';
import { ehImagemLocal, ehLeituraDaLoja } from '../src/lib/offline-reads';

describe('what the service worker keeps for offline visits (lib/offline-reads)', () => {
  it('when a page reads a shop by its link or its id, then the read is kept: catalogue, product, pages, search, slots, coupon', () => {
    for (const path of [
      '/api/loja/cafe-da-ana',
      '/api/catalogo/uid1',
      '/api/loja/cafe-da-ana/produto/p1',
      '/api/catalogo/uid1/produto/p1',
      '/api/catalogo/uid1/paginas/2',
      '/api/catalogo/uid1/busca',
      '/api/loja/cafe-da-ana/horarios-disponiveis',
      '/api/catalogo/uid1/cupom/BEMVINDO',
    ])
      expect(ehLeituraDaLoja(path), path).toBe(true);
  });

  it("when the owner's settings share /api/loja/, or a path is an order, tracking or another route, then it is never kept", () => {
    for (const path of [
      '/api/loja/configuracao',
      '/api/loja/atendimento',
      '/api/loja/fidelidade',
      '/api/loja/canais',
      '/api/loja/pausa',
      '/api/loja/cafe-da-ana/pedido',
      '/api/catalogo/uid1/eventos',
      '/api/pedido/token1',
      // A table's QR read: its bill is live, never a copy.
      '/api/loja/cafe-da-ana/mesa/m1',
      '/api/pedidos',
      '/loja/cafe-da-ana',
    ])
      expect(ehLeituraDaLoja(path), path).toBe(false);
  });

  it("when a picture is the local store's, then it is kept; the API's other paths are not pictures", () => {
    expect(ehImagemLocal('/api/imagens/uid1/foto-400.webp')).toBe(true);
    expect(ehImagemLocal('/api/imagensx/a.webp')).toBe(false);
  });
});
