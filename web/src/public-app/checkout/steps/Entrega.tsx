import type { Atendimento } from '@vitrine/shared';
import { formatKm } from '@vitrine/shared/atendimento';
import { FRETE_A_COMBINAR, UFS, findUfDoCep, formatCep } from '@vitrine/shared/atendimento';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { agendaOTipo, checkoutTotals, cobrancaDaEntrega, formasDoTipo, tiposDaLoja, type TipoEntrega } from '@vitrine/shared/atendimento';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field, Input, Select } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { checkoutBody, type CheckoutForm } from '../checkout';
import { EnderecoDaLoja } from '../../components/EnderecoDaLoja';
import { campoDo, Opcoes, taxaTexto, type StepProps } from './parts';
import { Quando } from './Quando';
import type { LojaRef } from '../../../lib/public-paths';

/**
 * What the way of receiving chosen costs by the shared rule, before the customer typed the rest of
 * the address: the fee (a neighbourhood's, a distance band's or a state's), the distance, whether a
 * shipment's fee is "a combinar"; or the rule's refusal of the point or the CEP; null while the fee
 * cannot be known yet.
 */
function freteDe(atendimento: Atendimento, form: CheckoutForm, subtotal: number) {
  const entrega = checkoutBody(form).entrega;
  if (!entrega) return null;
  const totals = checkoutTotals(
    atendimento,
    {
      cliente: { nome: '-' },
      entrega: { ...entrega, endereco: '-', logradouro: '-', numero: '-', cidade: '-' },
      pagamento: { forma: formasDoTipo(atendimento, entrega.tipo)[0] },
    },
    subtotal,
  );
  if (totals.ok) return totals;
  return totals.campo === 'localizacao' && form.localizacao ? totals : null;
}

const GEO_ERROS: Record<number, string> = {
  1: 'Você não permitiu o acesso à localização. Para calcular a taxa, permita a localização para este site nas configurações do navegador e toque de novo.',
  2: 'Não foi possível saber onde você está. Verifique se a localização (GPS) do aparelho está ligada e tente de novo.',
  3: 'A localização demorou demais para chegar. Tente de novo.',
};
const GEO_INDISPONIVEL = 'Este navegador não informa a localização. Tente em outro navegador ou fale com a loja.';

/** "Usar minha localização": the browser's point, asked for only on this tap; the distance and its fee, or why not. */
function MinhaLocalizacao({ form, change, error }: { form: CheckoutForm; change: StepProps['change']; error?: string }) {
  const [buscando, setBuscando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  function localizar() {
    setFalha(null);
    if (!('geolocation' in navigator)) return setFalha(GEO_INDISPONIVEL);
    setBuscando(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBuscando(false);
        change({ localizacao: { lat: coords.latitude, lng: coords.longitude } });
      },
      (erro) => {
        setBuscando(false);
        setFalha(GEO_ERROS[erro.code] ?? GEO_ERROS[2]!);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }
  const mensagem = falha ?? error;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="h-11 w-full px-4"
        onClick={localizar}
        disabled={buscando}
        aria-invalid={mensagem ? true : undefined}
      >
        {buscando ? <Spinner className="size-5" /> : <LocateFixed className="size-5" aria-hidden />}
        {buscando ? 'Buscando sua localização…' : form.localizacao ? 'Atualizar minha localização' : 'Usar minha localização'}
      </Button>
      {mensagem && (
        <p className="text-sm font-medium text-red-600" role="alert">
          {mensagem}
        </p>
      )}
    </div>
  );
}

/**
 * Delivery (the neighbourhood or the customer's point, its fee, the address), pickup (the shop's
 * address) or shipment (issue 31: the full address, the fee by the CEP's state or "a combinar"),
 * then "Quando?" when the shop schedules. With a frete grátis coupon applied in the cart
 * (`freteGratis`), the fee shown is the one the order will pay: none.
 */
export function Entrega({
  atendimento,
  form,
  change,
  errors,
  subtotal,
  enderecoLoja,
  freteGratis,
  quando,
}: StepProps & {
  enderecoLoja: string;
  freteGratis: boolean;
  /** "Quando?", when the shop schedules: where its slots are read and whether "Agora" is offered. */
  quando: { lojaRef: LojaRef; obrigatorio: boolean; agora: Date } | null;
}) {
  const campo = campoDo({ form, change });
  const tipos = tiposDaLoja(atendimento);
  // Only how the shop charges now: a neighbourhood list left from before distance pricing is not offered.
  const cobranca = cobrancaDaEntrega(atendimento);
  const listados = cobranca === 'bairros';
  const porDistancia = cobranca === 'distancia';
  const frete = form.tipo === 'entrega' || form.tipo === 'envio' ? freteDe(atendimento, form, subtotal) : null;
  const taxaCalculada = frete?.ok ? frete.taxa_entrega_centavos : null;
  const taxa = taxaCalculada !== null && freteGratis ? 0 : taxaCalculada;
  const gratisAcima = atendimento.entrega_gratis_acima;
  const faixas = atendimento.faixas_distancia;
  const entregaDetalhe = porDistancia
    ? `Taxa conforme a distância, até ${formatKm(faixas[faixas.length - 1]!.ate_km)} km`
    : listados
      ? `Taxa conforme o bairro`
      : atendimento.taxa_entrega === 0
        ? 'Grátis'
        : `Taxa de ${formatBRL(reaisToCents(atendimento.taxa_entrega))}`;
  const envio = atendimento.envio;
  const nomes: Record<TipoEntrega, { titulo: string; detalhe: string }> = {
    entrega: { titulo: 'Entrega', detalhe: entregaDetalhe },
    retirada: { titulo: 'Retirada na loja', detalhe: 'Sem taxa' },
    envio: {
      titulo: 'Envio pelos Correios/transportadora',
      detalhe: envio?.prazo ? `Frete conforme o estado · ${envio.prazo}` : 'Frete conforme o estado',
    },
  };
  const valorDoFrete =
    frete?.ok && frete.frete_a_combinar
      ? FRETE_A_COMBINAR
      : freteGratis && taxaCalculada !== 0
        ? 'Grátis com o cupom'
        : taxa !== null
          ? taxaTexto(taxa)
          : null;

  function changeTipo(tipo: TipoEntrega) {
    // Another way of receiving has other slots: the time is chosen again.
    change(tipo === form.tipo ? { tipo } : { tipo, hora: '' });
  }

  function changeCep(typed: string) {
    const cep = formatCep(typed);
    const uf = cep.length === 9 ? findUfDoCep(cep) : null;
    change(uf ? { cep, uf } : { cep });
  }

  return (
    <>
      {tipos.length > 1 ? (
        <Opcoes<TipoEntrega>
          legenda="Como você quer receber?"
          valor={form.tipo}
          onChange={changeTipo}
          error={errors.tipo}
          opcoes={tipos.map((tipo) => ({ valor: tipo, ...nomes[tipo] }))}
        />
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
          {tipos[0] === 'entrega'
            ? 'Esta loja faz só entrega.'
            : tipos[0] === 'envio'
              ? `Esta loja faz só envio pelos Correios/transportadora.${envio?.prazo ? ` Prazo: ${envio.prazo}.` : ''}`
              : 'Esta loja faz só retirada: você busca o pedido na loja.'}
        </p>
      )}
      {form.tipo === 'retirada' && (
        <EnderecoDaLoja endereco={enderecoLoja} className="rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200" />
      )}
      {/* A shipment takes no slot (issue 43): "Quando?" is for deliveries and pickups. */}
      {quando && agendaOTipo(form.tipo) && (
        <Quando
          form={form}
          change={change}
          errors={errors}
          lojaRef={quando.lojaRef}
          obrigatorio={quando.obrigatorio}
          somenteAgendado={atendimento.agendamento?.somente_agendado === true}
          agora={quando.agora}
        />
      )}
      {form.tipo === 'entrega' && (
        <>
          {porDistancia && (
            <MinhaLocalizacao form={form} change={change} error={errors.localizacao ?? (frete && !frete.ok ? frete.erro : undefined)} />
          )}
          {valorDoFrete !== null && (
            <p
              className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm ring-1 ring-slate-200"
              data-testid="checkout-taxa"
            >
              <span className="text-slate-600">Taxa de entrega</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {frete?.ok && frete.distancia_km !== null ? `${formatKm(frete.distancia_km)} km — ${valorDoFrete}` : valorDoFrete}
              </span>
            </p>
          )}
          {listados ? (
            <Field label="Bairro" error={errors.bairro}>
              <Select {...campo('bairro')}>
                <option value="">Escolha o bairro</option>
                {atendimento.bairros.map((bairro) => (
                  <option key={bairro.nome} value={bairro.nome}>
                    {bairro.nome} — {taxaTexto(reaisToCents(bairro.taxa))}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <Field label="Bairro (opcional)" error={errors.bairro}>
              <Input {...campo('bairro')} maxLength={60} />
            </Field>
          )}
          {gratisAcima !== null && taxa !== 0 && (
            <p className="text-sm text-slate-500">Entrega grátis em pedidos a partir de {formatBRL(reaisToCents(gratisAcima))}.</p>
          )}
          <Field label="Endereço" hint="Rua e número" error={errors.endereco}>
            <Input {...campo('endereco')} autoComplete="street-address" maxLength={200} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Complemento (opcional)">
              <Input {...campo('complemento')} placeholder="Apto, bloco" maxLength={100} />
            </Field>
            <Field label="Referência (opcional)">
              <Input {...campo('referencia')} placeholder="Perto de…" maxLength={150} />
            </Field>
          </div>
        </>
      )}
      {form.tipo === 'envio' && (
        <>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <Field label="CEP" error={errors.cep}>
              <Input
                value={form.cep}
                onChange={(event) => changeCep(event.target.value)}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="00000-000"
                maxLength={9}
              />
            </Field>
            <Field label="UF" error={errors.uf}>
              <Select {...campo('uf')} autoComplete="address-level1">
                <option value="">UF</option>
                {UFS.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {valorDoFrete !== null && frete?.ok && (
            <p
              className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm ring-1 ring-slate-200"
              data-testid="checkout-taxa"
            >
              <span className="text-slate-600">Frete para {frete.uf}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{valorDoFrete}</span>
            </p>
          )}
          {envio?.prazo && <p className="text-sm text-slate-500">Prazo de entrega: {envio.prazo}.</p>}
          <Field label="Rua / Avenida" error={errors.logradouro}>
            <Input {...campo('logradouro')} autoComplete="address-line1" maxLength={150} />
          </Field>
          <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
            <Field label="Número" error={errors.numero}>
              {/* A keyboard with letters: a house without a number is "S/N". */}
              <Input {...campo('numero')} maxLength={20} />
            </Field>
            <Field label="Complemento (opcional)">
              <Input {...campo('complemento')} autoComplete="address-line2" placeholder="Apto, bloco" maxLength={100} />
            </Field>
          </div>
          <Field label="Bairro (opcional)">
            <Input {...campo('bairro')} autoComplete="address-level3" maxLength={60} />
          </Field>
          <Field label="Cidade" error={errors.cidade}>
            <Input {...campo('cidade')} autoComplete="address-level2" maxLength={80} />
          </Field>
        </>
      )}
    </>
  );
}
