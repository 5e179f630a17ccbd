import type { Atendimento } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { checkoutTotals, type TipoEntrega } from '@vitrine/shared/pedido';
import { MapPin } from 'lucide-react';
import { Field, Input, Select } from '../../../components/ui/Input';
import { EnderecoDaLoja } from '../EnderecoDaLoja';
import { Opcoes, taxaTexto, type StepProps } from './parts';

/** The delivery fee a neighbourhood (or the shop's single fee) comes to for this subtotal, by the shared rule; null before a neighbourhood is chosen. */
function taxaPara(atendimento: Atendimento, bairro: string, subtotal: number): number | null {
  const totals = checkoutTotals(
    atendimento,
    { cliente: { nome: '-' }, entrega: { tipo: 'entrega', bairro, endereco: '-' }, pagamento: { forma: atendimento.formas_pagamento[0] } },
    subtotal,
  );
  return totals.ok ? totals.taxa_entrega_centavos : null;
}

/**
 * Delivery (the neighbourhood, its fee, the address) or pickup (the shop's address). With a frete
 * grátis coupon applied in the cart (`freteGratis`), the fee shown is the one the order will pay: none.
 */
export function Entrega({
  atendimento,
  form,
  change,
  errors,
  subtotal,
  enderecoLoja,
  freteGratis,
}: StepProps & { enderecoLoja: string; freteGratis: boolean }) {
  const tipos = (['entrega', 'retirada'] as const).filter((tipo) => atendimento[tipo]);
  const listados = atendimento.bairros.length > 0;
  const taxaDoBairro = form.tipo === 'entrega' ? taxaPara(atendimento, form.bairro, subtotal) : null;
  const taxa = taxaDoBairro !== null && freteGratis ? 0 : taxaDoBairro;
  const gratisAcima = atendimento.entrega_gratis_acima;
  const entregaDetalhe = listados
    ? `Taxa conforme o bairro`
    : atendimento.taxa_entrega === 0
      ? 'Grátis'
      : `Taxa de ${formatBRL(reaisToCents(atendimento.taxa_entrega))}`;

  return (
    <>
      {tipos.length > 1 ? (
        <Opcoes<TipoEntrega>
          legenda="Como você quer receber?"
          valor={form.tipo}
          onChange={(tipo) => change({ tipo })}
          error={errors.tipo}
          opcoes={[
            { valor: 'entrega', titulo: 'Entrega', detalhe: entregaDetalhe },
            { valor: 'retirada', titulo: 'Retirada na loja', detalhe: 'Sem taxa' },
          ]}
        />
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
          {tipos[0] === 'entrega' ? 'Esta loja faz só entrega.' : 'Esta loja faz só retirada: você busca o pedido na loja.'}
        </p>
      )}
      {form.tipo === 'retirada' && (
        <EnderecoDaLoja endereco={enderecoLoja} className="rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200" />
      )}
      {form.tipo === 'entrega' && (
        <>
          {listados ? (
            <Field label="Bairro" error={errors.bairro}>
              <Select value={form.bairro} onChange={(event) => change({ bairro: event.target.value })}>
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
              <Input value={form.bairro} onChange={(event) => change({ bairro: event.target.value })} maxLength={60} />
            </Field>
          )}
          {taxa !== null && (
            <p
              className="flex items-baseline justify-between rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm ring-1 ring-slate-200"
              data-testid="checkout-taxa"
            >
              <span className="text-slate-600">Taxa de entrega</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {freteGratis && taxaDoBairro !== 0 ? 'Grátis com o cupom' : taxaTexto(taxa)}
              </span>
            </p>
          )}
          {gratisAcima !== null && taxa !== 0 && (
            <p className="text-sm text-slate-500">Entrega grátis em pedidos a partir de {formatBRL(reaisToCents(gratisAcima))}.</p>
          )}
          <Field label="Endereço" hint="Rua e número" error={errors.endereco}>
            <Input
              value={form.endereco}
              onChange={(event) => change({ endereco: event.target.value })}
              autoComplete="street-address"
              maxLength={200}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Complemento (opcional)">
              <Input
                value={form.complemento}
                onChange={(event) => change({ complemento: event.target.value })}
                placeholder="Apto, bloco"
                maxLength={100}
              />
            </Field>
            <Field label="Referência (opcional)">
              <Input
                value={form.referencia}
                onChange={(event) => change({ referencia: event.target.value })}
                placeholder="Perto de…"
                maxLength={150}
              />
            </Field>
          </div>
        </>
      )}
    </>
  );
}
