import { describe, expect, it } from 'vitest';
import { linhaDasEscritas, padraoDoDocumento, registroDeEscritas } from '../../../scripts/lib/escritas.js';
import { exemplos } from '../../../test/support/exemplos.js';

describe('bench de escritas: o registro por documento e segundo virtual', () => {
  exemplos('names each id of a path by its collection, and any other id {id}: %s is %s', padraoDoDocumento, [
    ['estatisticas/2026-11-23', 'estatisticas/{dia}'],
    ['lojistas/abc', 'lojistas/{lojaId}'],
    ['lojistas/abc/estatisticas/2026-11-23', 'lojistas/{lojaId}/estatisticas/{dia}'],
    ['lojistas/abc/visitantes/2026-11-23_v1', 'lojistas/{lojaId}/visitantes/{dia}_{visitante}'],
    ['lojistas/abc/pedidos/x9', 'lojistas/{lojaId}/pedidos/{id}'],
  ]);

  it('when writes arrive during a warm-up (no second set), then they are not counted', () => {
    const registro = registroDeEscritas();
    registro.gravar(['estatisticas/d']);
    registro.segundo = 0;
    registro.gravar(['lojistas/a']);
    expect(registro.ranking()).toEqual([{ padrao: 'lojistas/{lojaId}', porSegundo: 1, picoEmUmSegundo: 1, documentos: 1 }]);
  });

  it('ranks patterns by their busiest document, its writes averaged over every second measured, with the peak second', () => {
    const registro = registroDeEscritas();
    registro.segundo = 0;
    registro.gravar(['estatisticas/d', 'lojistas/a', 'lojistas/a/estatisticas/d']);
    registro.gravar(['estatisticas/d', 'lojistas/b']);
    registro.segundo = 1;
    registro.gravar(['estatisticas/d', 'lojistas/a']);
    registro.segundo = 2;
    registro.segundo = 3;
    expect(registro.ranking()).toEqual([
      { padrao: 'estatisticas/{dia}', porSegundo: 3 / 4, picoEmUmSegundo: 2, documentos: 1 },
      { padrao: 'lojistas/{lojaId}', porSegundo: 2 / 4, picoEmUmSegundo: 1, documentos: 2 },
      { padrao: 'lojistas/{lojaId}/estatisticas/{dia}', porSegundo: 1 / 4, picoEmUmSegundo: 1, documentos: 1 },
    ]);
    registro.limpar();
    expect(registro.ranking()).toEqual([]);
  });

  it('ends the bench with the figure to one decimal', () => {
    expect(linhaDasEscritas(1110)).toBe('escritas por documento por segundo (máx): 1110.0');
    expect(linhaDasEscritas(0.96)).toBe('escritas por documento por segundo (máx): 1.0');
  });
});
