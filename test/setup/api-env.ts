import webpush from 'web-push';
import { inject } from 'vitest';
import { limitesDeTeste } from './limites.js';

// The Admin SDK reads the emulator hosts from the environment when the app is built.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.GCLOUD_PROJECT = 'demo-vitrine';
// Where the app stores uploads, one folder for the run: files that look at it read inject('imagesDir').
process.env.LOCAL_IMAGES_DIR = inject('imagesDir');
process.env.PIX_CREDENCIAIS_CHAVE_ARQUIVO = inject('pixChavesArquivo');

// Every request of the API suite comes from 127.0.0.1.
limitesDeTeste();

// The suite plays the platform's proxy: requests carry the client's address as the one trusted
// X-Forwarded-For entry (admin-helpers' adminLogin), as behind a single front end (client-ip.ts).
process.env.TRUST_PROXY_HOPS ??= '1';

// The deployment's VAPID pair (config/env.ts), a fresh one per run: GET /api/notificacoes/chave answers its public half.
if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) {
  const vapid = webpush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
}
