import { describe, expect, it } from 'vitest';
import { deveOferecer, ehIphone } from '../src/public-app/public-instalar/convite';

describe('the install invitation (public-instalar/convite.ts, issue 14)', () => {
  it('when the customer came back or ordered, then it is offered, and only once', () => {
    expect(deveOferecer({ visitas: 1, pediu: false, oferecido: false })).toBe(false);
    expect(deveOferecer({ visitas: 2, pediu: false, oferecido: false })).toBe(true);
    expect(deveOferecer({ visitas: 1, pediu: true, oferecido: false })).toBe(true);
    expect(deveOferecer({ visitas: 5, pediu: true, oferecido: true })).toBe(false);
  });

  it("when the browser is Safari on an iPhone or iPad, then the Share sheet's steps are shown; other iPhone browsers and in-app ones have no way to install", () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(ehIphone(safari)).toBe(true);
    expect(ehIphone(safari.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS'))).toBe(true);
    expect(ehIphone(safari.replace('Version/17.5', 'CriOS/126.0'))).toBe(false);
    expect(ehIphone(`${safari} Instagram 337.0`)).toBe(false);
    expect(ehIphone('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toBe(
      false,
    );
  });
});
