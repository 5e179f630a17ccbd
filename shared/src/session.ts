import type { LojistaStatus } from './plataforma/regras.js';
import type { Papel } from './equipe/papeis.js';
import { z } from './zod.js';

export const SESSION_COOKIE = '__session';

export const sessionRequestSchema = z.strictObject({
  idToken: z.string().min(1, 'Informe o token de login.').max(8192),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** GET /api/users/me */
export interface CurrentUser {
  id: string;
  email: string;
  google_user_data: { name: string; given_name: string; picture: string | null };
  /** Set by the platform admin; the owner area explains a suspended shop with a banner. */
  status: LojistaStatus;
  /** The shop the session acts on (`lojaId`: for its owner, their uid) and the person's role in it: the menu shows what the role may open. */
  loja_id: string;
  papel: Papel;
}

/** GET /api/auth/config: what the web app needs to start the Firebase Auth client. */
export interface AuthClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only in the local stack: the Auth emulator's URL. */
  emulatorUrl: string | null;
}
