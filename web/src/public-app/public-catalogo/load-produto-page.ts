/**
 * The product page's chunk (with its options, gallery and add button): outside the catalogue's
 * first download (issue 26), fetched on intent, when a card is touched, hovered or focused, when
 * the page is opened, or at once on a product link (src/main.tsx). No React here: the boot entry
 * imports it.
 */
export const loadProdutoPage = () => import('./ProdutoPage');

/**
 * Fetches the product page's chunk the first time a card (an <article>, as the catalogue draws its
 * products) is hovered, touched or focused. Listens on the document, so the cards stay the same
 * markup the server draws and the landing's demo reuses. Returns what stops listening.
 */
export function loadProdutoPageOnIntent(): () => void {
  const events = ['pointerover', 'pointerdown', 'focusin'] as const;
  const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent, true));
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('article')) return;
    stop();
    void loadProdutoPage();
  }
  events.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}
