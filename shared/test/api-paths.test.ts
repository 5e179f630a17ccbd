import { describe, expect, it } from 'vitest';
import { apiPaths, lojaRefPath, pagePaths } from '../src/api-paths.js';
import { pageFilePaths } from '../src/page-file-paths.js';
import { catalogoPath, produtoPagePath } from '../src/links.js';

describe('apiPaths', () => {
  it('when a path has parameters, then the server mounts its pattern and the web app gets it filled in, URI-encoded', () => {
    expect(apiPaths.admin.lojistaStatus.pattern).toBe('/lojistas/:id/status');
    expect(apiPaths.admin.lojistaStatus({ id: 'a b/c' })).toBe('/lojistas/a%20b%2Fc/status');
    expect(apiPaths.pedidosBloqueio({ telefone: '+55 11' })).toBe('/pedidos/bloqueios/%2B55%2011');
  });

  it('when a parameter sits inside a segment, then it ends at the first character no word has', () => {
    expect(pageFilePaths.lojaIcone.pattern).toBe('/loja/:slug/icone-:nome.png');
    expect(pageFilePaths.lojaIcone({ slug: 'cafe', nome: 'maskable' })).toBe('/loja/cafe/icone-maskable.png');
  });

  it('when a shop is named by its link or by its id, then lojaRefPath fills the pair member that names it so', () => {
    expect(lojaRefPath({ slug: 'cafe' }, apiPaths.lojaCupom, apiPaths.catalogoCupom, { codigo: 'BEM VINDO' })).toBe(
      '/loja/cafe/cupom/BEM%20VINDO',
    );
    expect(lojaRefPath({ lojaId: 'u1' }, apiPaths.lojaCupom, apiPaths.catalogoCupom, { codigo: 'X' })).toBe('/catalogo/u1/cupom/X');
    expect(lojaRefPath({ lojaId: 'u1' }, pagePaths.loja, pagePaths.catalogo)).toBe('/catalogo/u1');
    expect(catalogoPath('u1', 'cafe')).toBe('/loja/cafe');
    expect(catalogoPath('u1')).toBe('/catalogo/u1');
    expect(produtoPagePath('u1', null, 'p 1')).toBe('/catalogo/u1/produto/p%201');
  });
});
