/** What owner-fiado lends to other screens: the tab picker where a sale is paid (the counter's pad, a table's bill). */
export { EscolherFiado, recusaDoFiado } from './EscolherFiado';
export { fiadoKey } from './api';
