import { describe, expect, it } from 'vitest';
import { computeTaxaDeEnvio, findUfDoCep, formatCep, FRETE_A_COMBINAR, ufDiferente, UFS, type Uf } from '../src/atendimento/envio.js';
import { exemplos } from '../../test/support/exemplos.js';

/** The Correios' ranges, written out here apart from the module's table so that a slip in either shows. */
const FAIXAS: [Uf, string, string][] = [
  ['SP', '01000-000', '19999-999'],
  ['RJ', '20000-000', '28999-999'],
  ['ES', '29000-000', '29999-999'],
  ['MG', '30000-000', '39999-999'],
  ['BA', '40000-000', '48999-999'],
  ['SE', '49000-000', '49999-999'],
  ['PE', '50000-000', '56999-999'],
  ['AL', '57000-000', '57999-999'],
  ['PB', '58000-000', '58999-999'],
  ['RN', '59000-000', '59999-999'],
  ['CE', '60000-000', '63999-999'],
  ['PI', '64000-000', '64999-999'],
  ['MA', '65000-000', '65999-999'],
  ['PA', '66000-000', '68899-999'],
  ['AP', '68900-000', '68999-999'],
  ['AM', '69000-000', '69299-999'],
  ['RR', '69300-000', '69399-999'],
  ['AM', '69400-000', '69899-999'],
  ['AC', '69900-000', '69999-999'],
  ['DF', '70000-000', '72799-999'],
  ['GO', '72800-000', '72999-999'],
  ['DF', '73000-000', '73699-999'],
  ['GO', '73700-000', '76799-999'],
  ['RO', '76800-000', '76999-999'],
  ['TO', '77000-000', '77999-999'],
  ['MT', '78000-000', '78899-999'],
  ['MS', '79000-000', '79999-999'],
  ['PR', '80000-000', '87999-999'],
  ['SC', '88000-000', '89999-999'],
  ['RS', '90000-000', '99999-999'],
];

describe('UFS', () => {
  it('when listed, then the 27 states, each once, every one with a CEP range', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(new Set(FAIXAS.map(([uf]) => uf))).toEqual(new Set(UFS));
  });
});

describe('findUfDoCep (the state of a CEP by the Correios ranges)', () => {
  it.each(FAIXAS)('when the CEP is the first or the last of %s’s range %s–%s, then that state', (uf, primeiro, ultimo) => {
    expect(findUfDoCep(primeiro)).toBe(uf);
    expect(findUfDoCep(ultimo)).toBe(uf);
    expect(findUfDoCep(primeiro.replace('-', ''))).toBe(uf);
    expect(findUfDoCep(ultimo.replace('-', ''))).toBe(uf);
  });

  it.each(['78900-000', '78999-999', '00999-999', '00000-000'])(
    'when the CEP %s is between ranges or below the first, then no state',
    (cep) => {
      expect(findUfDoCep(cep)).toBeNull();
    },
  );

  exemplos(
    'when the CEP is typed as %j, then %s: with dots, spaces around or no mask it is read; with letters or the wrong length, null',
    findUfDoCep,
    [
      ['01.001-000', 'SP'],
      [' 01001000 ', 'SP'],
      ['0100100', null],
      ['010010000', null],
      ['01001-00a', null],
      ['', null],
    ],
  );
});

describe('formatCep and ufDiferente', () => {
  exemplos('when %s is typed, then %s: eight digits take the mask 00000-000, fewer the mask so far', formatCep, [
    ['01001000', '01001-000'],
    ['01001-000', '01001-000'],
    ['010010', '01001-0'],
    ['0100', '0100'],
  ]);

  it('when the typed state is not the CEP’s, then the message names both, with the CEP masked', () => {
    expect(ufDiferente('01001000', 'SP', 'RJ')).toBe('O CEP 01001-000 é de SP, não de RJ.');
  });
});

describe('computeTaxaDeEnvio (the shipping fee to a state)', () => {
  const ENVIO = { taxas_por_uf: { SP: 18, RJ: 25, MG: 0 }, taxa_padrao: 40 };

  it("when the shop has the state's fee, then that fee, even a free one", () => {
    expect(computeTaxaDeEnvio(ENVIO, 'RJ')).toEqual({ taxa: 25, a_combinar: false });
    expect(computeTaxaDeEnvio(ENVIO, 'MG')).toEqual({ taxa: 0, a_combinar: false });
  });

  it('when the shop has no fee for the state, then taxa_padrao', () => {
    expect(computeTaxaDeEnvio(ENVIO, 'AM')).toEqual({ taxa: 40, a_combinar: false });
  });

  it('when the shop has no fee for the state and taxa_padrao is null, then 0 and a combinar', () => {
    expect(computeTaxaDeEnvio({ ...ENVIO, taxa_padrao: null }, 'AM')).toEqual({ taxa: 0, a_combinar: true });
    expect(computeTaxaDeEnvio({ ...ENVIO, taxa_padrao: null }, 'SP')).toEqual({ taxa: 18, a_combinar: false });
    expect(FRETE_A_COMBINAR).toBe('Frete a combinar');
  });

  it("when the state is an inherited property's name, then the prototype is not read as a fee", () => {
    expect(computeTaxaDeEnvio({ taxas_por_uf: {}, taxa_padrao: null }, 'constructor' as Uf)).toEqual({ taxa: 0, a_combinar: true });
  });
});
