import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';
import { createPreviewApp } from './preview-app.js';

// São Paulo: closest to the shops and their customers.
setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB' }, createApp());

/** Catalogue and product pages with their link-preview tags (Hosting rewrites /loja/** and /catalogo/** here). */
export const preview = onRequest({ memory: '256MiB' }, createPreviewApp());
