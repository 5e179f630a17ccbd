import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, isSupportedImage, shrinkScale } from '../src/lib/upload';

describe('pictures shrunk before upload', () => {
  it('when a phone photo is 4000 × 3000, then its long side is brought to 1600 px', () => {
    expect(MAX_IMAGE_SIDE).toBe(1600);
    expect(shrinkScale(4000, 3000)).toBe(0.4);
    expect(shrinkScale(3000, 4000)).toBe(0.4); // portrait: the long side is the height
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
