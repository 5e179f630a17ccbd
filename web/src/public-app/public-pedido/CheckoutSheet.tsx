import type { Atendimento, PedidoResponse } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { checkoutTotals, NOMES_FORMAS_PAGAMENTO, openingState, type FormaPagamento, type TipoEntrega } from '@vitrine/shared/pedido';
import { CircleCheck, Clock, MapPin } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Field, Input, Select, Textarea } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { cx } from '../../lib/cx';
import { WhatsappIcon } from '../components/icons';
import { Sheet } from '../components/Sheet';
import { lojaStyle } from '../theme';
import { useAgora } from '../useAgora';
import { CarrinhoLinhas, EscolhasDaLinha } from './CarrinhoLinhas';
import { Consentimento } from './Consentimento';
import type { CarrinhoSheetProps } from './CarrinhoSheet';
import {
  CHECKOUT_STEPS,
  checkoutBody,
  checkoutTotalsOf,
  EMPTY_CHECKOUT,
  firstOpenStep,
  fitToLoja,
  formatTelefone,
  NOMES_CHECKOUT_STEPS,
  stepErrors,
  telefoneDigits,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckoutStep,
} from './checkout';
import { clearCliente, hasCliente, readCliente, saveCliente } from './cliente-store';
import { EnderecoDaLoja } from './EnderecoDaLoja';
import { PixCopiaECola } from './PixCopiaECola';
import { useSendPedido } from './useSendPedido';
import type { CarrinhoApi } from './useCarrinho';

type Etapa = 'carrinho' | CheckoutStep | 'enviado';
const ETAPAS = ['carrinho', ...CHECKOUT_STEPS] as const;

/**
 * 'Seu Pedido' of a shop with service settings (issue 12): the cart, then the customer's details,
 * delivery or pickup, payment and a summary with the total, then the confirmation. What each step
 * lets through is what the server takes (checkout.ts); the details are remembered on the device, and
 * a returning customer goes from the cart straight to the summary.
 */
export function CheckoutSheet({ open, onOpenChange, lojaRef, loja, carrinho }: CarrinhoSheetProps) {
  const atendimento = loja.atendimento!;
  const [etapa, setEtapa] = useState<Etapa>('carrinho');
  const [form, setForm] = useState(() => fitToLoja(atendimento, readCliente()));
  const [lembrado, setLembrado] = useState(() => hasCliente(readCliente()));
  const [tentou, setTentou] = useState(false);
  const [enviado, setEnviado] = useState<{ pedido: PedidoResponse; whatsappUrl: string } | null>(null);
  const { send, sending, refusal } = useSendPedido(lojaRef, loja, carrinho, (pedido, whatsappUrl) => {
    saveCliente(form);
    setLembrado(true);
    setForm((atual) => ({ ...atual, troco: '', observacao: '' }));
    setEnviado({ pedido, whatsappUrl });
    setEtapa('enviado');
  });

  const agora = useAgora();
  const aberta = openingState(atendimento, agora);
  const subtotal = carrinho.totalCentavos;
  const totals = checkoutTotalsOf(atendimento, form, subtotal);
  const errors = etapa === 'carrinho' || etapa === 'enviado' ? {} : stepErrors(etapa, atendimento, form, subtotal);
  const topo = useRef<HTMLDivElement>(null);

  // Each step starts at its top, its heading focused (a screen reader hears where it is).
  useLayoutEffect(() => {
    const scroller = topo.current?.parentElement;
    if (scroller) scroller.scrollTop = 0;
    topo.current?.querySelector<HTMLElement>('[data-etapa-titulo]')?.focus({ preventScroll: true });
  }, [etapa]);

  function close(next: boolean) {
    if (sending || next) return;
    onOpenChange(false);
    // A new visit to the cart starts at the cart; the confirmation is seen once.
    setEtapa('carrinho');
    setEnviado(null);
    setTentou(false);
  }

  function change(changes: Partial<CheckoutForm>) {
    setForm((atual) => ({ ...atual, ...changes }));
  }

  function go(next: Etapa) {
    setTentou(false);
    setEtapa(next);
  }

  function advance() {
    if (etapa === 'carrinho') return go(firstOpenStep(atendimento, form, subtotal));
    if (Object.keys(errors).length > 0) {
      setTentou(true);
      // The first field that needs the customer, after React has marked it.
      requestAnimationFrame(() => topo.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    saveCliente(form);
    setLembrado(true);
    const index = ETAPAS.indexOf(etapa as (typeof ETAPAS)[number]);
    go(ETAPAS[index + 1]!);
  }

  function back() {
    const index = ETAPAS.indexOf(etapa as (typeof ETAPAS)[number]);
    go(ETAPAS[Math.max(0, index - 1)]!);
  }

  function forget() {
    clearCliente();
    setLembrado(false);
    setForm(fitToLoja(atendimento, EMPTY_CHECKOUT));
    go('dados');
  }

  const empty = carrinho.linhas.length === 0;
  const minimo = !totals.ok && totals.campo === 'minimo' ? totals.erro : null;
  const numero = ETAPAS.indexOf(etapa as (typeof ETAPAS)[number]) + 1;
  const description =
    etapa === 'enviado'
      ? undefined
      : etapa === 'carrinho'
        ? empty
          ? undefined
          : carrinho.itens === 1
            ? '1 item'
            : `${carrinho.itens} itens`
        : `${NOMES_CHECKOUT_STEPS[etapa]} · etapa ${numero} de ${ETAPAS.length}`;
  const shown: CheckoutErrors = tentou ? errors : {};

  let body: ReactNode;
  let footer: ReactNode;
  if (etapa === 'enviado' && enviado) {
    body = <Enviado pedido={enviado.pedido} enderecoRetirada={form.tipo === 'retirada' ? loja.endereco : undefined} />;
    // The ways on stay in view under the order, however tall the PIX box makes it (a 360 px phone cut them).
    footer = (
      <div className="grid w-full gap-2">
        <a
          href={enviado.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-white px-4 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          <WhatsappIcon className="size-5 text-emerald-600" aria-hidden />
          Abrir no WhatsApp
        </a>
        <div className="grid gap-2 sm:grid-cols-2">
          <a
            href={enviado.pedido.acompanhamento}
            className="inline-flex h-11 items-center justify-center rounded-xl bg-(--loja) px-4 font-semibold text-(--loja-texto) shadow-sm hover:brightness-95"
          >
            Acompanhar pedido
          </a>
          <Button variant="secondary" className="h-11 px-4" onClick={() => close(false)}>
            Voltar ao catálogo
          </Button>
        </div>
      </div>
    );
  } else if (etapa === 'carrinho') {
    body = (
      <>
        {!aberta.aberta && <Fechada mensagem={aberta.mensagem!} />}
        <CarrinhoLinhas carrinho={carrinho} onClose={() => close(false)} />
      </>
    );
    footer = !empty && (
      <div className="w-full space-y-3">
        <Linha rotulo="Subtotal" valor={subtotal} forte testId="carrinho-total" />
        {minimo && aberta.aberta && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="status">
            {minimo}
          </p>
        )}
        <LojaButton className="w-full" onClick={advance} disabled={!aberta.aberta || !!minimo}>
          {aberta.aberta ? 'Continuar' : 'Loja fechada'}
        </LojaButton>
      </div>
    );
  } else {
    const stepProps = { atendimento, form, change, errors: shown, subtotal };
    body =
      etapa === 'dados' ? (
        <Dados {...stepProps} lembrado={lembrado} onForget={forget} />
      ) : etapa === 'entrega' ? (
        <Entrega {...stepProps} enderecoLoja={loja.endereco} />
      ) : etapa === 'pagamento' ? (
        <Pagamento {...stepProps} total={totals.ok ? totals.total_centavos : null} />
      ) : (
        <Resumo {...stepProps} enderecoLoja={loja.endereco} carrinho={carrinho} onEdit={go} onForget={forget} refusal={refusal} />
      );
    const enviar = etapa === 'resumo';
    footer = (
      <div className="w-full space-y-3">
        {!aberta.aberta && <p className="text-sm font-medium text-red-700">{aberta.mensagem}</p>}
        {enviar && totals.ok && <Linha rotulo="Total" valor={totals.total_centavos} forte testId="checkout-total" />}
        <div className="flex gap-2">
          <Button variant="secondary" size="lg" className="px-4" onClick={back} disabled={sending}>
            Voltar
          </Button>
          {enviar ? (
            <Button
              variant="whatsapp"
              size="lg"
              className="min-w-0 flex-1 px-4"
              onClick={() => void send(checkoutBody(form))}
              disabled={sending || !aberta.aberta || !totals.ok || empty}
            >
              {sending ? <Spinner className="size-5" /> : <WhatsappIcon className="size-5" aria-hidden />}
              <span className="truncate">{sending ? 'Enviando pedido...' : loja.texto_botao}</span>
            </Button>
          ) : (
            <LojaButton className="min-w-0 flex-1" onClick={advance}>
              Continuar
            </LojaButton>
          )}
        </div>
        {enviar && <Consentimento nomeLoja={loja.nome_loja} />}
      </div>
    );
  }

  return (
    <Sheet
      open={open}
      onOpenChange={close}
      title={etapa === 'enviado' ? 'Pedido enviado' : 'Seu Pedido'}
      description={description}
      footer={footer}
      style={lojaStyle(loja.cor_principal)}
    >
      <div ref={topo} className="space-y-4">
        {etapa !== 'carrinho' && etapa !== 'enviado' && (
          <h3 data-etapa-titulo tabIndex={-1} className="sr-only">
            {NOMES_CHECKOUT_STEPS[etapa]}
          </h3>
        )}
        {body}
      </div>
    </Sheet>
  );
}

// ── Pieces ───────────────────────────────────────────────────────────────────────────────────

/** The way on, in the shop's colour (the last step's button is WhatsApp's green). */
function LojaButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-(--loja) px-6 text-base font-semibold text-(--loja-texto) shadow-sm ring-1 ring-black/10 transition-[filter] ring-inset hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--loja) disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

function Fechada({ mensagem }: { mensagem: string }) {
  return (
    <div className="flex gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200" role="status">
      <Clock className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <div>
        <p className="font-semibold text-red-950">{mensagem}</p>
        <p className="mt-0.5 text-sm text-red-900">Você pode montar o carrinho agora e enviar quando a loja abrir.</p>
      </div>
    </div>
  );
}

function Linha({ rotulo, valor, forte, testId }: { rotulo: ReactNode; valor: number | string; forte?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className={forte ? 'font-medium text-slate-600' : 'text-sm text-slate-600'}>{rotulo}</span>
      <span
        className={cx('tabular-nums', forte ? 'text-xl font-bold text-slate-900' : 'text-sm font-medium text-slate-900')}
        data-testid={testId}
      >
        {typeof valor === 'number' ? formatBRL(valor) : valor}
      </span>
    </div>
  );
}

interface StepProps {
  atendimento: Atendimento;
  form: CheckoutForm;
  change: (changes: Partial<CheckoutForm>) => void;
  errors: CheckoutErrors;
  subtotal: number;
}

/** Radio buttons as large cards: easy to tap on a phone. */
function Opcoes<T extends string>({
  legenda,
  valor,
  opcoes,
  onChange,
  error,
}: {
  legenda: string;
  valor: T | '';
  opcoes: { valor: T; titulo: string; detalhe?: string }[];
  onChange: (valor: T) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legenda}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {opcoes.map((opcao) => (
          <label
            key={opcao.valor}
            className={cx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3.5 py-2.5 ring-1 transition-colors',
              valor === opcao.valor ? 'bg-slate-50 ring-2 ring-(--loja)' : 'ring-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={opcao.valor}
              checked={valor === opcao.valor}
              onChange={() => onChange(opcao.valor)}
              aria-invalid={error ? true : undefined}
              className="size-4.5 shrink-0 accent-(--loja)"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{opcao.titulo}</span>
              {opcao.detalhe && <span className="block text-sm text-slate-500">{opcao.detalhe}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-600">{error}</p>}
    </fieldset>
  );
}

function Dados({ form, change, errors, lembrado, onForget }: StepProps & { lembrado: boolean; onForget: () => void }) {
  return (
    <>
      <Field label="Seu nome" error={errors.nome}>
        <Input value={form.nome} onChange={(event) => change({ nome: event.target.value })} autoComplete="name" maxLength={80} />
      </Field>
      <Field label="Seu WhatsApp" hint="Com DDD. A loja fala com você por ele." error={errors.telefone}>
        <Input
          type="tel"
          inputMode="tel"
          value={form.telefone}
          onChange={(event) => change({ telefone: event.target.value })}
          onBlur={() => {
            const digits = telefoneDigits(form.telefone);
            if (digits) change({ telefone: formatTelefone(digits) });
          }}
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          maxLength={30}
        />
      </Field>
      {lembrado && <Esquecer onForget={onForget} />}
    </>
  );
}

function Esquecer({ onForget }: { onForget: () => void }) {
  return (
    <p className="text-sm text-slate-500">
      Seus dados ficam guardados neste aparelho para o próximo pedido.{' '}
      <button type="button" onClick={onForget} className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900">
        Apagar meus dados
      </button>
    </p>
  );
}

/** The delivery fee a neighbourhood (or the shop's single fee) comes to for this subtotal, by the shared rule; null before a neighbourhood is chosen. */
function taxaPara(atendimento: Atendimento, bairro: string, subtotal: number): number | null {
  const totals = checkoutTotals(
    atendimento,
    { cliente: { nome: '-' }, entrega: { tipo: 'entrega', bairro, endereco: '-' }, pagamento: { forma: atendimento.formas_pagamento[0] } },
    subtotal,
  );
  return totals.ok ? totals.taxa_entrega_centavos : null;
}

const taxaTexto = (centavos: number) => (centavos === 0 ? 'Grátis' : formatBRL(centavos));

function Entrega({ atendimento, form, change, errors, subtotal, enderecoLoja }: StepProps & { enderecoLoja: string }) {
  const tipos = (['entrega', 'retirada'] as const).filter((tipo) => atendimento[tipo]);
  const listados = atendimento.bairros.length > 0;
  const taxa = form.tipo === 'entrega' ? taxaPara(atendimento, form.bairro, subtotal) : null;
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
              <span className="font-semibold text-slate-900 tabular-nums">{taxaTexto(taxa)}</span>
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

const DETALHES_PAGAMENTO: Record<FormaPagamento, string> = {
  pix: 'O código PIX aparece ao enviar',
  dinheiro: 'Na entrega ou retirada',
  cartao: 'Na entrega ou retirada',
};

function Pagamento({ atendimento, form, change, errors, total }: StepProps & { total: number | null }) {
  return (
    <>
      <Opcoes<FormaPagamento>
        legenda="Como você vai pagar?"
        valor={form.forma}
        onChange={(forma) => change({ forma })}
        error={errors.forma}
        opcoes={atendimento.formas_pagamento.map((forma) => ({
          valor: forma,
          titulo: NOMES_FORMAS_PAGAMENTO[forma],
          detalhe: DETALHES_PAGAMENTO[forma],
        }))}
      />
      {form.forma === 'dinheiro' && (
        <Field
          label="Troco para quanto?"
          hint={`Deixe em branco se não precisar de troco.${total !== null ? ` Total: ${formatBRL(total)}.` : ''}`}
          error={errors.troco}
        >
          <Input
            inputMode="decimal"
            value={form.troco}
            onChange={(event) => change({ troco: event.target.value })}
            placeholder="R$ 0,00"
            maxLength={12}
          />
        </Field>
      )}
      <Field label="Observação (opcional)">
        <Textarea
          rows={2}
          value={form.observacao}
          onChange={(event) => change({ observacao: event.target.value })}
          placeholder="Ex.: sem cebola, tocar o interfone"
          maxLength={300}
        />
      </Field>
    </>
  );
}

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

function Resumo({
  atendimento,
  form,
  subtotal,
  enderecoLoja,
  carrinho,
  onEdit,
  onForget,
  refusal,
}: StepProps & {
  enderecoLoja: string;
  carrinho: CarrinhoApi;
  onEdit: (etapa: Etapa) => void;
  onForget: () => void;
  refusal: string | null;
}) {
  const totals = checkoutTotalsOf(atendimento, form, subtotal);
  const { pagamento } = checkoutBody(form);
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
        {form.tipo === 'retirada' ? (
          <>
            <p className="font-medium">Retirada na loja</p>
            <EnderecoDaLoja endereco={enderecoLoja} className="mt-1" />
          </>
        ) : (
          <>
            <p className="font-medium">
              {form.endereco.trim()}
              {form.complemento.trim() && `, ${form.complemento.trim()}`}
            </p>
            {form.bairro.trim() && <p className="text-slate-600">{form.bairro.trim()}</p>}
            {form.referencia.trim() && <p className="text-slate-600">Ref.: {form.referencia.trim()}</p>}
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
                {linha.quantidade} × {linha.nome}
                <EscolhasDaLinha linha={linha} />
              </div>
              <span className="shrink-0 tabular-nums">{formatBRL(reaisToCents(linha.preco) * linha.quantidade)}</span>
            </li>
          ))}
        </ul>
        <div className="space-y-1 border-t border-slate-200 pt-2">
          <Linha rotulo="Subtotal" valor={subtotal} />
          {totals.ok && (
            <Linha
              rotulo={form.tipo === 'retirada' ? 'Retirada na loja' : 'Taxa de entrega'}
              valor={taxaTexto(totals.taxa_entrega_centavos)}
            />
          )}
        </div>
      </section>
      {!totals.ok && totals.campo !== 'minimo' && <p className="text-sm font-medium text-red-600">{totals.erro}</p>}
      <Esquecer onForget={onForget} />
    </>
  );
}

function Enviado({ pedido, enderecoRetirada }: { pedido: PedidoResponse; enderecoRetirada: string | undefined }) {
  return (
    <div className="space-y-4 pb-1">
      {/* Compact, beside its tick: the PIX box below is what the customer needs next. */}
      <div className="flex items-start gap-3">
        <CircleCheck className="size-10 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">Pedido #{pedido.codigo}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            Abrimos o WhatsApp com o seu pedido: envie a mensagem para a loja receber. Total:{' '}
            <strong className="text-slate-900 tabular-nums">{formatBRL(reaisToCents(pedido.total))}</strong>.
          </p>
        </div>
      </div>
      <EnderecoDaLoja endereco={enderecoRetirada} className="rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-200" />
      {pedido.pix_copia_e_cola && <PixCopiaECola codigo={pedido.pix_copia_e_cola} totalCentavos={reaisToCents(pedido.total)} />}
    </div>
  );
}
