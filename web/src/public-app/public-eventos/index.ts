/** What the catalogue pages use of the analytics events: one hook. */
export { useCatalogoEventos } from './eventos';
