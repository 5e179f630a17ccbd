import { TicketPercent } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { cx } from '../../lib/cx';
import { descontoDoCupom, linhaDoCupom } from './cupom';
import type { CupomApi } from './useCupom';

/**
 * "Tem um cupom?" (issue 29): a link that opens the code's field and its Aplicar, in the shop's
 * colour; once the server's check accepts it, the coupon applied with its discount and Remover;
 * a refusal in the server's words under the field. The result is announced (aria-live). Lives in
 * the cart's chunks (CarrinhoSheet, CheckoutSheet's summary): the catalogue's first load never has it.
 */
export function CupomField({ cupom, subtotalCentavos, className }: { cupom: CupomApi; subtotalCentavos: number; className?: string }) {
  const inputId = useId();
  const erroId = useId();
  const remover = useRef<HTMLButtonElement>(null);
  const caixa = useRef<HTMLDivElement>(null);
  // Where the focus goes once what held it is gone: Aplicar's field becomes the coupon (its Remover), and back.
  const foco = useRef<'input' | 'remover' | null>(null);
  const { aplicado, aberto, erro, verificando } = cupom;

  useEffect(() => {
    if (foco.current === 'remover' && aplicado) remover.current?.focus();
    // Input is a function component: preact/compat passes it no ref, the field is found in the box.
    if (foco.current === 'input' && !aplicado) caixa.current?.querySelector('input')?.focus();
    foco.current = null;
  }, [aplicado, aberto]);

  // The order was refused for the coupon: the field, which says why, comes into view.
  useEffect(() => {
    if (cupom.recusas > 0) caixa.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [cupom.recusas]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verificando) return;
    foco.current = 'remover';
    void cupom.aplicar();
  }

  const linha = aplicado && linhaDoCupom(aplicado.codigo, descontoDoCupom(aplicado, subtotalCentavos));
  return (
    <div ref={caixa} className={cx('space-y-2', className)} data-testid="cupom">
      {!aplicado && !aberto && (
        <button
          type="button"
          onClick={() => {
            foco.current = 'input';
            cupom.abrir();
          }}
          aria-expanded={false}
          className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-slate-800 underline decoration-slate-400 underline-offset-4 hover:decoration-slate-800 focus-visible:outline-2 focus-visible:outline-(--loja)"
        >
          <TicketPercent className="size-5 shrink-0 text-(--loja)" aria-hidden />
          Tem um cupom?
        </button>
      )}
      {!aplicado && aberto && (
        <form onSubmit={submit} className="space-y-1.5" noValidate>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            Código do cupom
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={cupom.digitado}
              onChange={(event) => cupom.digitar(event.target.value)}
              placeholder="Ex.: BEMVINDO"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="done"
              maxLength={40}
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? erroId : undefined}
              className="min-w-0 flex-1 uppercase placeholder:normal-case"
            />
            <button
              type="submit"
              aria-disabled={verificando || undefined}
              className="inline-flex h-11 min-w-24 shrink-0 items-center justify-center gap-2 rounded-xl bg-(--loja) px-4 font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 transition-[filter] ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {verificando ? <Spinner className="size-5" /> : null}
              {verificando ? <span className="sr-only">Conferindo o cupom…</span> : 'Aplicar'}
            </button>
          </div>
        </form>
      )}
      <div
        className={cx(aplicado && 'flex items-center gap-3 rounded-xl bg-slate-50 py-1.5 pr-1.5 pl-3.5 ring-1 ring-slate-200')}
        data-testid={aplicado ? 'cupom-aplicado' : undefined}
      >
        {aplicado && <TicketPercent className="size-5 shrink-0 text-(--loja)" aria-hidden />}
        {/* Always in the page, so a screen reader hears what the check answered. */}
        <div aria-live="polite" className="min-w-0 flex-1">
          {linha ? (
            <>
              <p className="text-sm font-semibold break-words text-slate-900">Cupom {aplicado.codigo} aplicado</p>
              <p className="text-sm text-slate-600 tabular-nums">
                {aplicado.tipo === 'frete_gratis' ? 'Entrega grátis' : `${linha.valor} nos produtos`}
              </p>
            </>
          ) : (
            erro && (
              <p id={erroId} className="text-sm font-medium text-red-700" data-testid="cupom-erro">
                {erro}
              </p>
            )
          )}
        </div>
        {aplicado && (
          <button
            ref={remover}
            type="button"
            onClick={() => {
              foco.current = 'input';
              cupom.remover();
            }}
            aria-label={`Remover cupom ${aplicado.codigo}`}
            className="h-11 shrink-0 rounded-lg px-2.5 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-(--loja)"
          >
            Remover
          </button>
        )}
      </div>
    </div>
  );
}
