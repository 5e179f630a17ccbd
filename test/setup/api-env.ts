import { inject } from 'vitest';

// The Admin SDK reads the emulator hosts from the environment when the app is built.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.GCLOUD_PROJECT = 'demo-vitrine';

// Every request of the API suite comes from 127.0.0.1: the per-IP limits (config/env.ts) are
// raised here, and the rate-limit tests build their own app with small ones.
for (const nome of ['RATE_LIMIT_PEDIDOS', 'RATE_LIMIT_EVENTOS', 'RATE_LIMIT_UPLOADS']) process.env[nome] ??= '1000000';
