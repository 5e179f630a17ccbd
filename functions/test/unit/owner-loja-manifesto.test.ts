import { describe, expect, it } from 'vitest';
import { manifestoDoGestor } from '../../src/features/owner-loja/manifesto.js';

describe('the Gestor app’s manifest', () => {
  it('when the shop has a name, then the app is named after it, opens on Pedidos with its own icons and covers the owner screens', () => {
    const manifesto = manifestoDoGestor('  Café   da Ana ');
    expect(manifesto).toMatchObject({
      id: '/gestor',
      name: 'Café da Ana · Gestor Vitrine',
      short_name: 'Gestor',
      start_url: '/pedidos',
      scope: '/',
    });
    expect(manifesto.icons.map(({ src }) => src)).toEqual([
      '/icons/gestor-192.png',
      '/icons/gestor-512.png',
      '/icons/gestor-maskable-512.png',
    ]);
    expect(manifesto.icons.some(({ purpose }) => purpose === 'maskable')).toBe(true);
  });

  it('when the name is blank, then plain "Gestor Vitrine"', () => {
    expect(manifestoDoGestor('   ').name).toBe('Gestor Vitrine');
  });
});
