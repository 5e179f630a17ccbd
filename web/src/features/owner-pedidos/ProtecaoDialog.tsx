import { PEDIDOS_POR_MINUTO_MAX, PEDIDOS_POR_MINUTO_PADRAO, formatTelefone } from '@vitrine/shared';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog, dialogButton } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { usePode } from '../../lib/owner-session';
import { useBloqueio, useProtecao, useSalvarPedidosPorMinuto } from './api';

/**
 * 'Proteção': the shop's limit of public orders a minute (all customers together) and the phones it
 * blocked, each with 'Desbloquear'. Phones are blocked from an order's details.
 */
export function ProtecaoDialog() {
  const [aberto, setAberto] = useState(false);
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={dialogButton(ShieldCheck, 'Proteção')}
      title="Proteção contra pedidos falsos"
      description="Limite quantos pedidos sua loja recebe por minuto e veja os telefones bloqueados."
    >
      {aberto && <Protecao />}
    </Dialog>
  );
}

function Protecao() {
  const protecao = useProtecao();
  if (protecao.isPending) return <Spinner className="mx-auto my-6 size-6" />;
  if (protecao.isError) return <p className="text-sm text-red-700">{errorMessage(protecao.error, 'Erro ao carregar a proteção.')}</p>;
  return (
    <div className="space-y-6">
      <PedidosPorMinuto atual={protecao.data.pedidos_por_minuto} />
      <Bloqueados telefones={protecao.data.bloqueios.map(({ telefone }) => telefone)} />
    </div>
  );
}

function PedidosPorMinuto({ atual }: { atual: number }) {
  // The limit is one of the shop's settings: the counter sees it, the owner and the manager change it.
  if (!usePode('ajustes'))
    return (
      <p className="text-sm text-slate-700">
        Limite: <strong>{atual} pedidos por minuto</strong>, de todos os clientes juntos. O dono ou o gerente da loja podem mudar.
      </p>
    );
  return <PedidosPorMinutoForm atual={atual} />;
}

function PedidosPorMinutoForm({ atual }: { atual: number }) {
  const salvar = useSalvarPedidosPorMinuto();
  const [valor, setValor] = useState(String(atual));
  const [erro, setErro] = useState<string>();

  function enviar(event: FormEvent) {
    event.preventDefault();
    const numero = Number(valor);
    if (!Number.isInteger(numero) || numero < 1 || numero > PEDIDOS_POR_MINUTO_MAX) {
      setErro(`Use um número inteiro de 1 a ${PEDIDOS_POR_MINUTO_MAX}.`);
      return;
    }
    setErro(undefined);
    salvar.mutate(numero, {
      onSuccess: () => toast.success(`Limite salvo: ${numero} pedidos por minuto.`),
      onError: (error) => setErro(errorMessage(error, 'Erro ao salvar o limite.')),
    });
  }

  return (
    <form noValidate onSubmit={enviar}>
      <Field
        label="Pedidos por minuto"
        hint={`De todos os clientes juntos. Acima disso, o cliente é avisado para tentar de novo em instantes. Padrão: ${PEDIDOS_POR_MINUTO_PADRAO}.`}
        error={erro}
      >
        <div className="flex gap-2">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={PEDIDOS_POR_MINUTO_MAX}
            value={valor}
            onChange={(event) => setValor(event.target.value)}
            className="w-32"
          />
          <Button type="submit" variant="secondary" busy={salvar.isPending}>
            Salvar
          </Button>
        </div>
      </Field>
    </form>
  );
}

function Bloqueados({ telefones }: { telefones: string[] }) {
  const { desbloquear } = useBloqueio();
  return (
    <section aria-labelledby="bloqueados-titulo">
      <h3 id="bloqueados-titulo" className="text-sm font-semibold text-slate-900">
        Telefones bloqueados
      </h3>
      {telefones.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">Nenhum telefone bloqueado. Para bloquear, abra os detalhes de um pedido.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label="Telefones bloqueados">
          {telefones.map((telefone) => (
            <li key={telefone} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="text-sm font-medium text-slate-900 tabular-nums">{formatTelefone(telefone)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={desbloquear.isPending}
                onClick={() =>
                  desbloquear.mutate(telefone, {
                    onSuccess: () => toast.success(`${formatTelefone(telefone)} desbloqueado.`),
                    onError: (error) => toast.error(errorMessage(error, 'Erro ao desbloquear.')),
                  })
                }
              >
                Desbloquear
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
