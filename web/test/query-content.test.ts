import type { UseQueryResult } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryContent } from '../src/components/ui/QueryContent';

/** A read in one of React Query's states: the fields QueryContent looks at. */
const leitura = (estado: { isPending?: boolean; isLoadingError?: boolean; isRefetchError?: boolean; data?: string }) =>
  ({
    isPending: false,
    isLoadingError: false,
    isRefetchError: false,
    error: new Error('falhou'),
    refetch: () => {},
    ...estado,
  }) as unknown as UseQueryResult<string>;

const tela = (query: UseQueryResult<string>, keepData?: boolean) =>
  renderToStaticMarkup(
    createElement(QueryContent<string>, {
      query,
      keepData,
      errorTitle: 'Não foi possível carregar o salão',
      loading: 'Carregando',
      children: (dados: string) => `Mesas: ${dados}`,
    }),
  );

describe('QueryContent', () => {
  it('when the first read fails, then the failure, with or without keepData', () => {
    expect(tela(leitura({ isLoadingError: true }))).toContain('Não foi possível carregar o salão');
    expect(tela(leitura({ isLoadingError: true }), true)).toContain('Não foi possível carregar o salão');
  });

  it('when a read again fails, then a screen with keepData keeps its data and any other shows the failure', () => {
    const releitura = leitura({ isRefetchError: true, data: '12' });
    expect(tela(releitura, true)).toBe('Mesas: 12');
    expect(tela(releitura)).toContain('Não foi possível carregar o salão');
  });

  it('while the first read is on its way, then the placeholders; once read, the data', () => {
    expect(tela(leitura({ isPending: true }), true)).toBe('Carregando');
    expect(tela(leitura({ data: '3' }))).toBe('Mesas: 3');
  });
});
