import { naLoja } from '@vitrine/shared/relogio';
import { CalendarClock } from 'lucide-react';
import { Spinner } from '../../../components/ui/Spinner';
import { cx } from '../../../lib/cx';
import type { LojaRef } from '../../../lib/public-paths';
import { HORARIO_VAZIO } from '../checkout';
import { useHorarios } from '../useHorarios';
import { Opcoes, type StepProps } from './parts';

const diaCurto = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' });

/** A slot's day as a chip reads it: "hoje", "amanhã", else "sáb., 28/11" (the dates are São Paulo's, by the calendar). */
export function rotuloDoDia(data: string, agora: Date): string {
  const hoje = naLoja(agora).data;
  const meioDia = (dia: string) => Date.parse(`${dia}T12:00:00Z`);
  const dias = Math.round((meioDia(data) - meioDia(hoje)) / 86_400_000);
  if (dias === 0) return 'hoje';
  if (dias === 1) return 'amanhã';
  return diaCurto.format(new Date(meioDia(data))).replace(/\s+/g, ' ');
}

function Chip({ ativo, onClick, children, label }: { ativo: boolean; onClick: () => void; children: string; label?: string }) {
  return (
    <button
      type="button"
      aria-pressed={ativo}
      aria-label={label}
      onClick={onClick}
      className={cx(
        'h-11 shrink-0 rounded-full px-4 text-sm font-semibold tabular-nums ring-1 transition-colors ring-inset',
        ativo ? 'bg-(--loja) text-(--loja-texto) ring-(--loja)' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}

/**
 * "Quando?" (issue 31): now, or a slot of the shop's hours (day chips, then the day's time chips, as
 * GET …/horarios-disponiveis lists them for the way of receiving chosen). `obrigatorio`: the shop
 * takes only scheduled orders, or is closed now but schedules, so "Agora" is not offered.
 */
export function Quando({
  form,
  change,
  errors,
  lojaRef,
  obrigatorio,
  somenteAgendado,
  agora,
}: Pick<StepProps, 'form' | 'change' | 'errors'> & {
  lojaRef: LojaRef;
  obrigatorio: boolean;
  somenteAgendado: boolean;
  agora: Date;
}) {
  const agendar = form.quando === 'agendar';
  const { state, recarregar } = useHorarios(lojaRef, form.tipo, agendar);
  const dias = state.status === 'pronto' ? state.dias : [];
  const dia = dias.find((opcao) => opcao.data === form.data) ?? dias[0];
  const erro = errors.hora && (errors.hora !== HORARIO_VAZIO || agendar) ? errors.hora : undefined;

  return (
    <div className="space-y-3">
      {obrigatorio ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {somenteAgendado
            ? 'Esta loja recebe só pedidos agendados: escolha o dia e o horário.'
            : 'A loja está fechada agora, mas você pode agendar seu pedido: escolha o dia e o horário.'}
        </p>
      ) : (
        <Opcoes<'agora' | 'agendar'>
          legenda="Quando?"
          valor={form.quando}
          onChange={(quando) => change({ quando })}
          opcoes={[
            { valor: 'agora', titulo: 'Agora', detalhe: 'Assim que possível' },
            { valor: 'agendar', titulo: 'Agendar', detalhe: 'Escolha o dia e o horário' },
          ]}
        />
      )}
      {agendar &&
        (!form.tipo ? (
          <p className="text-sm text-slate-600">Escolha como receber o pedido para ver os horários.</p>
        ) : state.status === 'carregando' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" /> Carregando horários…
          </p>
        ) : state.status === 'erro' ? (
          <p className="text-sm text-red-700" role="alert">
            Não foi possível carregar os horários.{' '}
            <button type="button" onClick={recarregar} className="font-semibold underline underline-offset-2">
              Tentar de novo
            </button>
          </p>
        ) : !dia ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="status">
            Não há horários disponíveis para agendar nos próximos dias.
          </p>
        ) : (
          <>
            <div role="group" aria-label="Dia" className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
              {dias.map((opcao) => (
                <Chip key={opcao.data} ativo={opcao.data === dia.data} onClick={() => change({ data: opcao.data, hora: '' })}>
                  {rotuloDoDia(opcao.data, agora)}
                </Chip>
              ))}
            </div>
            <div role="group" aria-label="Horário" className="flex flex-wrap gap-2" data-testid="checkout-horarios">
              {dia.horarios.map((hora) => (
                <Chip key={hora} ativo={form.data === dia.data && form.hora === hora} onClick={() => change({ data: dia.data, hora })}>
                  {hora}
                </Chip>
              ))}
            </div>
          </>
        ))}
      {erro && <p className="text-sm font-medium text-red-600">{erro}</p>}
    </div>
  );
}
