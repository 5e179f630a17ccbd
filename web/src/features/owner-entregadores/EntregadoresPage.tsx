import {
  enderecoDaParada,
  formatBRL,
  NOMES_MODOS_DA_TAXA,
  NOMES_STATUS_PEDIDO,
  quemDeve,
  reaisToCents,
  type AcertoDoEntregador,
  type ModoDaTaxa,
  type TaxasDosEntregadores,
} from '@vitrine/shared';
import { naLoja } from '@vitrine/shared/relogio';
import { Bike, HandCoins, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field, Input, Select } from '../../components/ui/Input';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { ImprimirAcerto } from '../owner-pedidos';
import { useAcerto, useEntregadores, usePedidosAbertos, useQuitar, useSalvarTaxas, useTaxasDosEntregadores, useViagem } from './api';
import { EntregadorDoPedido, vaiComEntregador } from './EntregadorDoPedido';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/**
 * /entregadores (issue 46): the delivery orders and who takes them (one at a time, or several
 * selected as one trip, "Enviar com…"), the day's settlement per driver with Imprimir and Quitar,
 * and what each delivery pays a driver.
 */
export function EntregadoresPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Entregadores" subtitle="Mande os pedidos de entrega com seus entregadores e acerte o dia com cada um." />
      <Despacho />
      <AcertoDoDia />
      <Taxas />
    </div>
  );
}

function Despacho() {
  const pedidos = usePedidosAbertos();
  const entregadores = useEntregadores();
  const viagem = useViagem();
  const [selecionados, setSelecionados] = useState<string[]>([]);
  const [destino, setDestino] = useState('');
  if (pedidos.isPending || entregadores.isPending) return <Spinner className="mx-auto size-6 text-brand-600" />;
  if (pedidos.isError)
    return <LoadError title="Não foi possível carregar os pedidos" error={pedidos.error} onRetry={() => pedidos.refetch()} />;
  if (entregadores.isError)
    return (
      <LoadError title="Não foi possível carregar os entregadores" error={entregadores.error} onRetry={() => entregadores.refetch()} />
    );
  const entregas = pedidos.data.pedidos.filter(vaiComEntregador);
  const aptos = entregadores.data.entregadores.filter((entregador) => entregador.aceitou);
  const alternar = (id: string) => setSelecionados((atual) => (atual.includes(id) ? atual.filter((um) => um !== id) : [...atual, id]));
  const enviar = () =>
    viagem.mutate(
      { membroId: destino, pedidoIds: selecionados },
      {
        onSuccess: () => {
          toast.success(`${selecionados.length} ${selecionados.length === 1 ? 'pedido enviado' : 'pedidos enviados'} numa viagem.`);
          setSelecionados([]);
        },
        onError: (error) => toast.error(errorMessage(error, 'Não foi possível montar a viagem.')),
      },
    );

  return (
    <section aria-labelledby="despacho" className="flex flex-col gap-3">
      <h2 id="despacho" className="text-lg font-semibold text-slate-900">
        Pedidos de entrega
      </h2>
      {aptos.length === 0 && (
        <p className="text-sm text-slate-600">
          Nenhum entregador ainda. Convide em{' '}
          <Link to="/equipe" className="font-medium text-brand-700 underline">
            Equipe
          </Link>{' '}
          com o perfil Entregador.
        </p>
      )}
      {entregas.length === 0 ? (
        <EmptyState icon={Bike} title="Nenhum pedido de entrega em aberto" text="Os pedidos de entrega aceitos aparecem aqui." />
      ) : (
        <>
          <ol className="flex flex-col gap-2" aria-label="Pedidos de entrega em aberto">
            {entregas.map((pedido) => {
              const ordem = selecionados.indexOf(pedido.id);
              return (
                <li key={pedido.id}>
                  <Card className="flex flex-wrap items-center gap-3 p-3">
                    <label className="flex min-h-11 min-w-[14rem] flex-1 cursor-pointer items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-600"
                        checked={ordem >= 0}
                        onChange={() => alternar(pedido.id)}
                        aria-label={`Selecionar o pedido #${pedido.codigo}`}
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold text-slate-900">
                          #{pedido.codigo}
                          {ordem >= 0 && (
                            <span className="ml-2 text-sm font-medium whitespace-nowrap text-brand-700">{ordem + 1}ª parada</span>
                          )}
                        </span>
                        <span className="block text-sm break-words text-slate-600">
                          {enderecoDaParada(pedido.entrega) ?? 'Sem endereço'} · {NOMES_STATUS_PEDIDO[pedido.status]}
                        </span>
                      </span>
                    </label>
                    <EntregadorDoPedido pedido={pedido} entregadores={aptos} className="w-full sm:w-auto" />
                  </Card>
                </li>
              );
            })}
          </ol>
          {selecionados.length > 0 && (
            <Card className="sticky bottom-2 flex flex-wrap items-end gap-3 p-3 shadow-lg">
              <Field
                label={`Enviar ${selecionados.length} ${selecionados.length === 1 ? 'pedido' : 'pedidos'} com…`}
                id="viagem-entregador"
                className="min-w-48 flex-1"
              >
                <Select id="viagem-entregador" value={destino} onChange={(evento) => setDestino(evento.target.value)}>
                  <option value="">Escolha o entregador</option>
                  {aptos.map((entregador) => (
                    <option key={entregador.membro_id} value={entregador.membro_id}>
                      {entregador.nome}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button onClick={enviar} disabled={!destino || viagem.isPending}>
                Enviar como uma viagem
              </Button>
            </Card>
          )}
        </>
      )}
    </section>
  );
}

const hoje = () => naLoja(new Date()).data;

function AcertoDoDia() {
  const [dia, setDia] = useState(hoje);
  const acerto = useAcerto(dia);
  return (
    <section aria-labelledby="acerto" className="flex flex-col gap-3">
      {/* The day beside the title, centred on it: the picker is the section's own control. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="acerto" className="text-lg font-semibold text-slate-900">
          Acerto do dia
        </h2>
        <div className="w-44">
          <Input
            aria-label="Dia do acerto"
            type="date"
            value={dia}
            max={hoje()}
            onChange={(evento) => evento.target.value && setDia(evento.target.value)}
          />
        </div>
      </div>
      {acerto.isPending && <Spinner className="mx-auto size-6 text-brand-600" />}
      {acerto.isError && <LoadError title="Não foi possível carregar o acerto" error={acerto.error} onRetry={() => acerto.refetch()} />}
      {acerto.data &&
        (acerto.data.entregadores.length === 0 ? (
          <EmptyState
            icon={HandCoins}
            title="Nenhuma entrega nesse dia"
            text="As entregas marcadas como entregues pelos entregadores entram aqui."
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {acerto.data.entregadores.map((entregador) => (
              <li key={entregador.membro_id}>
                <AcertoCard dia={dia} acerto={entregador} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function AcertoCard({ dia, acerto }: { dia: string; acerto: AcertoDoEntregador }) {
  const quitar = useQuitar();
  const [confirmar, setConfirmar] = useState(false);
  const valores = acerto.quitado ?? acerto;
  const deve = quemDeve(reaisToCents(valores.saldo));
  const saldo = reais(Math.abs(valores.saldo));
  const frase =
    deve === 'entregador'
      ? `${acerto.nome} paga ${saldo} à loja`
      : deve === 'loja'
        ? `A loja paga ${saldo} a ${acerto.nome}`
        : 'Nada a acertar';
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={`Acerto de ${acerto.nome}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{acerto.nome}</h3>
        {acerto.quitado && <span className="rounded-full bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-800">Quitado</span>}
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600">Entregas</dt>
        <dd className="text-right font-medium">{valores.entregas}</dd>
        <dt className="text-slate-600">Taxas do entregador</dt>
        <dd className="text-right font-medium">{reais(valores.taxas)}</dd>
        <dt className="text-slate-600">Dinheiro recebido</dt>
        <dd className="text-right font-medium">{reais(valores.dinheiro)}</dd>
      </dl>
      <p className="rounded-xl bg-slate-50 p-3 text-center font-semibold text-slate-900">{frase}</p>
      {acerto.quitado && (
        <p className="text-xs text-slate-500">
          Quitado por {acerto.quitado.por} às{' '}
          {new Date(acerto.quitado.em).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ImprimirAcerto dia={dia} membroId={acerto.membro_id} nome={acerto.nome} />
        {!acerto.quitado && (
          <Button size="sm" onClick={() => setConfirmar(true)}>
            Quitar
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title={`Quitar o acerto de ${acerto.nome}?`}
        description={`${frase}. Depois de quitado, o acerto deste dia não muda mais.`}
        confirmLabel="Quitar"
        busy={quitar.isPending}
        onConfirm={() =>
          quitar.mutate(
            { membroId: acerto.membro_id, dia },
            {
              onSuccess: () => {
                setConfirmar(false);
                toast.success(`Acerto de ${acerto.nome} quitado.`);
              },
              onError: (error) => toast.error(errorMessage(error, 'Não foi possível quitar o acerto.')),
            },
          )
        }
      />
    </Card>
  );
}

type Faixa = { ate_km: string; valor: string };

/** A band's two fields, side by side. */
const COLUNAS_DA_FAIXA = [
  { campo: 'ate_km', rotulo: 'Até (km)', id: 'faixa-km' },
  { campo: 'valor', rotulo: 'Paga (R$)', id: 'faixa-valor' },
] as const;
const numero = (texto: string) => Number(texto.replace(',', '.'));

function Taxas() {
  const taxas = useTaxasDosEntregadores();
  if (taxas.isPending) return <Spinner className="mx-auto size-6 text-brand-600" />;
  if (taxas.isError) return <LoadError title="Não foi possível carregar as taxas" error={taxas.error} onRetry={() => taxas.refetch()} />;
  return <TaxasForm inicial={taxas.data} />;
}

/** The rule as saved fills the form once; switching modes keeps what each mode's fields hold. */
function TaxasForm({ inicial }: { inicial: TaxasDosEntregadores }) {
  const salvar = useSalvarTaxas();
  const [modo, setModo] = useState<ModoDaTaxa>(inicial.modo);
  const [valor, setValor] = useState(inicial.modo === 'fixa' ? String(inicial.valor) : '0');
  const [percentual, setPercentual] = useState(inicial.modo === 'percentual' ? String(inicial.percentual) : '0');
  const [faixas, setFaixas] = useState<Faixa[]>(
    inicial.modo === 'faixas'
      ? inicial.faixas.map((faixa) => ({ ate_km: String(faixa.ate_km), valor: String(faixa.valor) }))
      : [{ ate_km: '3', valor: '5' }],
  );

  const corpo = (): TaxasDosEntregadores =>
    modo === 'fixa'
      ? { modo, valor: numero(valor) }
      : modo === 'percentual'
        ? { modo, percentual: numero(percentual) }
        : { modo, faixas: faixas.map((faixa) => ({ ate_km: numero(faixa.ate_km), valor: numero(faixa.valor) })) };

  return (
    <section aria-labelledby="taxas" className="flex flex-col gap-3">
      <h2 id="taxas" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Settings2 className="size-5 text-slate-500" aria-hidden />
        Quanto cada entrega paga ao entregador
      </h2>
      <Card className="flex flex-col gap-4 p-4">
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">Como pagar</legend>
          {(Object.keys(NOMES_MODOS_DA_TAXA) as ModoDaTaxa[]).map((opcao) => (
            <label
              key={opcao}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border p-3 text-sm font-medium ${opcao === modo ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
            >
              <input type="radio" name="modo" className="accent-brand-600" checked={opcao === modo} onChange={() => setModo(opcao)} />
              {NOMES_MODOS_DA_TAXA[opcao]}
            </label>
          ))}
        </fieldset>
        {modo === 'fixa' && (
          <Field label="Valor por entrega (R$)" id="taxa-fixa">
            <Input id="taxa-fixa" inputMode="decimal" value={valor} onChange={(evento) => setValor(evento.target.value)} />
          </Field>
        )}
        {modo === 'percentual' && (
          <Field label="Porcentagem da taxa de entrega do pedido (%)" id="taxa-percentual" hint="Arredondada ao centavo em cada entrega.">
            <Input id="taxa-percentual" inputMode="decimal" value={percentual} onChange={(evento) => setPercentual(evento.target.value)} />
          </Field>
        )}
        {modo === 'faixas' && (
          <div className="flex flex-col gap-2">
            {faixas.map((faixa, indice) => (
              <div key={indice} className="flex items-end gap-2">
                {COLUNAS_DA_FAIXA.map(({ campo, rotulo, id }) => (
                  <Field key={campo} label={rotulo} id={`${id}-${indice}`} className="flex-1">
                    <Input
                      id={`${id}-${indice}`}
                      inputMode="decimal"
                      value={faixa[campo]}
                      onChange={(evento) =>
                        setFaixas(faixas.map((outra, i) => (i === indice ? { ...outra, [campo]: evento.target.value } : outra)))
                      }
                    />
                  </Field>
                ))}
                <Button
                  variant="ghost"
                  aria-label="Remover a faixa"
                  disabled={faixas.length === 1}
                  onClick={() => setFaixas(faixas.filter((_, i) => i !== indice))}
                >
                  Remover
                </Button>
              </div>
            ))}
            <p className="text-xs text-slate-500">Uma entrega mais longa que a última faixa, ou sem distância, paga a última faixa.</p>
            <Button variant="secondary" size="sm" className="self-start" onClick={() => setFaixas([...faixas, { ate_km: '', valor: '' }])}>
              Adicionar faixa
            </Button>
          </div>
        )}
        <Button
          className="self-start"
          disabled={salvar.isPending}
          onClick={() =>
            salvar.mutate(corpo(), {
              onSuccess: () => toast.success('Taxas dos entregadores salvas. Valem a partir da próxima entrega.'),
              onError: (error) => toast.error(errorMessage(error, 'Não foi possível salvar as taxas.')),
            })
          }
        >
          Salvar taxas
        </Button>
      </Card>
    </section>
  );
}
