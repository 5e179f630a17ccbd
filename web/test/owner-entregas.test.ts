import { describe, expect, it } from 'vitest';
import { podeAbrir, telaInicial, telasDo } from '../src/features/owner-shell/menu';

describe('the driver in the owner menu (issue 46)', () => {
  it('when a driver signs in, then their deliveries are their first and only screen; Entregadores is the counter’s', () => {
    expect(telaInicial('entregador')).toBe('/entregas');
    expect(telasDo('entregador').map(({ to }) => to)).toEqual(['/entregas']);
    for (const tela of ['/pedidos', '/entregadores', '/cozinha', '/garcom']) expect(podeAbrir('entregador', tela)).toBe(false);
    for (const papel of ['dono', 'gerente', 'atendente'] as const) {
      expect(podeAbrir(papel, '/entregadores')).toBe(true);
      expect(podeAbrir(papel, '/entregas')).toBe(false);
    }
    expect(podeAbrir('cozinha', '/entregadores')).toBe(false);
    expect(podeAbrir('garcom', '/entregadores')).toBe(false);
  });
});
