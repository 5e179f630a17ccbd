import type { LojaPublica } from '@vitrine/shared';
import { imagemSrcset } from '@vitrine/shared/imagens';
import { socialLink } from '@vitrine/shared/links';
import { FacebookIcon, InstagramIcon } from '../components/icons';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { meusPedidosPath, type LojaRef } from '../../lib/public-paths';
import { useMeusPedidos } from '../meus-pedidos/meus-pedidos';
import { Link } from '../router';
import { AtendimentoResumo } from './AtendimentoResumo';
import { AvaliacoesDaLoja } from './AvaliacoesDaLoja';

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
 * The catalogue's header in the shop colour: logo, name and message side by side, then the
 * service settings when the shop has them (open now, delivery, minimum, payment) and the social
 * links, each a full URL or a handle on the network (spec §9). Compact, so a phone of 390×844
 * shows two full rows of products under it and the sticky bar (issue 14); a long message is
 * clamped to two lines there. At a table (issue 44) `mesa` takes the service settings' place (no
 * delivery, fee or minimum there), and "Meus pedidos" (the delivery orders) is not offered.
 */
export function LojaHeader({ loja, lojaRef, mesa }: { loja: LojaPublica; lojaRef: LojaRef; mesa?: ReactNode }) {
  // Shown once this device has sent the shop an order (never in the server's HTML: it cannot know).
  const temPedidos = useMeusPedidos(loja.lojista_id).length > 0 && !mesa;
  const socials = [
    loja.instagram && { nome: 'Instagram', href: socialLink('instagram', loja.instagram), Icon: InstagramIcon },
    loja.facebook && { nome: 'Facebook', href: socialLink('facebook', loja.facebook), Icon: FacebookIcon },
  ].filter((social) => !!social);

  return (
    <header className="bg-(--loja) text-(--loja-texto)">
      <div className="mx-auto max-w-6xl px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 sm:pt-8 sm:pb-7">
        {/*
          The name and message keep at least 10rem beside the logo: when the links do not fit beside
          them (a phone once "Meus pedidos" appears), the links wrap to a row of their own, so the
          name breaks between words only and the message stays readable (issue 43).
        */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap sm:gap-x-5">
          <LojaLogo loja={loja} className="size-14 shrink-0 rounded-full text-2xl shadow-sm ring-2 ring-white/40 sm:size-20 sm:text-3xl" />
          <div className="min-w-0 flex-1 basis-40">
            <h1 className="text-xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{loja.nome_loja}</h1>
            {loja.mensagem_personalizada && (
              <p className="mt-0.5 line-clamp-2 text-sm leading-snug break-words whitespace-pre-line sm:mt-1 sm:line-clamp-none sm:text-base">
                {loja.mensagem_personalizada}
              </p>
            )}
            {/* The customers' reviews (issue 47), once there are enough: not at a table. */}
            {!mesa && 'slug' in lojaRef && <AvaliacoesDaLoja slug={lojaRef.slug} nomeLoja={loja.nome_loja} />}
          </div>
          {(socials.length > 0 || temPedidos) && (
            <ul className="ml-auto flex shrink-0 gap-1.5 self-start">
              {temPedidos && (
                <li>
                  {/* Its words on every screen: an icon alone was not understood. */}
                  <Link
                    to={meusPedidosPath(lojaRef)}
                    className="flex h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current sm:h-10"
                  >
                    <ReceiptText className="size-4.5 shrink-0" aria-hidden />
                    Meus pedidos
                  </Link>
                </li>
              )}
              {socials.map(({ nome, href, Icon }) => (
                <li key={nome}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={nome}
                    title={nome}
                    className="flex size-9 items-center justify-center rounded-full bg-black/10 ring-1 ring-current/20 transition-colors hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current sm:size-10"
                  >
                    <Icon className="size-4.5" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {mesa ?? (loja.atendimento && <AtendimentoResumo atendimento={loja.atendimento} />)}
      </div>
    </header>
  );
}
