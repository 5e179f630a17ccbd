import type { LojaPublica } from '@vitrine/shared';
import { imagemSrcset } from '@vitrine/shared/imagens';
import { socialLink } from '@vitrine/shared/links';
import { FacebookIcon, InstagramIcon } from '../components/icons';
import { AtendimentoResumo } from './AtendimentoResumo';

/** Logo or, without one, the shop's initial on a translucent disc. */
export function LojaLogo({ loja, className }: { loja: Pick<LojaPublica, 'logo_url' | 'nome_loja'>; className: string }) {
  return loja.logo_url ? (
    <img
      {...imagemSrcset(loja.logo_url)}
      sizes="80px"
      alt=""
      width={80}
      height={80}
      decoding="async"
      className={`${className} bg-white object-cover`}
    />
  ) : (
    <span className={`${className} flex items-center justify-center bg-white/20 font-bold`} aria-hidden>
      {loja.nome_loja.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The catalogue's header in the shop colour (the owner's preview shows the same): logo, name,
 * message, the service settings when the shop has them (open now, delivery, minimum, payment) and
 * the social links, each a full URL or a handle on the network (spec §9).
 */
export function LojaHeader({ loja }: { loja: LojaPublica }) {
  const socials = [
    loja.instagram && { nome: 'Instagram', href: socialLink('instagram', loja.instagram), Icon: InstagramIcon },
    loja.facebook && { nome: 'Facebook', href: socialLink('facebook', loja.facebook), Icon: FacebookIcon },
  ].filter((social) => !!social);

  return (
    <header className="bg-(--loja) text-(--loja-texto)">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-5 pt-[max(1.75rem,env(safe-area-inset-top))] pb-7 text-center sm:pt-10 sm:pb-9">
        <LojaLogo loja={loja} className="mb-3 size-18 rounded-full text-3xl shadow-sm ring-2 ring-white/40 sm:size-20" />
        <h1 className="text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{loja.nome_loja}</h1>
        {loja.mensagem_personalizada && (
          <p className="mt-2 max-w-xl text-[0.9375rem] leading-snug break-words whitespace-pre-line sm:text-base">
            {loja.mensagem_personalizada}
          </p>
        )}
        {loja.atendimento && <AtendimentoResumo atendimento={loja.atendimento} />}
        {socials.length > 0 && (
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {socials.map(({ nome, href, Icon }) => (
              <li key={nome}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center gap-1.5 rounded-full bg-black/10 px-3.5 text-sm font-medium ring-1 ring-current/20 transition-colors hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
                >
                  <Icon className="size-4" aria-hidden />
                  {nome}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
