import { VISITANTE_PATTERN } from '@vitrine/shared';
import { describe, expect, it } from 'vitest';
import { umRelatorioVazio } from '../../test/support/analytics';
import {
  corDaFatia,
  diasDoGrafico,
  formatCrescimento,
  formatDiaCurto,
  formatDiaLongo,
  formatReais,
  formatReaisCurto,
  formatTaxa,
  readPeriodo,
  origemLabel,
  PALETA,
  semDados,
  tomDoCrescimento,
} from '../src/features/owner-analytics/formato';
import { newVisitante, origemOf } from '../src/public-app/public-eventos/eventos';
import { formatDataHora } from '../src/lib/formato-data';
import { readFiltro, linkDoWhatsapp } from '../src/features/owner-pedidos/formato';

/** Intl puts a no-break space after R$; compare as plain text. */
const plano = (texto: string) => texto.replace(/\s/g, ' ');

describe('analytics formats (spec §9)', () => {
  it('when growth is shown, then it has one decimal, a sign and a colour: green up, red down, grey flat', () => {
    expect(formatCrescimento(12.5)).toBe('+12,5%');
    expect(formatCrescimento(-3)).toBe('−3,0%');
    expect(formatCrescimento(100)).toBe('+100,0%');
    expect(formatCrescimento(0)).toBe('0,0%');
    expect(formatCrescimento(-0.04)).toBe('0,0%'); // rounds to zero: no sign, no colour
    expect(formatCrescimento(1234.56)).toBe('+1.234,6%');
    expect([12.5, -3, 0, -0.04].map(tomDoCrescimento)).toEqual(['green', 'red', 'grey', 'grey']);
  });

  it('when conversion and money are shown, then they have two decimals in pt-BR', () => {
    expect(formatTaxa(2.35)).toBe('2,35%');
    expect(formatTaxa(0)).toBe('0,00%');
    expect(formatTaxa(100)).toBe('100,00%');
    expect(plano(formatReais(1234.5))).toBe('R$ 1.234,50');
    expect(plano(formatReais(0))).toBe('R$ 0,00');
    expect([0, 850, 1200, 2000, 15_750].map(formatReaisCurto)).toEqual(['R$ 0', 'R$ 850', 'R$ 1,2 mil', 'R$ 2 mil', 'R$ 15,8 mil']);
  });

  it('when a day is shown, then it reads dd/MM on the axis and spelled out in the tooltip, whatever the time zone', () => {
    expect(['2025-03-07', '2024-12-31'].map(formatDiaCurto)).toEqual(['07/03', '31/12']);
    expect(['2025-03-07', '2025-12-25'].map(formatDiaLongo)).toEqual(['7 de março', '25 de dezembro']);
  });

  it('when origins are labelled, then they read in pt-BR and the six colours repeat from the seventh slice', () => {
    expect(['whatsapp', 'instagram', 'facebook', 'google', 'direto', 'outros'].map(origemLabel)).toEqual([
      'WhatsApp',
      'Instagram',
      'Facebook',
      'Google',
      'Direto',
      'Outros',
    ]);
    expect(origemLabel('tiktok')).toBe('Outros');
    expect(PALETA).toHaveLength(6);
    expect(new Set(PALETA).size).toBe(6);
    expect(corDaFatia(6)).toBe(corDaFatia(0));
    expect(corDaFatia(7)).toBe(PALETA[1]);
  });

  it('when the URL names a period, then only 7, 30 or 90 are taken; anything else is the default 30', () => {
    const periodos = [7, 30, 90] as const;
    expect(readPeriodo('7', periodos, 30)).toBe(7);
    expect(readPeriodo('90', periodos, 30)).toBe(90);
    expect(readPeriodo(null, periodos, 30)).toBe(30);
    expect(readPeriodo('15', periodos, 30)).toBe(30);
    expect(readPeriodo('abc', periodos, 30)).toBe(30);
  });

  const vazio = {
    ...umRelatorioVazio(['2025-03-02', '2025-03-01']),
    resumo_mensal: { ...umRelatorioVazio([]).resumo_mensal, crescimento_visitas: -100, visitas_unicas_periodo_anterior: 3 },
  };

  it('when nothing happened in the period, then the screen has no data, even if the previous period had some', () => {
    expect(semDados(vazio)).toBe(true);
    expect(semDados({ ...vazio, produtos_mais_visualizados: [{ produto_nome: 'Bolo', visualizacoes: 1 }] })).toBe(false);
    expect(semDados({ ...vazio, produtos_mais_vendidos: [{ produto_nome: 'Brinde', quantidade: 1 }] })).toBe(false);
    expect(semDados({ ...vazio, resumo_mensal: { ...vazio.resumo_mensal, visitas_unicas_mes: 1 } })).toBe(false);
  });

  it('when the charts are fed, then visits, orders and revenue are joined per day, oldest first, with dd/MM labels', () => {
    const dias = diasDoGrafico({
      visitas_por_dia: [
        { data: '2025-03-01', visitas_unicas: 4 },
        { data: '2025-03-02', visitas_unicas: 9 },
      ],
      pedidos_por_dia: [
        { data: '2025-03-02', pedidos: 2, valor_total: 58.5 },
        { data: '2025-03-01', pedidos: 0, valor_total: 0 },
      ],
    });
    expect(dias).toEqual([
      { data: '2025-03-01', rotulo: '01/03', visitas: 4, pedidos: 0, receita: 0 },
      { data: '2025-03-02', rotulo: '02/03', visitas: 9, pedidos: 2, receita: 58.5 },
    ]);
  });
});

describe('orders screen helpers', () => {
  it('when an order is dated, then it reads dd/MM/yyyy às HH:mm in pt-BR', () => {
    expect(formatDataHora('2025-03-07T17:32:00.000Z', 'America/Sao_Paulo')).toBe('07/03/2025 às 14:32');
    expect(formatDataHora('not a date')).toBe('');
  });

  it('when WhatsApp is reopened, then the link has no number and the whole text encoded', () => {
    const texto = 'Pedido #A7K2\n2 × Café & bolo\nTotal: R$ 13,00';
    const link = linkDoWhatsapp(texto);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(texto);
  });

  it('when the URL names a status or todos, then that is the filter; without one (or an unknown one) the open orders', () => {
    expect(readFiltro('entregue')).toBe('entregue');
    expect(readFiltro('pronto_para_retirada')).toBe('pronto_para_retirada');
    expect(readFiltro('todos')).toBe('todos');
    expect(readFiltro(null)).toBe('em_aberto');
    expect(readFiltro('')).toBe('em_aberto');
    expect(readFiltro('pago')).toBe('em_aberto');
  });
});

describe('catalogue events', () => {
  it('when a visitor id is made, then it fits the contract pattern', () => {
    const ids = Array.from({ length: 20 }, newVisitante);
    for (const id of ids) expect(id).toMatch(VISITANTE_PATTERN);
    expect(new Set(ids).size).toBe(20);
  });

  it('when the page has a utm_source, then it is the origin; else another site referrer; same-site or none is empty', () => {
    const pagina = 'https://vitrine.app/loja/demo';
    expect(origemOf(`${pagina}?utm_source=instagram&utm_medium=bio`, 'https://www.google.com/')).toBe('instagram');
    expect(origemOf(pagina, 'https://l.facebook.com/l.php?u=x')).toBe('https://l.facebook.com/l.php?u=x');
    expect(origemOf(pagina, 'https://vitrine.app/dashboard')).toBe('');
    expect(origemOf(pagina, '')).toBe('');
    expect(origemOf(`${pagina}?utm_source=%20`, 'nonsense')).toBe('');
  });
});
