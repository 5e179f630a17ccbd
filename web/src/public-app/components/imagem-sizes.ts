/**
 * How wide each page draws a product's picture, as `<img sizes>` (and the boot entry's
 * `<link rel=preload imagesizes>`, which must say the same or the preloaded copy goes unused).
 * No React here: the boot entry imports it.
 */

/**
 * The catalogue card: 4 columns of max-w-6xl from lg, 3 from sm, 2 on a phone (about 177 px at
 * 390). On a phone the slot is declared at most 133 px, a third of the 400 copy: a phone with 3
 * device pixels a CSS one would otherwise take the 800 copy, four times the bytes, for a card this
 * small; it takes the 400, a little softer than its screen could show.
 */
export const SIZES_CARD = '(min-width: 1024px) 270px, (min-width: 640px) calc(33vw - 24px), min(calc(50vw - 18px), 133px)';

/** The product page: one column of max-w-5xl (about 470 px) from md, the whole width below. */
export const SIZES_PAGINA_PRODUTO = '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw';
