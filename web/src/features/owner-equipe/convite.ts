import { PAPEL_NOME, whatsappLink, type PapelDeMembro } from '@vitrine/shared';

/**
 * The invitation the owner sends the invited person, by WhatsApp or pasted anywhere: the shop, the
 * role, the Google account to use and where to sign in (`link`, the platform's first page, whose
 * "Entrar" takes a member to their shop). The server sends no e-mail: this is how the person learns
 * of it.
 */
export function textoDoConvite({ loja, email, papel, link }: { loja: string; email: string; papel: PapelDeMembro; link: string }): string {
  const daLoja = loja.trim() ? `da loja ${loja.trim()}` : 'de uma loja';
  return (
    `Olá! Você foi convidado(a) para a equipe ${daLoja} na Vitrine, com o perfil ${PAPEL_NOME[papel]}. ` +
    `Para entrar, abra ${link} e toque em “Entrar” com a conta Google ${email}.`
  );
}

/** WhatsApp with the invitation typed, for the owner to pick the contact (no number: wa.me asks for one). */
export const whatsappDoConvite = (texto: string) => whatsappLink('', texto);
