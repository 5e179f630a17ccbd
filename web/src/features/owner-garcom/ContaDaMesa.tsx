import type { MesaDoGarcom } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { ArrowRightLeft, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast, toastError } from '../../components/ui/toast';
import { useComandaDoGarcom, useMoverComanda, useMoverLinha, usePedirConta } from './api';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/** What is moving: a line of a round (its index in the round), or the whole bill. */
type Movendo = { pedidoId: string; itemIndex: number; nome: string; quantidade: number } | 'conta';

/**
 * The table's bill as the waiter sees it (issue 44): its rounds and lines, the total, "Mudar de
 * mesa" on a line (one unit or all of them) or on the whole bill (to a free table), and "Pedir a
 * conta" for the room's screen.
 */
export function ContaDaMesa({ mesa, mesas, onMovida }: { mesa: MesaDoGarcom; mesas: MesaDoGarcom[]; onMovida: (mesaId: string) => void }) {
  const conta = useComandaDoGarcom(mesa.comanda_id);
  const moverLinha = useMoverLinha();
  const moverComanda = useMoverComanda();
  const pedirConta = usePedirConta();
  const [movendo, setMovendo] = useState<Movendo | null>(null);
  const [umaSo, setUmaSo] = useState(true);

  if (!mesa.comanda_id)
    return <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">Mesa livre: nenhuma conta aberta.</p>;
  if (!conta.data) return <Skeleton className="h-40 w-full" />;
  const comanda = conta.data;
  const outras = mesas.filter((outra) => outra.id !== mesa.id && (movendo !== 'conta' || outra.estado === 'livre'));

  function mover(destino: MesaDoGarcom) {
    const falhou = toastError('Não foi possível mudar de mesa');
    if (movendo === 'conta') {
      moverComanda.mutate(
        { comandaId: comanda.id, mesaId: destino.id },
        {
          onSuccess: () => {
            toast.success(`Conta mudada para a ${destino.nome}.`);
            setMovendo(null);
            onMovida(destino.id);
          },
          onError: falhou,
        },
      );
    } else if (movendo) {
      const quantidade = umaSo && movendo.quantidade > 1 ? 1 : undefined;
      moverLinha.mutate(
        {
          comandaId: comanda.id,
          pedido_id: movendo.pedidoId,
          item_index: movendo.itemIndex,
          mesa_id: destino.id,
          ...(quantidade && { quantidade }),
        },
        {
          onSuccess: () => {
            toast.success(`${movendo.nome} mudou para a ${destino.nome}.`);
            setMovendo(null);
          },
          onError: falhou,
        },
      );
    }
  }

  return (
    <div className="space-y-3">
      {comanda.rodadas.map((rodada, numero) => (
        <section key={rodada.id} className="rounded-xl bg-white ring-1 ring-slate-200" aria-label={`Rodada ${numero + 1}`}>
          <h3 className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-700">
            Rodada {numero + 1} · #{rodada.codigo}
          </h3>
          <ul className="divide-y divide-slate-100">
            {rodada.itens.map((item, indice) => (
              <li key={item.linha} className="flex items-center gap-2 px-3 py-2" data-testid="linha-da-conta">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-slate-900">
                    {item.quantidade}× {item.nome}
                  </p>
                  {item.observacao && <p className="text-sm text-slate-500">{item.observacao}</p>}
                </div>
                <span className="text-sm text-slate-700 tabular-nums">{reais(item.total)}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Mudar ${item.nome} de mesa`}
                  onClick={() => {
                    setUmaSo(true);
                    setMovendo({ pedidoId: rodada.id, itemIndex: indice, nome: item.nome, quantidade: item.quantidade });
                  }}
                >
                  <ArrowRightLeft className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <dl className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
        <div className="flex justify-between">
          <dt className="text-slate-600">Consumo</dt>
          <dd className="tabular-nums">{reais(comanda.subtotal)}</dd>
        </div>
        {comanda.taxa_servico > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">Serviço ({comanda.taxa_servico_percentual}%, opcional)</dt>
            <dd className="tabular-nums">{reais(comanda.taxa_servico)}</dd>
          </div>
        )}
        {comanda.couvert > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">Couvert</dt>
            <dd className="tabular-nums">{reais(comanda.couvert)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="total-da-conta">
            {reais(comanda.total)}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setMovendo('conta')}>
          <ArrowRightLeft className="size-4" aria-hidden /> Mudar a conta
        </Button>
        <Button
          variant="secondary"
          disabled={pedirConta.isPending}
          onClick={() =>
            pedirConta.mutate(comanda.id, {
              onSuccess: () => toast.success(`Conta pedida para a ${mesa.nome}.`),
              onError: toastError('Não foi possível pedir a conta'),
            })
          }
        >
          <Receipt className="size-4" aria-hidden /> Pedir a conta
        </Button>
      </div>

      <Dialog
        open={movendo !== null}
        onOpenChange={(aberto) => !aberto && setMovendo(null)}
        title={movendo === 'conta' ? `Mudar a conta da ${mesa.nome}` : `Mudar ${movendo?.nome ?? ''} de mesa`}
        description={movendo === 'conta' ? 'Só mesas livres recebem a conta inteira.' : 'A linha vai para a conta da mesa escolhida.'}
      >
        {movendo && movendo !== 'conta' && movendo.quantidade > 1 && (
          <fieldset className="mb-3 flex gap-2">
            <legend className="sr-only">Quanto mudar</legend>
            {[
              [true, '1 unidade'],
              [false, `Todas (${movendo.quantidade})`],
            ].map(([valor, rotulo]) => (
              <label key={String(valor)} className="flex min-h-11 flex-1 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300">
                <input type="radio" name="quanto" checked={umaSo === valor} onChange={() => setUmaSo(valor as boolean)} />
                {rotulo}
              </label>
            ))}
          </fieldset>
        )}
        <div className="grid grid-cols-3 gap-2" role="list" aria-label="Mesas de destino">
          {outras.map((outra) => (
            <Button
              key={outra.id}
              variant="secondary"
              role="listitem"
              onClick={() => mover(outra)}
              disabled={moverLinha.isPending || moverComanda.isPending}
            >
              {outra.nome}
            </Button>
          ))}
          {outras.length === 0 && <p className="col-span-3 text-sm text-slate-600">Nenhuma mesa livre agora.</p>}
        </div>
      </Dialog>
    </div>
  );
}
