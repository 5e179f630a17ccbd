import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Galeria } from '../src/public-app/components/Galeria';
import { ProdutoImage } from '../src/public-app/components/ProdutoImage';

const CARD = '(min-width: 1024px) 270px, 50vw';
/** Each <img>'s attributes, in order (the web tests run without a DOM: the markup is read as text; HTML names are case-insensitive, React writes srcSet). */
const imgs = (html: string) =>
  [...html.matchAll(/<img ([^>]*)\/?>/g)].map(([, atributos]) =>
    Object.fromEntries([...atributos!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, nome, valor]) => [nome!.toLowerCase(), valor])),
  );

describe('ProdutoImage', () => {
  it('when the picture is an upload with three widths, then the img offers them through srcset and the given sizes', () => {
    const [img] = imgs(
      renderToStaticMarkup(createElement(ProdutoImage, { src: '/api/imagens/u/abc-800.webp', alt: 'Bolo', size: 320, sizes: CARD })),
    );
    expect(img).toMatchObject({
      src: '/api/imagens/u/abc-400.webp',
      srcset: '/api/imagens/u/abc-200.webp 200w, /api/imagens/u/abc-400.webp 400w, /api/imagens/u/abc-800.webp 800w',
      sizes: CARD,
      width: '320',
      height: '320',
      loading: 'lazy',
      alt: 'Bolo',
    });
  });

  it('when the picture has one size (an old upload, another site), then the img has no srcset nor sizes', () => {
    const [img] = imgs(
      renderToStaticMarkup(
        createElement(ProdutoImage, { src: 'https://exemplo.com/bolo.jpg', alt: '', size: 64, sizes: '64px', priority: true }),
      ),
    );
    expect(img).toMatchObject({ src: 'https://exemplo.com/bolo.jpg', loading: 'eager' });
    expect(img).not.toHaveProperty('srcset');
    expect(img).not.toHaveProperty('sizes');
  });

  it('when there is no picture, then a square placeholder named by the alt text takes its place', () => {
    const html = renderToStaticMarkup(createElement(ProdutoImage, { src: '', alt: 'Bolo', size: 320, sizes: CARD }));
    expect(imgs(html)).toEqual([]);
    expect(html).toMatch(/<div class="[^"]*aspect-square[^"]*" role="img" aria-label="Bolo">/);
  });
});

describe('Galeria', () => {
  const fotos = ['/api/imagens/u/a-800.webp', '/api/imagens/u/b-800.webp', 'https://exemplo.com/c.jpg'];

  it('when the product has several pictures, then only the cover loads at once and each is named by its place', () => {
    const html = renderToStaticMarkup(createElement(Galeria, { imagens: fotos, alt: 'Bolo de cenoura' }));
    expect(html).toContain('aria-label="Fotos de Bolo de cenoura"');
    expect(imgs(html).map(({ src, alt, loading }) => [src, alt, loading])).toEqual([
      ['/api/imagens/u/a-400.webp', 'Bolo de cenoura', 'eager'],
      ['/api/imagens/u/b-400.webp', 'Bolo de cenoura, foto 2 de 3', 'lazy'],
      ['https://exemplo.com/c.jpg', 'Bolo de cenoura, foto 3 de 3', 'lazy'],
    ]);
  });

  it('when it opens, then the dots name each picture, the first is current, and only the forward arrow shows', () => {
    const html = renderToStaticMarkup(createElement(Galeria, { imagens: fotos, alt: 'Bolo' }));
    expect(
      [...html.matchAll(/aria-label="(Ver foto \d de 3)"( aria-current="true")?/g)].map(([, rotulo, atual]) => [rotulo, !!atual]),
    ).toEqual([
      ['Ver foto 1 de 3', true],
      ['Ver foto 2 de 3', false],
      ['Ver foto 3 de 3', false],
    ]);
    expect(html).toContain('aria-label="Próxima foto"');
    expect(html).not.toContain('aria-label="Foto anterior"');
  });

  it('when the product has one picture or none, then there is no strip, dots or arrows', () => {
    for (const imagens of [[fotos[0]!], []]) {
      const html = renderToStaticMarkup(createElement(Galeria, { imagens, alt: 'Bolo' }));
      expect(html).not.toMatch(/Ver foto|Próxima foto|data-testid="galeria"/);
      expect(html).toContain('aspect-square');
    }
  });
});
