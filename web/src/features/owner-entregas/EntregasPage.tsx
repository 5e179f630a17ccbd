import { formatBRL, NOMES_FORMAS_PAGAMENTO, reaisToCents, type EntregaDoEntregador } from '@vitrine/shared';
import { Bike, MapPin, Navigation, Phone } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useEntregas, useMudarEntrega } from './api';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/**
 * /entregas, the driver's phone (issue 46): their open deliveries in trip order, one route through
 * them all, and on each stop the address and its map, the customer to call, what to collect and the
 * change to bring, and "Saí" / "Entreguei" as large as a thumb. Laid out for 360–390 px first.
 */
export function EntregasPage() {
  const entregas = useEntregas();
  if (entregas.isPending) return <Spinner className="mx-auto mt-10 size-8 text-brand-600" />;
  if (entregas.isError)
    return <LoadError title="Não foi possível abrir suas entregas" error={entregas.error} onRetry={() => entregas.refetch()} />;
  const { entregas: paradas, rota } = entregas.data;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Minhas entregas</h1>
        {rota && paradas.length > 0 && (
          <a href={rota} target="_blank" rel="noopener" className={buttonClass({ size: 'lg', className: 'h-14 w-full text-base' })}>
            <Navigation className="size-5" aria-hidden />
            Rota da viagem ({paradas.length} {paradas.length === 1 ? 'parada' : 'paradas'})
          </a>
        )}
      </header>
      {paradas.length === 0 ? (
        <EmptyState icon={Bike} title="Nenhuma entrega com você" text="Quando a loja mandar um pedido com você, ele aparece aqui." />
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Paradas da viagem">
          {paradas.map((entrega, indice) => (
            <li key={entrega.id}>
              <Parada entrega={entrega} numero={indice + 1} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Parada({ entrega, numero }: { entrega: EntregaDoEntregador; numero: number }) {
  const mudar = useMudarEntrega();
  const mover = (status: 'saiu_para_entrega' | 'entregue') =>
    mudar.mutate(
      { id: entrega.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'entregue' ? `Pedido #${entrega.codigo} entregue.` : `Saiu com o pedido #${entrega.codigo}.`),
        onError: (error) => toast.error(errorMessage(error, 'Não foi possível mudar a entrega.')),
      },
    );
  const saiu = entrega.status === 'saiu_para_entrega';
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="parada" aria-label={`Parada ${numero}: pedido #${entrega.codigo}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">
            Parada {numero} · #{entrega.codigo}
          </p>
          <p className="text-lg font-semibold break-words text-slate-900">{entrega.endereco ?? 'Endereço apagado'}</p>
          {entrega.complemento && <p className="text-slate-700">{entrega.complemento}</p>}
          {entrega.referencia && <p className="text-sm text-slate-600">Referência: {entrega.referencia}</p>}
          <p className="mt-1 text-slate-700">{entrega.cliente.nome}</p>
        </div>
        {saiu && <span className="shrink-0 rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-800">Em rota</span>}
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">Cobrar</dt>
        <dd className="text-right text-base font-bold text-slate-900">{entrega.a_cobrar > 0 ? reais(entrega.a_cobrar) : 'Já pago'}</dd>
        <dt className="text-slate-600">Pagamento</dt>
        <dd className="text-right font-medium text-slate-900">{entrega.forma ? NOMES_FORMAS_PAGAMENTO[entrega.forma] : '—'}</dd>
        {entrega.troco_para !== null && (
          <>
            <dt className="text-slate-600">Levar de troco</dt>
            <dd className="text-right font-medium text-slate-900">
              {reais(entrega.troco)} <span className="text-slate-500">(para {reais(entrega.troco_para)})</span>
            </dd>
          </>
        )}
      </dl>
      {entrega.pix_a_confirmar && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="pix-a-confirmar">
          PIX ainda não confirmado. Pergunte à loja se caiu antes de cobrar.
        </p>
      )}
      {entrega.observacao && <p className="text-sm text-slate-700">Obs.: {entrega.observacao}</p>}
      <div className="grid grid-cols-2 gap-2">
        {entrega.mapa && (
          <a
            href={entrega.mapa}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: 'secondary', size: 'lg', className: 'h-12' })}
          >
            <MapPin className="size-5" aria-hidden />
            Mapa
          </a>
        )}
        {entrega.cliente.telefone && (
          <a href={`tel:+${entrega.cliente.telefone}`} className={buttonClass({ variant: 'secondary', size: 'lg', className: 'h-12' })}>
            <Phone className="size-5" aria-hidden />
            Ligar
          </a>
        )}
      </div>
      {saiu ? (
        <Button size="lg" className="h-14 text-base" disabled={mudar.isPending} onClick={() => mover('entregue')}>
          Entreguei
        </Button>
      ) : (
        <Button
          size="lg"
          variant="secondary"
          className="h-14 text-base"
          disabled={mudar.isPending}
          onClick={() => mover('saiu_para_entrega')}
        >
          Saí
        </Button>
      )}
    </Card>
  );
}
