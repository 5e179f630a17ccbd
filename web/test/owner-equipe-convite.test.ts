import { describe, expect, it } from 'vitest';
import { textoDoConvite, whatsappDoConvite } from '../src/features/owner-equipe/convite';

describe('The invitation the owner sends (textoDoConvite)', () => {
  const convite = {
    loja: 'Pizzaria do Beto',
    email: 'maria.cozinheira.da.pizzaria@exemplo.com.br',
    papel: 'cozinha' as const,
    link: 'https://vitrine.app/',
  };

  it('when the owner sends an invitation, then it names the shop, the role, the whole e-mail and the sign-in link', () => {
    expect(textoDoConvite(convite)).toBe(
      'Olá! Você foi convidado(a) para a equipe da loja Pizzaria do Beto na Vitrine, com o perfil Cozinha. ' +
        'Para entrar, abra https://vitrine.app/ e toque em “Entrar” com a conta Google maria.cozinheira.da.pizzaria@exemplo.com.br.',
    );
  });

  it('when it goes by WhatsApp, then the text is typed in and the owner picks the contact', () => {
    const link = new URL(whatsappDoConvite(textoDoConvite(convite)));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(textoDoConvite(convite));
  });
});
