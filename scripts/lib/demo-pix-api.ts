import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import type { PixApiInput, PixApiResponse } from '@vitrine/shared';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { sessaoDoGoogle } from './auth-emulator.js';
import { DEMO_PIZZARIA } from './seed-tipos-de-loja.js';

/**
 * The demo pizzeria connected to the local bank (issue 45), as its owner connects a bank: signed in
 * with Google on the stack's Auth emulator, then PUT /api/loja/pix-api through the stack's Hosting
 * and the Functions emulator with what the bank handed over (the PSP's cliente.json and
 * cliente.p12), so the connection check, the encryption and the webhook's registration are the
 * product's own. With the PSP paying every charge a few seconds after it is made, a PIX order at
 * /loja/demo-pizzaria turns "Pago" with nobody paying.
 *
 * The local PSP's certificates and credentials are new at every start, so a connection to the
 * local bank a previous start made no longer works: it is made again at every start. A connection
 * to any other address (a bank's sandbox the developer typed on the Pagamentos screen) is left alone.
 */

/** The PSP's cliente.json: exactly what a shop types on the Pagamentos screen. */
interface CredenciaisDoPsp {
  base_url: string;
  token_url: string;
  client_id: string;
  client_secret: string;
  chave: string;
  senha_certificado: string;
}

/** The PSP's client id for the demo: the pizzeria's application at its bank. */
export const DEMO_PIX_API_CLIENT_ID = 'vitrine-demo-pizzaria';
/** The pizzeria's bank key is the key its static PIX code already carries. */
export const DEMO_PIX_API_CHAVE = DEMO_PIZZARIA.atendimento.pix!.chave;

export type DemoPixApi = 'conectada' | 'outro-banco' | 'sem-loja';

/** A connection the local stack made to a local PSP (this start's or an earlier one's). */
const bancoLocal = (baseUrl: string) => new URL(baseUrl).hostname === '127.0.0.1';

export async function connectDemoPixApi(
  db: Firestore,
  { app, authHost, arquivos }: { app: string; authHost: string; arquivos: { credenciais: string; pkcs12: string } },
): Promise<DemoPixApi> {
  // A data folder made before the pizzeria (issue 30) has none: signing its owner in would open a new, empty shop.
  if (!(await slugDoc(db, DEMO_PIZZARIA.slug).get()).exists) return 'sem-loja';
  const url = (path: string) => `${app}${API_BASE}${path}`;
  const { cookie } = await sessaoDoGoogle(authHost, url(apiPaths.sessions), DEMO_PIZZARIA.conta);

  const atual = await fetch(url(apiPaths.lojaPixApi), { headers: { Cookie: cookie } });
  if (!atual.ok) throw new Error(`GET /api/loja/pix-api: HTTP ${atual.status}`);
  const resumo = (await atual.json()) as PixApiResponse;
  if (resumo.conectado && !bancoLocal(resumo.base_url)) return 'outro-banco';

  const credenciais = JSON.parse(readFileSync(arquivos.credenciais, 'utf8')) as CredenciaisDoPsp;
  const corpo: PixApiInput = {
    provedor: 'outro',
    base_url: credenciais.base_url,
    token_url: credenciais.token_url,
    client_id: credenciais.client_id,
    client_secret: credenciais.client_secret,
    certificado: readFileSync(arquivos.pkcs12).toString('base64'),
    senha_certificado: credenciais.senha_certificado,
    chave: credenciais.chave,
  };
  const resposta = await fetch(url(apiPaths.lojaPixApi), {
    method: 'PUT',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  if (!resposta.ok) throw new Error(`PUT /api/loja/pix-api: HTTP ${resposta.status} ${await resposta.text()}`);
  return 'conectada';
}
