import { randomUUID } from 'node:crypto';
import type { AtendimentoInput, FormaPagamento } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { sessaoDoGoogle, type GoogleAccount } from './auth-emulator.js';

/**
 * A new shop made through a running stack's real path (Hosting → the Functions runtime), as its
 * owner's screens make it, with no browser: Google sign-in on the stack's Auth emulator, the
 * session cookie, the shop's link and WhatsApp, one product and the service settings. For the
 * flows that only need HTTP (security-notificacoes) and the bench's push timing.
 */
export interface LojaNoRuntime {
  lojaId: string;
  slug: string;
  produtoId: string;
  /** An owner call with the session cookie (a write from no browser carries no Origin, as the API allows). */
  owner: ChamadaNoRuntime;
  /** A customer's order of `quantidade` of the product, picked up and paid in cash (or as `forma` says). */
  pedir: (quantidade?: number, forma?: FormaPagamento) => Promise<Response>;
}

/** A person's calls through a running stack, as their browser makes them: `chamar(method, path, json)` under /api with their session cookie. */
export type ChamadaNoRuntime = (method: string, path: string, json?: unknown, headers?: Record<string, string>) => Promise<Response>;

/**
 * A person signed in on a running stack as the owner's screens sign in: Google on the stack's Auth
 * emulator, then the session cookie (POST /api/sessions), which also accepts a team invitation to
 * the account's e-mail. Answers their uid, the cookie (`__session=…`, for a browser of theirs) and their calls.
 */
export async function entrarNoRuntime(
  appUrl: string,
  conta: GoogleAccount,
): Promise<{ uid: string; cookie: string; chamar: ChamadaNoRuntime }> {
  const url = (path: string) => new URL(path, appUrl).toString();
  const { emulatorUrl } = (await (await fetch(url('/api/auth/config'))).json()) as { emulatorUrl: string };
  const { cookie, uid } = await sessaoDoGoogle(new URL(emulatorUrl).host, url('/api/sessions'), conta);
  const chamar: ChamadaNoRuntime = (method, path, json, headers = {}) =>
    fetch(url(`/api${path}`), {
      method,
      headers: { ...headers, Cookie: cookie, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  return { uid, cookie, chamar };
}

export async function novaLojaNoRuntime(
  appUrl: string,
  { nome, preco, atendimento }: { nome: string; preco: number; atendimento: AtendimentoInput },
): Promise<LojaNoRuntime> {
  const url = (path: string) => new URL(path, appUrl).toString();
  const id = randomUUID();
  const { uid: localId, chamar: owner } = await entrarNoRuntime(appUrl, { sub: id, email: `${id.slice(0, 8)}@exemplo.com.br`, name: nome });
  const exigir = async (method: string, path: string, json: unknown) => {
    const response = await owner(method, path, json);
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const slug = `avisos${id.replace(/-/g, '').slice(0, 10)}`;
  await exigir('PUT', apiPaths.lojaConfiguracao, { nome_loja: nome, subdominio: slug });
  await exigir('PUT', apiPaths.lojistaWhatsapp, { telefone_whatsapp: '5511999998888' });
  const { id: produtoId } = (await exigir('POST', apiPaths.produtos, { nome: 'Pão de queijo', preco })) as { id: string };
  await exigir('PUT', apiPaths.lojaAtendimento, atendimento);

  const pedir = (quantidade = 1, forma: FormaPagamento = 'dinheiro') =>
    fetch(url(`/api/loja/${slug}/pedido`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        produtos: [{ id: produtoId, quantidade }],
        cliente: { nome: 'João', telefone: '11912345678' },
        entrega: { tipo: 'retirada' },
        pagamento: { forma },
      }),
    });
  // The new owner's shop: its id is their uid (model/lojistas.ts lojaIdDoDono).
  return { lojaId: localId, slug, produtoId, owner, pedir };
}
