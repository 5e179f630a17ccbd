import { describe, expect, it } from 'vitest';
import { CANAIS_RASTREADOS, feedUrls, linkRastreado } from '../src/features/owner-canais/links';

describe('owner-canais links', () => {
  it('when a shop has a slug, then its feeds live under /loja/{slug}', () => {
    expect(feedUrls('https://vitrine.app', 'uid1', 'padaria')).toEqual({
      meta: 'https://vitrine.app/loja/padaria/feed/meta.csv',
      google: 'https://vitrine.app/loja/padaria/feed/google.xml',
    });
  });

  it('when a shop has no slug, then its feeds live under /catalogo/{lojaId}', () => {
    expect(feedUrls('http://localhost:5000/', 'uid1', null)).toEqual({
      meta: 'http://localhost:5000/catalogo/uid1/feed/meta.csv',
      google: 'http://localhost:5000/catalogo/uid1/feed/google.xml',
    });
  });

  it('tags the shop link with the channel in utm_source', () => {
    expect(linkRastreado('https://vitrine.app/loja/padaria', 'qrcode')).toBe('https://vitrine.app/loja/padaria?utm_source=qrcode');
    expect(linkRastreado('https://vitrine.app/loja/padaria?x=1', 'instagram')).toBe(
      'https://vitrine.app/loja/padaria?x=1&utm_source=instagram',
    );
  });

  it('lists one tracked link per channel, the QR code included', () => {
    expect(CANAIS_RASTREADOS.map(({ origem }) => origem)).toEqual(['instagram', 'whatsapp', 'facebook', 'google', 'qrcode']);
  });
});
