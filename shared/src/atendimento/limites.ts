/**
 * Scheduling's bounds, which both the settings' schema (schema.ts) and the slots' rule
 * (agendamento.ts) read: here, below both, so that neither imports the other.
 */
export const ANTECEDENCIA_MAX_MIN = 2880;
export const DIAS_AGENDAMENTO_MAX = 14;
export const INTERVALOS_AGENDAMENTO = [15, 30, 60] as const;
