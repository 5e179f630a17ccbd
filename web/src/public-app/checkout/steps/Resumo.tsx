import { formatAgendadoPara } from '@vitrine/shared/atendimento';
import { formatKm } from '@vitrine/shared/atendimento';
import { FRETE_A_COMBINAR, formatCep } from '@vitrine/shared/atendimento';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { NOMES_FORMAS_PAGAMENTO } from '@vitrine/shared/atendimento';
import type { ReactNode } from 'react';
import { EscolhasDaLinha, NotaDoPeso, nomeDaLinha, quantoDaLinha } from '../../carrinho/CarrinhoLinhas';
import { checkoutBody, checkoutTotalsOf, formatTelefone, telefoneDigits } from '../checkout';
import { descontoDoCupom, linhaDoCupom } from '../../carrinho/cupom';
import { CupomField } from '../../carrinho/CupomField';
import { EnderecoDaLoja } from '../../components/EnderecoDaLoja';
import type { CarrinhoApi } from '../../carrinho/useCarrinho';
import type { CupomApi } from '../../carrinho/useCupom';
import { Esquecer, Linha, taxaTexto, type Etapa, type StepProps } from './parts';

function Secao({ titulo, onEdit, children }: { titulo: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="rounded-2xl px-4 py-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-slate-500">{titulo}</h4>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Alterar ${titulo.toLowerCase()}`}
          className="-mr-2 h-9 rounded-lg px-2 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-100"
        >
          Alterar
        </button>
      </div>
      <div className="mt-0.5 text-sm break-words text-slate-900">{children}</div>
    </section>
  );
}

/** Everything the order will say, each part with its 'Alterar', before it is sent. */
export function Resumo({
  atendimento,
  form,
  subtotal,
  enderecoLoja,
  carrinho,
  onEdit,
  onForget,
  refusal,
  cupom,
}: StepProps & {
  enderecoLoja: string;
  carrinho: CarrinhoApi;
  onEdit: (etapa: Etapa) => void;
  onForget: () => void;
  refusal: string | null;
  cupom: CupomApi;
}) {
  const desconto = descontoDoCupom(cupom.aplicado, subtotal);
  const totals = checkoutTotalsOf(atendimento, form, subtotal, desconto);
  const linhaCupom = cupom.aplicado && linhaDoCupom(cupom.aplicado.codigo, desconto);
  const { pagamento, agendado_para } = checkoutBody(form);
  const cidade = [form.cidade.trim(), form.uf.trim().toUpperCase()].filter(Boolean).join('/');
  const telefone = telefoneDigits(form.telefone);
  return (
    <>
      {refusal && (
        <p className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200" role="alert">
          {refusal}
        </p>
      )}
      <Secao titulo="Seus dados" onEdit={() => onEdit('dados')}>
        <p className="font-medium">{form.nome.trim()}</p>
        {telefone && <p className="text-slate-600">{formatTelefone(telefone)}</p>}
      </Secao>
      <Secao titulo="Entrega" onEdit={() => onEdit('entrega')}>
        {agendado_para && (
          <p className="mb-1 font-semibold text-slate-900" data-testid="checkout-agendado">
            {formatAgendadoPara(agendado_para)}
          </p>
        )}
        {form.tipo === 'retirada' ? (
          <>
            <p className="font-medium">Retirada na loja</p>
            <EnderecoDaLoja endereco={enderecoLoja} className="mt-1" />
          </>
        ) : form.tipo === 'envio' ? (
          <>
            <p className="font-medium">Envio pelos Correios/transportadora</p>
            <p>
              {form.logradouro.trim()}, {form.numero.trim()}
              {form.complemento.trim() && `, ${form.complemento.trim()}`}
            </p>
            {form.bairro.trim() && <p className="text-slate-600">{form.bairro.trim()}</p>}
            <p className="text-slate-600">
              {cidade} · CEP {formatCep(form.cep)}
            </p>
            {atendimento.envio?.prazo && <p className="text-slate-600">Prazo: {atendimento.envio.prazo}</p>}
          </>
        ) : (
          <>
            <p className="font-medium">
              {form.endereco.trim()}
              {form.complemento.trim() && `, ${form.complemento.trim()}`}
            </p>
            {form.bairro.trim() && <p className="text-slate-600">{form.bairro.trim()}</p>}
            {form.referencia.trim() && <p className="text-slate-600">Ref.: {form.referencia.trim()}</p>}
            {totals.ok && totals.distancia_km !== null && (
              <p className="text-slate-600">A {formatKm(totals.distancia_km)} km da loja (pela sua localização)</p>
            )}
          </>
        )}
      </Secao>
      <Secao titulo="Pagamento" onEdit={() => onEdit('pagamento')}>
        <p className="font-medium">{form.forma && NOMES_FORMAS_PAGAMENTO[form.forma]}</p>
        {pagamento?.troco_para != null && totals.ok && (
          <p className="text-slate-600">
            Troco para {formatBRL(reaisToCents(pagamento.troco_para))} (troco:{' '}
            {formatBRL(reaisToCents(pagamento.troco_para) - totals.total_centavos)})
          </p>
        )}
        {form.observacao.trim() && <p className="mt-1 whitespace-pre-line text-slate-600">Obs.: {form.observacao.trim()}</p>}
      </Secao>
      <section className="space-y-1.5 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-3">
          <h4 className="text-sm font-semibold text-slate-500">Itens</h4>
          <button
            type="button"
            onClick={() => onEdit('carrinho')}
            aria-label="Alterar itens"
            className="-mr-2 h-9 rounded-lg px-2 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-100"
          >
            Alterar
          </button>
        </div>
        <ul className="space-y-1 text-sm text-slate-700">
          {carrinho.linhas.map((linha) => (
            <li key={linha.chave} className="flex justify-between gap-3">
              <div className="min-w-0">
                {quantoDaLinha(linha)} {nomeDaLinha(linha)}
                <EscolhasDaLinha linha={linha} />
              </div>
              <span className="shrink-0 tabular-nums">{formatBRL(reaisToCents(linha.preco) * linha.quantidade)}</span>
            </li>
          ))}
        </ul>
        <NotaDoPeso linhas={carrinho.linhas} />
        <div className="space-y-1 border-t border-slate-200 pt-2">
          <Linha rotulo="Subtotal" valor={subtotal} />
          {linhaCupom && <Linha rotulo={linhaCupom.rotulo} valor={linhaCupom.valor} testId="checkout-desconto" />}
          {totals.ok && (
            <Linha
              rotulo={
                form.tipo === 'retirada'
                  ? 'Retirada na loja'
                  : form.tipo === 'envio'
                    ? `Frete${totals.uf ? ` (${totals.uf})` : ''}`
                    : totals.distancia_km !== null
                      ? `Taxa de entrega (${formatKm(totals.distancia_km)} km)`
                      : 'Taxa de entrega'
              }
              valor={totals.frete_a_combinar ? FRETE_A_COMBINAR : taxaTexto(totals.taxa_entrega_centavos)}
              testId="checkout-frete"
            />
          )}
        </div>
      </section>
      <CupomField cupom={cupom} subtotalCentavos={subtotal} />
      {!totals.ok && totals.campo !== 'minimo' && <p className="text-sm font-medium text-red-600">{totals.erro}</p>}
      <Esquecer onForget={onForget} />
    </>
  );
}
