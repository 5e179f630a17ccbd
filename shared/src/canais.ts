import { z } from './zod.js';

/**
 * The shop's sales channels (issue 32): its product feeds for Meta (Instagram and WhatsApp
 * catalogue) and Google, at /loja/{slug}/feed/meta.csv and /feed/google.xml, which the owner can
 * turn off. GET/PUT /api/loja/canais.
 */
export const canaisSchema = z.strictObject({
  feeds_ativos: z.boolean('Informe se os feeds de produtos ficam ligados.'),
});
export type Canais = z.output<typeof canaisSchema>;
