import { z } from './zod.js';

/** An e-mail as every form takes it: trimmed, lower case (so one address is one account). */
export const emailSchema = () =>
  z.string('Informe um e-mail válido.').trim().toLowerCase().max(254, 'E-mail longo demais.').pipe(z.email('Informe um e-mail válido.'));
