import { describe, expect, it } from 'vitest';
import { classificarOrigem } from '../../src/features/public-eventos/origem.js';
import { exemplos } from '../../../test/support/exemplos.js';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; pt_BR; pt; scale=3.00; 1170x2532; 618188237)';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; moto g54 5G Build/T1TDS33.9-26; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Instagram 339.0.0.30.105 Android (33/13; 400dpi; 1080x2400; motorola; moto g54 5G; cancunf; mt6855; pt_BR; 620178937)';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; SM-A125M Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/472.0.0.45.81;]';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/469.0.0.50.104;FBBV/600000000;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/pt_BR;FBOP/5]';
const WHATSAPP = 'WhatsApp/2.24.13.78 A';

describe('classificarOrigem', () => {
  const noChrome = (hint: string) => classificarOrigem(hint, CHROME_ANDROID);

  exemplos('when utm_source is %j, then %s', noChrome, [
    ['instagram', 'instagram'],
    ['Instagram', 'instagram'],
    ['ig', 'instagram'],
    ['IG', 'instagram'],
    ['instagram_stories', 'instagram'],
    ['instagram bio', 'instagram'],
    ['insta', 'instagram'],
    ['facebook', 'facebook'],
    ['fb', 'facebook'],
    ['Facebook-Ads', 'facebook'],
    ['whatsapp', 'whatsapp'],
    ['WhatsApp', 'whatsapp'],
    ['wa', 'whatsapp'],
    ['zap', 'whatsapp'],
    ['whatsapp_status', 'whatsapp'],
    ['google', 'google'],
    ['google_ads', 'google'],
    ['qrcode', 'qrcode'],
    ['QR-Code-mesa', 'qrcode'],
    ['balcao', 'qrcode'],
    ['instagram.com', 'instagram'],
    ['wa.me', 'whatsapp'],
  ]);

  exemplos('when the referrer is %s, then %s', noChrome, [
    ['https://l.instagram.com/?u=https%3A%2F%2Fvitrine.app%2Floja%2Fdemo', 'instagram'],
    ['https://www.instagram.com/', 'instagram'],
    ['https://instagram.com/cafedaana', 'instagram'],
    ['https://www.facebook.com/', 'facebook'],
    ['https://l.facebook.com/l.php?u=x', 'facebook'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://lm.facebook.com/', 'facebook'],
    ['https://fb.me/abc', 'facebook'],
    ['https://wa.me/5511999998888', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=1', 'whatsapp'],
    ['https://web.whatsapp.com/', 'whatsapp'],
    ['https://chat.whatsapp.com/abc', 'whatsapp'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.com.br/', 'google'],
    ['https://google.co.uk/', 'google'],
    ['https://www.google.de/', 'google'],
    ['android-app://com.instagram.android', 'instagram'],
    ['android-app://com.whatsapp', 'whatsapp'],
    ['android-app://com.whatsapp.w4b/', 'whatsapp'],
    ['android-app://com.facebook.katana/', 'facebook'],
    ['android-app://com.google.android.googlequicksearchbox/', 'google'],
  ]);

  it.each([
    ['Instagram on iOS', INSTAGRAM_IOS, 'instagram'],
    ['Instagram on Android (a webview carrying no FB tokens)', INSTAGRAM_ANDROID, 'instagram'],
    ['Facebook on Android', FACEBOOK_ANDROID, 'facebook'],
    ['Facebook on iOS', FACEBOOK_IOS, 'facebook'],
    ['WhatsApp', WHATSAPP, 'whatsapp'],
  ] as const)('when there is no hint and the browser is %s, then %s', (_caso, userAgent, origem) => {
    expect(classificarOrigem(undefined, userAgent)).toBe(origem);
    expect(classificarOrigem('', userAgent)).toBe(origem);
  });

  it('when utm_source or the referrer names an origin, then it wins over the in-app browser', () => {
    expect(classificarOrigem('whatsapp', INSTAGRAM_IOS)).toBe('whatsapp');
    expect(classificarOrigem('https://www.google.com/', FACEBOOK_ANDROID)).toBe('google');
  });

  it("when the visit comes from the shop installed on the home screen (its start_url's utm_source), then app", () => {
    expect(classificarOrigem('app_vitrine', CHROME_ANDROID)).toBe('app');
    expect(classificarOrigem('App_Vitrine', INSTAGRAM_IOS)).toBe('app');
    expect(classificarOrigem('app', CHROME_ANDROID)).toBe('outros');
  });

  it('when there is no hint and a plain browser, then direto', () => {
    expect(classificarOrigem(undefined, CHROME_ANDROID)).toBe('direto');
    expect(classificarOrigem('   ', CHROME_ANDROID)).toBe('direto');
    expect(classificarOrigem(undefined, undefined)).toBe('direto');
  });

  it.each([
    ['an unknown utm_source', 'newsletter'],
    ['another site', 'https://t.co/abc'],
    ['a look-alike host', 'https://google.example.com/'],
    ['a look-alike domain', 'https://notinstagram.com/'],
    ['a host ending like one', 'https://evilwa.me/'],
    ['an unknown Android app', 'android-app://com.google.android.gm'],
    ['a malformed URL', 'https://'],
  ])('when the hint is %s, then outros', (_caso, hint) => {
    expect(classificarOrigem(hint, CHROME_ANDROID)).toBe('outros');
  });

  it('when the hint is unknown but the browser is an in-app one, then the app tells', () => {
    expect(classificarOrigem('https://t.co/abc', INSTAGRAM_ANDROID)).toBe('instagram');
  });
});
