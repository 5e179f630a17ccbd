/**
 * The local PSP as a process, for the local stack and for trying it by hand:
 *
 *   npx tsx test/support/psp-local/main.ts --porta 8443 --dir .data/psp-local
 *
 * It prints one JSON line when it is up (its URLs and where the client's files are), writes the
 * first client's certificate, key, PKCS#12 and credentials to --dir (new ones at every start: no
 * key is kept anywhere else), prints every request the document does not allow, and stops on
 * SIGINT/SIGTERM. Options: README.md beside this file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { iniciarPspLocal } from './psp.js';

const { values } = parseArgs({
  options: {
    porta: { type: 'string', default: '8443' },
    'porta-de-controle': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'sem-tls': { type: 'boolean', default: false },
    dir: { type: 'string', default: '.data/psp-local' },
    'client-id': { type: 'string', default: 'vitrine-demo' },
    'client-secret': { type: 'string' },
    chave: { type: 'string' },
    'devolucoes-manuais': { type: 'boolean', default: false },
    'pagar-apos-ms': { type: 'string' },
    verboso: { type: 'boolean', default: false },
  },
  strict: true,
});

const porta = Number(values.porta);
const psp = await iniciarPspLocal({
  host: values.host,
  porta,
  portaDeControle: values['porta-de-controle'] === undefined ? porta + 1 : Number(values['porta-de-controle']),
  tls: !values['sem-tls'],
  devolucoes: values['devolucoes-manuais'] ? 'manuais' : 'automaticas',
  ...(values['pagar-apos-ms'] === undefined ? {} : { pagarAposMs: Number(values['pagar-apos-ms']) }),
  cliente: {
    clientId: values['client-id'],
    ...(values['client-secret'] ? { clientSecret: values['client-secret'] } : {}),
    ...(values.chave ? { chaves: [values.chave] } : {}),
  },
  aoRegistrar: (r) => {
    if (r.resultado === 'invalida' || values.verboso) {
      const violacoes = (r.violacoes ?? []).map((v) => `\n    ${v.propriedade}: ${v.razao}`).join('');
      console.log(`[psp-local] ${r.resultado} ${r.metodo} ${r.caminho} → ${r.status}${r.motivo ? `: ${r.motivo}` : ''}${violacoes}`);
    }
  },
});

const dir = resolve(values.dir);
mkdirSync(dir, { recursive: true });
const { cliente } = psp;
const arquivos = {
  autoridade: join(dir, 'autoridade.pem'),
  certificado: join(dir, 'cliente.pem'),
  chavePrivada: join(dir, 'cliente.key'),
  pkcs12: join(dir, 'cliente.p12'),
  credenciais: join(dir, 'cliente.json'),
};
writeFileSync(arquivos.autoridade, psp.certificados.autoridade);
writeFileSync(arquivos.certificado, cliente.certificado.cert);
writeFileSync(arquivos.chavePrivada, cliente.certificado.key, { mode: 0o600 });
writeFileSync(arquivos.pkcs12, cliente.certificado.pfx, { mode: 0o600 });
writeFileSync(
  arquivos.credenciais,
  JSON.stringify(
    {
      base_url: psp.baseUrl,
      token_url: psp.tokenUrl,
      client_id: cliente.clientId,
      client_secret: cliente.clientSecret,
      chave: cliente.chaves[0],
      senha_certificado: cliente.certificado.senha,
    },
    null,
    2,
  ),
  { mode: 0o600 },
);

console.log(
  JSON.stringify({
    psp: 'no ar',
    baseUrl: psp.baseUrl,
    tokenUrl: psp.tokenUrl,
    controleUrl: psp.controleUrl,
    documento: psp.documento.versao,
    arquivos,
  }),
);

let parando = false;
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sinal, () => {
    if (parando) return;
    parando = true;
    void psp.parar().then(() => process.exit(0));
  });
}
