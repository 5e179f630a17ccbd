import { describe, expect, it } from 'vitest';
import { imagemSrcset } from '../src/imagens.js';

describe('imagemSrcset: the three stored widths of an upload', () => {
  it('when the URL is the local store’s 800 px copy, then src is the 400 one and srcset lists all three', () => {
    expect(imagemSrcset('/api/imagens/uid1/0a1b2c-800.webp')).toEqual({
      src: '/api/imagens/uid1/0a1b2c-400.webp',
      srcSet: '/api/imagens/uid1/0a1b2c-200.webp 200w, /api/imagens/uid1/0a1b2c-400.webp 400w, /api/imagens/uid1/0a1b2c-800.webp 800w',
    });
  });

  it('when the local URL has an origin or a query string, then every width keeps them', () => {
    expect(imagemSrcset('http://localhost:5000/api/imagens/u/f-800.webp?v=2#x')).toEqual({
      src: 'http://localhost:5000/api/imagens/u/f-400.webp?v=2#x',
      srcSet:
        'http://localhost:5000/api/imagens/u/f-200.webp?v=2#x 200w, http://localhost:5000/api/imagens/u/f-400.webp?v=2#x 400w, http://localhost:5000/api/imagens/u/f-800.webp?v=2#x 800w',
    });
  });

  it('when the URL is Cloud Storage’s download URL of an 800 px copy, then the widths are siblings in the encoded path', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/vitrine.appspot.com/o/imagens%2Fuid1%2F9f8e-800.webp?alt=media';
    const base = 'https://firebasestorage.googleapis.com/v0/b/vitrine.appspot.com/o/imagens%2Fuid1%2F9f8e';
    expect(imagemSrcset(url)).toEqual({
      src: `${base}-400.webp?alt=media`,
      srcSet: `${base}-200.webp?alt=media 200w, ${base}-400.webp?alt=media 400w, ${base}-800.webp?alt=media 800w`,
    });
  });

  it('when the picture has one size only (an upload of before, the old demo, another site), then it comes back as it is', () => {
    for (const url of [
      '/api/imagens/uid1/0a1b2c3d4e5f.webp',
      '/api/imagens/uid1/demo-1.webp',
      'https://firebasestorage.googleapis.com/v0/b/vitrine.appspot.com/o/imagens%2Fuid1%2F9f8e.webp?alt=media',
      'https://cdn.example.com/fotos/bolo-800.webp',
      'https://example.com/x.webp?f=-800.webp',
      '/api/imagens/uid1/foto-800.webp.png',
      '',
    ]) {
      expect(imagemSrcset(url), url).toEqual({ src: url });
    }
  });
});
