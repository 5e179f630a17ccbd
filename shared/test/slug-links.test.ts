import { describe, expect, it } from 'vitest';
import { catalogoPath, socialLink, whatsappLink } from '../src/links.js';
import { SLUG_PATTERN, normalizeSlug } from '../src/loja/slug.js';

describe('slug (spec §5: a-z, 0-9 and hyphen, 3 to 20)', () => {
  it('lowercases and strips other characters', () => {
    expect(normalizeSlug('Café da Ana!')).toBe('cafdaana');
    expect(normalizeSlug('Loja-Top_2025')).toBe('loja-top2025');
  });

  it('accepts 3 to 20 characters only', () => {
    expect(SLUG_PATTERN.test('abc')).toBe(true);
    expect(SLUG_PATTERN.test('a'.repeat(20))).toBe(true);
    expect(SLUG_PATTERN.test('ab')).toBe(false);
    expect(SLUG_PATTERN.test('a'.repeat(21))).toBe(false);
    expect(SLUG_PATTERN.test('Abc')).toBe(false);
  });
});

describe('links', () => {
  it('builds a wa.me link with digits only and the text URL-encoded', () => {
    expect(whatsappLink('+55 (11) 99999-8888', 'Olá! Pedido #A7K2 & mais')).toBe(
      'https://wa.me/5511999998888?text=Ol%C3%A1!%20Pedido%20%23A7K2%20%26%20mais',
    );
  });

  it('uses /loja/{slug} when there is a slug, else /catalogo/{id}', () => {
    expect(catalogoPath('u1', 'demo')).toBe('/loja/demo');
    expect(catalogoPath('u1', '')).toBe('/catalogo/u1');
    expect(catalogoPath('u1', null)).toBe('/catalogo/u1');
  });

  it('keeps http links and prefixes handles with the network', () => {
    expect(socialLink('instagram', 'https://instagram.com/loja')).toBe('https://instagram.com/loja');
    expect(socialLink('instagram', '@cafedaana')).toBe('https://instagram.com/cafedaana');
    expect(socialLink('facebook', 'cafedaana')).toBe('https://facebook.com/cafedaana');
  });
});
