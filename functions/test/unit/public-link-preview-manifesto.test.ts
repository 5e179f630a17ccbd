import { describe } from 'vitest';
import { nomeCurto } from '../../src/features/public-link-preview/manifesto.js';
import { exemplos } from '../../../test/support/exemplos.js';

describe('nomeCurto (the name under the home-screen icon)', () => {
  exemplos(
    'when the name is %j, then %j: kept if it fits 12 characters; longer, cut at a word and never ending on a linking word',
    nomeCurto,
    [
      ['  Café   da Ana ', 'Café da Ana'],
      ['Café da Ana e Filhos', 'Café da Ana'],
      ['Doceria da Bia', 'Doceria'],
      ['Pães e Doces Lima', 'Pães e Doces'],
      ['Supermercadoextraordinário', 'Supermercado'],
    ],
  );
});
