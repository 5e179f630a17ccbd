import { describe, expect, it } from 'vitest';
import { apiPaths } from '../src/api-paths.js';

describe('apiPaths', () => {
  it('when a path has parameters, then the server mounts its pattern and the web app gets it filled in, URI-encoded', () => {
    expect(apiPaths.admin.lojistaStatus.pattern).toBe('/lojistas/:id/status');
    expect(apiPaths.admin.lojistaStatus({ id: 'a b/c' })).toBe('/lojistas/a%20b%2Fc/status');
    expect(apiPaths.pedidosBloqueio({ telefone: '+55 11' })).toBe('/pedidos/bloqueios/%2B55%2011');
  });
});
