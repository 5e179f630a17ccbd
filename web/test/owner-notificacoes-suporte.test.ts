import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chaveEmBytes,
  ehDispositivoApple,
  motivoDaFalhaDasNotificacoes,
  suporteDeNotificacoes,
  type Ambiente,
} from '../src/lib/notificacoes-suporte';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
// An iPad asking for the desktop site: a Mac's User-Agent, told apart by its touch points.
const MAC_OU_IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const ambiente = (userAgent: string, mudancas: Partial<Ambiente> = {}): Ambiente => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: false,
  push: true,
  notificacoes: true,
  ...mudancas,
});

describe('avisos on this device: what the browser can do', () => {
  it('when an iPhone opens the owner area in Safari or Chrome (not installed), then avisos need the app installed', () => {
    // Safari outside the home screen has no PushManager; even if it had, iOS delivers only to installed apps.
    expect(suporteDeNotificacoes(ambiente(IPHONE_SAFARI, { push: false, notificacoes: false }))).toBe('instalar');
    expect(suporteDeNotificacoes(ambiente(IPHONE_SAFARI))).toBe('instalar');
    expect(suporteDeNotificacoes(ambiente(IPHONE_CHROME, { push: false }))).toBe('instalar');
  });

  it('when the installed app runs on an iPhone with push (iOS 16.4+), then the switch works; without push, then the iPhone needs updating', () => {
    expect(suporteDeNotificacoes(ambiente(IPHONE_SAFARI, { standalone: true }))).toBe('ok');
    expect(suporteDeNotificacoes(ambiente(IPHONE_SAFARI, { standalone: true, push: false }))).toBe('atualizar');
  });

  it('when an iPad shows the desktop site, then it is told apart from a Mac by its touch points', () => {
    expect(ehDispositivoApple({ userAgent: MAC_OU_IPAD, maxTouchPoints: 5 })).toBe(true);
    expect(ehDispositivoApple({ userAgent: MAC_OU_IPAD, maxTouchPoints: 0 })).toBe(false);
    expect(suporteDeNotificacoes(ambiente(MAC_OU_IPAD, { maxTouchPoints: 5 }))).toBe('instalar');
    // Safari on a Mac receives pushes in the browser.
    expect(suporteDeNotificacoes(ambiente(MAC_OU_IPAD))).toBe('ok');
  });

  it('when Android Chrome has push, then the switch works, installed or not; a browser without push is told so', () => {
    expect(suporteDeNotificacoes(ambiente(ANDROID_CHROME))).toBe('ok');
    expect(suporteDeNotificacoes(ambiente(ANDROID_CHROME, { standalone: true }))).toBe('ok');
    expect(suporteDeNotificacoes(ambiente(ANDROID_CHROME, { push: false }))).toBe('sem-suporte');
    expect(suporteDeNotificacoes(ambiente(ANDROID_CHROME, { notificacoes: false }))).toBe('sem-suporte');
  });
});

describe('avisos on this device: the server key', () => {
  it('when the API gives a P-256 public key in base64url, then the subscription gets its 65 bytes', () => {
    const ecdh = createECDH('prime256v1');
    const ponto = ecdh.generateKeys();
    const bytes = chaveEmBytes(ponto.toString('base64url'));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(65);
    expect(Buffer.from(bytes).equals(ponto)).toBe(true);
  });

  it('when the key has every base64url character and any padding length, then each byte comes back', () => {
    const todos = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    for (const tamanho of [0, 1, 2, 3, 4, 254, 255, 256]) {
      const parte = todos.subarray(0, tamanho);
      expect(Buffer.from(chaveEmBytes(parte.toString('base64url'))).equals(parte)).toBe(true);
    }
  });

  it('when the key is not base64url (standard base64, padding, a stray character), then it throws rather than subscribe with a wrong key', () => {
    expect(() => chaveEmBytes('ab+c')).toThrow('Chave de notificação inválida.');
    expect(() => chaveEmBytes('abc=')).toThrow('Chave de notificação inválida.');
    expect(() => chaveEmBytes('ab c')).toThrow('Chave de notificação inválida.');
    expect(() => chaveEmBytes('abcde')).toThrow('Chave de notificação inválida.');
  });
});

describe('What the switch says when the browser fails (motivoDaFalhaDasNotificacoes)', () => {
  it.each([
    ['NotAllowedError', 'Registration failed - permission denied', /configurações do site/],
    ['AbortError', 'Registration failed - push service error', /tente de novo/],
    ['InvalidStateError', 'Failed to execute subscribe', /Recarregue a página/],
    ['TypeError', 'Failed to fetch', /Confira a internet/],
  ])(
    'when the browser fails with %s (“%s”), then the message is Portuguese and says what to do, without the browser’s English',
    (name, message, oQueFazer) => {
      const motivo = motivoDaFalhaDasNotificacoes({ name, message });
      expect(motivo).toMatch(oQueFazer);
      expect(motivo).not.toContain(message);
      expect(motivo).not.toMatch(/failed|permission|denied|error/i);
    },
  );

  it('when the failure is one of the app’s own (already Portuguese), then its words are kept', () => {
    const nossa = new Error('O aplicativo ainda está carregando. Tente de novo em alguns segundos.');
    expect(motivoDaFalhaDasNotificacoes(nossa)).toBe(nossa.message);
  });
});
