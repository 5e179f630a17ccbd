import type { ComandaDaMesa } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { ReceiptText, Utensils } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { BOTAO_DO_CHAMADO, type Chamado } from './useChamado';

/**
 * The table's part of the catalogue's header (issue 44), in the service settings' place: which
 * table this is, and its three buttons, the bill and the two calls. On a phone the three sit side by
 * side, icon over words, so the menu still starts within the first screen.
 */
export function MesaCabecalho({
  nome,
  comanda,
  onConta,
  chamado,
}: {
  nome: string;
  comanda: ComandaDaMesa | null;
  onConta: () => void;
  chamado: Chamado;
}) {
  const { chamar, enviando, feito } = chamado;
  return (
    <div className="mt-3 space-y-2.5 sm:mt-5" data-testid="mesa">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-base font-bold text-slate-900 shadow-sm"
          data-testid="mesa-nome"
        >
          <Utensils className="size-4 shrink-0" aria-hidden />
          {nome}
        </span>
        <span className="text-sm leading-snug opacity-90">Peça por aqui: vai direto para a cozinha.</span>
      </p>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <BotaoDaMesa icon={ReceiptText} onClick={onConta} testId="mesa-conta">
          A conta da mesa
          {comanda && comanda.total > 0 && (
            <span className="block text-xs font-medium tabular-nums opacity-90 sm:ml-1 sm:inline">
              {formatBRL(reaisToCents(comanda.total))}
            </span>
          )}
        </BotaoDaMesa>
        {(['garcom', 'conta'] as const).map((motivo) => {
          const botao = BOTAO_DO_CHAMADO[motivo];
          return (
            <BotaoDaMesa
              key={motivo}
              icon={botao.icon}
              onClick={() => chamar(motivo)}
              ocupado={enviando === motivo}
              testId={motivo === 'garcom' ? 'mesa-chamar-garcom' : 'mesa-pedir-conta'}
            >
              {feito[motivo] ? botao.feito : botao.chamar}
            </BotaoDaMesa>
          );
        })}
      </div>
    </div>
  );
}

function BotaoDaMesa({
  icon: Icon,
  onClick,
  ocupado = false,
  testId,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  onClick: () => void;
  ocupado?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={ocupado}
      aria-busy={ocupado}
      data-testid={testId}
      className="flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl bg-black/10 px-1.5 py-2 text-center text-[0.8125rem] leading-tight font-semibold ring-1 ring-current/20 transition-colors ring-inset hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current disabled:opacity-70 sm:min-h-11 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm"
    >
      {ocupado ? <Spinner className="size-5 shrink-0" /> : <Icon className="size-5 shrink-0" aria-hidden />}
      <span>{children}</span>
    </button>
  );
}
