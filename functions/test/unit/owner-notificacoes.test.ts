import { describe, expect, it } from 'vitest';
import { inscricaoSchema } from '@vitrine/shared';
import { readEnv } from '../../src/config/env.js';
import { descricaoDoDispositivo } from '../../src/features/owner-notificacoes/service.js';
import { chavesValidas, enderecoPermitido } from '../../src/platform/push/endereco.js';
import { exemplos } from '../../../test/support/exemplos.js';

describe('enderecoPermitido', () => {
  exemplos(
    'deployed, when the endpoint is %s, then it is allowed: %s (a known push service only)',
    (endpoint: string) => enderecoPermitido(endpoint, false),
    [
      ['https://fcm.googleapis.com/fcm/send/abc:def', true],
      ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
      ['https://web.push.apple.com/QabcDEF', true],
      ['https://wns2-by3p.notify.windows.com/w/?token=abc', true],
      ['http://127.0.0.1:9999/push/abc', false],
      ['http://fcm.googleapis.com/fcm/send/abc', false],
      ['https://push.services.mozilla.com.exemplo.com/x', false],
      ['https://evil-fcm.googleapis.com.attacker.dev/x', false],
      ['https://fcm.googleapis.com:444/x', false],
      ['https://169.254.169.254/latest/meta-data', false],
      ['https://metadata.google.internal/computeMetadata/v1/', false],
      ['https://exemplo.com.br/push', false],
      ['file:///etc/passwd', false],
    ],
  );

  it('on the emulators, http://127.0.0.1 with a port is allowed too, and nothing else local', () => {
    expect(enderecoPermitido('http://127.0.0.1:9999/push/abc', true)).toBe(true);
    expect(enderecoPermitido('http://127.0.0.1/push/abc', true)).toBe(false);
    expect(enderecoPermitido('http://localhost:9999/push/abc', true)).toBe(false);
    expect(enderecoPermitido('http://[::1]:9999/push/abc', true)).toBe(false);
  });

  it('knows it runs locally from the emulator hosts in the environment', () => {
    expect(readEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).isEmulated).toBe(true);
    expect(readEnv({}).isEmulated).toBe(false);
  });
});

describe('chavesValidas and inscricaoSchema', () => {
  const ponto = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
  const auth = 'tBHItJI5svbpez7KI4CCXg';

  it('when p256dh is a P-256 point and auth 16 bytes, then both are accepted', () => {
    expect(inscricaoSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: ponto, auth } }).success).toBe(true);
    expect(chavesValidas(ponto, auth)).toBe(true);
  });

  it('when p256dh is 65 bytes off the curve, then the server refuses it', () => {
    expect(chavesValidas(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth)).toBe(false);
  });

  it('when a key has the wrong length or alphabet, then the schema refuses it', () => {
    for (const keys of [
      { p256dh: ponto.slice(0, -1), auth },
      { p256dh: ponto, auth: auth.slice(0, -1) },
      { p256dh: `${ponto.slice(0, -1)}+`, auth },
      { p256dh: `A${ponto.slice(1)}`, auth },
    ]) {
      expect(inscricaoSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys }).success).toBe(false);
    }
  });
});

describe('descricaoDoDispositivo', () => {
  exemplos('names %s as %s', descricaoDoDispositivo, [
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome no Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari no iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge no Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox no Mac'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    [undefined, 'Navegador'],
  ]);
});
