import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * The picture's dominant colour is `cor` ('#B45309'), each channel within 16 (sharp finds it by
 * histogram bins of that width): an icon drawn on the shop's colour.
 */
export async function expectCorDominante(imagem: Buffer, cor: string) {
  const { dominant } = await sharp(imagem).stats();
  const canais = [1, 3, 5].map((inicio) => parseInt(cor.slice(inicio, inicio + 2), 16));
  expect([dominant.r, dominant.g, dominant.b]).toEqual(canais.map((canal) => expect.closeTo(canal, -1.5)));
}
