import type { CatalogoResponse } from '@vitrine/shared';
import { CatalogoPrimeiraTela } from '../../public-app/embed';
import { LOJA_DEMO_SLUG } from './api';

/**
 * The demo shop's first screen drawn by the public app's own components (the same ones the
 * catalogue page and its server-side HTML use), from the catalogue its link answers: what a
 * customer sees, not a picture of it. A chunk of its own, loaded when the phone nears the screen.
 */
export function DemoLoja({ catalogo }: { catalogo: CatalogoResponse }) {
  return <CatalogoPrimeiraTela catalogo={catalogo} lojaRef={{ slug: LOJA_DEMO_SLUG }} />;
}
