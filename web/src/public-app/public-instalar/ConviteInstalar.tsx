import type { LojaPublica } from '@vitrine/shared';
import { Share, SquarePlus } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../lib/cx';
import { LojaLogo } from '../public-catalogo/LojaHeader';
import { pedidoDeInstalacao } from './convite';
import type { ModoDoConvite } from './useConvite';

const BOTAO =
  'inline-flex h-10 items-center justify-center rounded-xl px-4 text-sm font-semibold transition-[filter] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja)';

/**
 * Safari's two taps that add the shop to an iPhone's home screen (it has no install prompt): shown
 * by the invitation below, and by the order's "Avisar quando o pedido mudar" (an iPhone delivers
 * pushes only to an installed web app), which imports them from this chunk rather than splitting
 * off one more that the catalogue's first load would have to list.
 */
export function PassosDoIphone({ className }: { className?: string }) {
  return (
    <ol className={cx('space-y-1.5 text-sm text-slate-700', className)}>
      <li className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">1.</span> Toque em
        <Share className="size-4.5 shrink-0 text-sky-600" aria-hidden />
        <strong className="font-semibold">Compartilhar</strong>
      </li>
      <li className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">2.</span> Escolha
        <SquarePlus className="size-4.5 shrink-0 text-slate-700" aria-hidden />
        <strong className="font-semibold">Adicionar à Tela de Início</strong>
      </li>
    </ol>
  );
}

/**
 * "Adicionar à tela inicial", offered once (useConvite.ts says when): on Android and desktop
 * Chromium the browser's own install prompt; on an iPhone, where Safari has none, the two taps of
 * its Share sheet. Never again after "Agora não", never in the installed app. Its own chunk.
 */
export function ConviteInstalar({ loja, modo, onClose }: { loja: LojaPublica; modo: ModoDoConvite; onClose: () => void }) {
  const tituloId = useId();

  async function instalar() {
    const pedido = pedidoDeInstalacao();
    onClose();
    if (!pedido) return;
    await pedido.prompt();
    await pedido.userChoice.catch(() => null);
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={tituloId}
      className="fixed inset-x-3 bottom-[max(5.5rem,calc(env(safe-area-inset-bottom)+5rem))] z-30 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/10 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        {/* The shop's icon as the home screen will show it: its logo, or its initial on its colour. */}
        <div className="shrink-0 rounded-xl bg-(--loja) text-(--loja-texto)">
          <LojaLogo loja={loja} className="size-11 rounded-xl text-lg" />
        </div>
        <div className="min-w-0">
          <h2 id={tituloId} className="font-semibold text-slate-900">
            Adicionar à tela inicial
          </h2>
          {modo === 'prompt' ? (
            <p className="mt-0.5 text-sm text-slate-600">Abra {loja.nome_loja} direto da tela inicial, como um app.</p>
          ) : (
            <PassosDoIphone className="mt-1.5" />
          )}
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        {modo === 'prompt' ? (
          <>
            <button type="button" onClick={onClose} className={`${BOTAO} text-slate-700 hover:bg-slate-100`}>
              Agora não
            </button>
            <button
              type="button"
              onClick={() => void instalar()}
              className={`${BOTAO} bg-(--loja) text-(--loja-texto) hover:brightness-95`}
            >
              Adicionar
            </button>
          </>
        ) : (
          <button type="button" onClick={onClose} className={`${BOTAO} bg-(--loja) text-(--loja-texto) hover:brightness-95`}>
            Entendi
          </button>
        )}
      </div>
    </div>
  );
}
