import { inject } from 'vitest';

// The Admin SDK reads the emulator hosts from the environment when the app is built.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
process.env.GCLOUD_PROJECT = 'demo-vitrine';
