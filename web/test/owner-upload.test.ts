import { describe, expect, it } from 'vitest';
import { IMAGEM_LARGURAS } from '@vitrine/shared/imagens';
import { MAX_IMAGE_SIDE, isSupportedImage, shrinkScale } from '../src/features/owner-upload/upload';

describe('pictures shrunk before upload', () => {
  it('when a phone photo is 4000 × 3000, then its long side is brought to the maximum, portrait or landscape', () => {
    expect(shrinkScale(4000, 3000, 1600)).toBe(0.4);
    expect(shrinkScale(3000, 4000, 1600)).toBe(0.4); // portrait: the long side is the height
    expect(4000 * shrinkScale(4000, 3000)).toBe(MAX_IMAGE_SIDE);
  });

  it("when a picture is shrunk, then it still covers the server's largest copy at twice its width (sharp on dense screens)", () => {
    expect(MAX_IMAGE_SIDE).toBeGreaterThanOrEqual(2 * Math.max(...IMAGEM_LARGURAS));
  });

  it('when a picture is already small, then it is never enlarged', () => {
    expect(shrinkScale(1200, 900)).toBe(1);
    expect(shrinkScale(1600, 1600)).toBe(1);
  });

  it('when the file is not a JPG, PNG or WebP, then it is not shrunk (the type check refuses it as sent)', () => {
    expect(isSupportedImage(new File(['x'], 'foto.gif', { type: 'image/gif' }))).toBe(false);
    expect(isSupportedImage(new File(['x'], 'IMG_1.JPG', { type: '' }))).toBe(true);
    expect(isSupportedImage(new File(['x'], 'logo.webp', { type: 'image/webp' }))).toBe(true);
  });
});
