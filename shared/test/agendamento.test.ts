import { describe, expect, it } from 'vitest';
import {
  computeAgendadoPara,
  computeHorariosDisponiveis,
  formatAgendadoPara,
  HORARIO_INDISPONIVEL,
  isHorarioDisponivel,
  type Agendamento,
} from '../src/atendimento/agendamento.js';
import type { Horario } from '../src/atendimento/schema.js';
import { exemplos } from '../../test/support/exemplos.js';

/**
 * Fixed instants, never the clock. São Paulo is UTC−3 all year (no daylight saving since 2019), so
 * `local('2026-11-26T08:00')` is Thursday 08:00 in the shop's time zone whatever the machine's is.
 * November 2026: the 26th is a Thursday, the 27th a Friday, the 28th a Saturday, the 29th a Sunday.
 */
const local = (dataHora: string) => new Date(`${dataHora}:00-03:00`);

const AGENDAMENTO: Agendamento = { ativo: true, antecedencia_min: 0, dias: 2, intervalo_min: 30, somente_agendado: false };
/** Monday to Saturday, 11:00–14:00: a lunch place. */
const ALMOCO: Horario[] = [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '11:00', fecha: '14:00' }));
const SLOTS_DO_ALMOCO = ['11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];

const listar = (horarios: Horario[], agora: Date, agendamento: Partial<Agendamento> = {}) =>
  computeHorariosDisponiveis(horarios, { ...AGENDAMENTO, ...agendamento }, agora).dias;

describe('computeHorariosDisponiveis: the days and their slots', () => {
  it('when the customer looks before opening, then today and the next `dias` days, each with its slots up to before closing', () => {
    expect(listar(ALMOCO, local('2026-11-26T08:00'))).toEqual([
      { data: '2026-11-26', horarios: SLOTS_DO_ALMOCO },
      { data: '2026-11-27', horarios: SLOTS_DO_ALMOCO },
      { data: '2026-11-28', horarios: SLOTS_DO_ALMOCO },
    ]);
  });

  it('when `dias` is 1, then today and tomorrow only', () => {
    expect(listar(ALMOCO, local('2026-11-26T08:00'), { dias: 1 }).map((dia) => dia.data)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('when the shop is closed on some days, then those days are left out', () => {
    const sabado: Horario[] = [{ dia: 6, abre: '09:00', fecha: '12:00' }];
    expect(listar(sabado, local('2026-11-26T08:00'), { dias: 7, intervalo_min: 60 })).toEqual([
      { data: '2026-11-28', horarios: ['09:00', '10:00', '11:00'] },
    ]);
    // Sunday the 29th is closed: the list ends on Saturday although `dias` reaches Sunday.
    expect(listar(ALMOCO, local('2026-11-27T08:00'), { dias: 2 }).map((dia) => dia.data)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('when no day in reach has a window, then the list is empty', () => {
    expect(listar([{ dia: 6, abre: '09:00', fecha: '12:00' }], local('2026-11-26T08:00'), { dias: 1 })).toEqual([]);
  });

  it.each([
    [15, ['11:00', '11:15', '11:30', '11:45']],
    [30, ['11:00', '11:30']],
    [60, ['11:00']],
  ] as const)('when the interval is %i minutes, then a window 11:00–12:00 has the slots %j', (intervalo_min, horarios) => {
    expect(listar([{ dia: 5, abre: '11:00', fecha: '12:00' }], local('2026-11-26T08:00'), { intervalo_min })).toEqual([
      { data: '2026-11-27', horarios },
    ]);
  });

  it('when a window opens off the hour, then its slots count from the opening', () => {
    expect(listar([{ dia: 5, abre: '08:45', fecha: '11:00' }], local('2026-11-26T08:00'), { intervalo_min: 60 })).toEqual([
      { data: '2026-11-27', horarios: ['08:45', '09:45', '10:45'] },
    ]);
  });

  it('when two windows overlap, then each slot is listed once, in order', () => {
    const horarios: Horario[] = [
      { dia: 5, abre: '11:00', fecha: '13:00' },
      { dia: 5, abre: '12:00', fecha: '14:00' },
    ];
    expect(listar(horarios, local('2026-11-26T08:00'), { intervalo_min: 60 })).toEqual([
      { data: '2026-11-27', horarios: ['11:00', '12:00', '13:00'] },
    ]);
  });

  it('when the shop has no hours (always open), then every slot of the day', () => {
    const [hoje, amanha] = listar([], local('2026-11-26T22:50'), { dias: 1, intervalo_min: 15 });
    expect(hoje).toEqual({ data: '2026-11-26', horarios: ['23:00', '23:15', '23:30', '23:45'] });
    expect(amanha!.horarios).toHaveLength(96);
    expect(amanha!.horarios.at(-1)).toBe('23:45');
  });

  it('when scheduling is off, then no slots at all', () => {
    expect(listar(ALMOCO, local('2026-11-26T08:00'), { ativo: false })).toEqual([]);
  });
});

describe('computeHorariosDisponiveis: windows across midnight', () => {
  /** Friday 18:00 to Saturday 02:00. */
  const NOITE: Horario[] = [{ dia: 5, abre: '18:00', fecha: '02:00' }];

  it("when a window crosses midnight, then its late slots are listed on the next day's date, the closing minute left out", () => {
    expect(listar(NOITE, local('2026-11-27T17:00'), { dias: 1, intervalo_min: 60 })).toEqual([
      { data: '2026-11-27', horarios: ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'] },
      { data: '2026-11-28', horarios: ['00:00', '01:00'] },
    ]);
  });

  it("when it is past midnight inside yesterday's window, then today's remaining slots of that window", () => {
    expect(listar(NOITE, local('2026-11-28T00:20'), { dias: 1 })).toEqual([{ data: '2026-11-28', horarios: ['00:30', '01:00', '01:30'] }]);
  });

  it("when Saturday's window crosses into the week's start, then its late slots are Sunday's", () => {
    const sabadoANoite: Horario[] = [{ dia: 6, abre: '22:00', fecha: '01:00' }];
    expect(listar(sabadoANoite, local('2026-11-28T08:00'), { dias: 1, intervalo_min: 60 })).toEqual([
      { data: '2026-11-28', horarios: ['22:00', '23:00'] },
      { data: '2026-11-29', horarios: ['00:00'] },
    ]);
  });

  it('when a window crossing midnight is the last day in reach, then its slots after midnight are out of reach', () => {
    expect(listar(NOITE, local('2026-11-26T08:00'), { dias: 1, intervalo_min: 60 }).map((dia) => dia.data)).toEqual(['2026-11-27']);
  });
});

describe("computeHorariosDisponiveis: today's past slots and the antecedence", () => {
  it("when the customer looks at 12:10, then today's slots start at 12:30", () => {
    const [hoje] = listar(ALMOCO, local('2026-11-26T12:10'));
    expect(hoje).toEqual({ data: '2026-11-26', horarios: ['12:30', '13:00', '13:30'] });
  });

  it('when now is a slot to the second, then it is still listed; thirty seconds later, then it is not', () => {
    expect(listar(ALMOCO, local('2026-11-26T12:00'))[0]!.horarios[0]).toBe('12:00');
    expect(listar(ALMOCO, new Date('2026-11-26T12:00:30-03:00'))[0]!.horarios[0]).toBe('12:30');
  });

  it('when the antecedence is 60 minutes at 12:10, then the first slot is at or after 13:10', () => {
    expect(listar(ALMOCO, local('2026-11-26T12:10'), { antecedencia_min: 60 })[0]).toEqual({ data: '2026-11-26', horarios: ['13:30'] });
    expect(listar(ALMOCO, local('2026-11-26T12:00'), { antecedencia_min: 60 })[0]).toEqual({
      data: '2026-11-26',
      horarios: ['13:00', '13:30'],
    });
  });

  it("when the antecedence passes today's closing, then today is left out and tomorrow is whole", () => {
    expect(listar(ALMOCO, local('2026-11-26T12:10'), { antecedencia_min: 120 })).toEqual([
      { data: '2026-11-27', horarios: SLOTS_DO_ALMOCO },
      { data: '2026-11-28', horarios: SLOTS_DO_ALMOCO },
    ]);
  });

  it('when the antecedence is 2880 minutes (two days), then the first slot is two days on, from the same time', () => {
    expect(listar(ALMOCO, local('2026-11-26T12:10'), { antecedencia_min: 2880, dias: 3 })).toEqual([
      { data: '2026-11-28', horarios: ['12:30', '13:00', '13:30'] },
    ]);
  });
});

describe('isHorarioDisponivel (an order’s agendado_para)', () => {
  const AGORA = local('2026-11-26T12:10');

  it('when it is a listed slot, then true, in São Paulo’s offset or any other naming the same instant', () => {
    expect(isHorarioDisponivel(ALMOCO, AGENDAMENTO, AGORA, '2026-11-28T11:30:00-03:00')).toBe(true);
    expect(isHorarioDisponivel(ALMOCO, AGENDAMENTO, AGORA, '2026-11-28T14:30:00Z')).toBe(true);
    expect(isHorarioDisponivel(ALMOCO, AGENDAMENTO, AGORA, '2026-11-28T14:30:00.000Z')).toBe(true);
    expect(isHorarioDisponivel(ALMOCO, AGENDAMENTO, AGORA, '2026-11-26T12:30-03:00')).toBe(true);
  });

  it.each([
    ['between two slots', '2026-11-28T11:15:00-03:00'],
    ['off the minute', '2026-11-28T11:30:20-03:00'],
    ['today, already past', '2026-11-26T12:00:00-03:00'],
    ['at the closing minute', '2026-11-28T14:00:00-03:00'],
    ['on a closed day', '2026-11-29T11:30:00-03:00'],
    ['beyond the days in reach', '2026-11-30T11:30:00-03:00'],
    ['without an offset', '2026-11-28T11:30:00'],
    ['a date alone', '2026-11-28'],
    ['not a date', 'amanhã ao meio-dia'],
    ['an impossible date', '2026-13-40T11:30:00-03:00'],
  ])('when it is %s, then false', (_caso, agendadoPara) => {
    expect(isHorarioDisponivel(ALMOCO, AGENDAMENTO, AGORA, agendadoPara)).toBe(false);
  });

  it('when scheduling is off, then even a slot of the hours is refused; the refusal reads HORARIO_INDISPONIVEL', () => {
    expect(isHorarioDisponivel(ALMOCO, { ...AGENDAMENTO, ativo: false }, AGORA, '2026-11-28T11:30:00-03:00')).toBe(false);
    expect(HORARIO_INDISPONIVEL).toBe('Horário indisponível para agendamento. Escolha outro horário.');
  });
});

describe('computeAgendadoPara and formatAgendadoPara', () => {
  it("when the checkout picks a day and a slot, then the ISO instant with São Paulo's offset", () => {
    expect(computeAgendadoPara('2026-11-28', '11:30')).toBe('2026-11-28T11:30:00-03:00');
    expect(computeAgendadoPara('2026-11-29', '00:00')).toBe('2026-11-29T00:00:00-03:00');
  });

  it('when every listed slot is sent back as the checkout sends it, then the server accepts it', () => {
    const agora = local('2026-11-27T17:10');
    const horarios: Horario[] = [...ALMOCO, { dia: 5, abre: '18:00', fecha: '02:00' }];
    const agendamento = { ...AGENDAMENTO, intervalo_min: 15 as const, dias: 3 };
    const dias = computeHorariosDisponiveis(horarios, agendamento, agora).dias;
    const enviados = dias.flatMap(({ data, horarios: slots }) => slots.map((hora) => computeAgendadoPara(data, hora)));
    expect(enviados.length).toBeGreaterThan(50);
    expect(enviados.filter((iso) => !isHorarioDisponivel(horarios, agendamento, agora, iso))).toEqual([]);
  });

  exemplos('when the slot %s is shown, then "%s", in São Paulo time whatever the offset', formatAgendadoPara, [
    ['2026-11-28T11:30:00-03:00', 'Agendado para sáb., 28/11 às 11:30'],
    ['2026-11-28T14:30:00Z', 'Agendado para sáb., 28/11 às 11:30'],
    ['2026-11-29T02:30:00Z', 'Agendado para sáb., 28/11 às 23:30'],
    ['2026-12-07T00:05:00-03:00', 'Agendado para seg., 07/12 às 00:05'],
  ]);

  it('when the stored value is not a date, then it throws rather than print "Invalid Date"', () => {
    expect(() => formatAgendadoPara('ontem')).toThrow(RangeError);
  });
});
