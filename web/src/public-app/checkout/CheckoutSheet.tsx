import type { PedidoResponse } from '@vitrine/shared';
import { openingState } from '@vitrine/shared/atendimento';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { WhatsappIcon } from '../components/icons';
import { Sheet } from '../components/Sheet';
import { lojaStyle } from '../theme';
import { useAgora } from '../useAgora';
import { CarrinhoLinhas } from '../carrinho/CarrinhoLinhas';
import { PecaTambem } from '../carrinho/PecaTambem';
import type { CarrinhoSheetProps } from '../carrinho/CarrinhoSheet';
import {
  agendaPedidos,
  agendamentoObrigatorio,
  CHECKOUT_STEPS,
  checkoutBody,
  checkoutTotalsOf,
  EMPTY_CHECKOUT,
  firstOpenStep,
  fitQuando,
  fitToLoja,
  NOMES_CHECKOUT_STEPS,
  stepErrors,
  type CheckoutErrors,
  telefoneDigits,
  type CheckoutForm,
} from './checkout';
import { Dados } from './steps/Dados';
import { Entrega } from './steps/Entrega';
import { Enviado } from './steps/Enviado';
import { Pagamento } from './steps/Pagamento';
import { Fechada, Linha, LojaButton, type Etapa } from './steps/parts';
import { Resumo } from './steps/Resumo';
import { clearCliente, hasCliente, readCliente, saveCliente } from './cliente-store';
import { Consentimento } from './Consentimento';
import { descontoDoCupom, isRecusaDoCupom } from '../carrinho/cupom';
import { useCupom } from '../carrinho/useCupom';
import { useSendPedido } from './useSendPedido';

const ETAPAS = ['carrinho', ...CHECKOUT_STEPS] as const;

/**
 * 'Seu pedido' of a shop with service settings (issue 12): the cart, then the customer's details,
 * delivery or pickup, payment and a summary with the total, then the confirmation (each step drawn
 * by its own component in steps/; this one holds the form and moves between them). What each step
 * lets through is what the server takes (checkout.ts); the details are remembered on the device, and
 * a returning customer goes from the cart straight to the summary.
 */
export function CheckoutSheet({ open, onOpenChange, lojaRef, loja, carrinho, produtos }: CarrinhoSheetProps) {
  const atendimento = loja.atendimento!;
  const [etapa, setEtapa] = useState<Etapa>('carrinho');
  const [formDigitado, setForm] = useState(readCliente);
  const [lembrado, setLembrado] = useState(() => hasCliente(readCliente()));
  const [tentou, setTentou] = useState(false);
  const [enviado, setEnviado] = useState<{ pedido: PedidoResponse; whatsappUrl: string } | null>(null);
  const subtotal = carrinho.totalCentavos;
  const agora = useAgora();
  const aberta = openingState(atendimento, agora);
  // Issue 31: a shop that schedules takes orders while closed, for a slot; "Agora" only while open.
  // Fitted on every change: what the shop takes follows the way of receiving chosen (issue 43).
  const form = fitQuando(atendimento, aberta.aberta, fitToLoja(atendimento, formDigitado));
  const agenda = agendaPedidos(atendimento);
  const podePedir = aberta.aberta || agenda;
  const agendado = form.quando === 'agendar' && !!form.data && !!form.hora;
  // The coupon is checked again on the summary when the cart or the phone changed since.
  const cupom = useCupom(lojaRef, subtotal, telefoneDigits(form.telefone), etapa === 'resumo');
  const { send, sending, refusal } = useSendPedido(
    lojaRef,
    loja,
    carrinho,
    (pedido, whatsappUrl) => {
      saveCliente(form);
      setLembrado(true);
      // The change, the note and the slot belong to the order just sent.
      setForm((atual) => ({ ...atual, troco: '', observacao: '', quando: 'agora', data: '', hora: '' }));
      setEnviado({ pedido, whatsappUrl });
      setEtapa('enviado');
      cupom.limpar();
    },
    (mensagem) => isRecusaDoCupom(mensagem) && cupom.recusar(mensagem),
  );

  const desconto = descontoDoCupom(cupom.aplicado, subtotal);
  const totals = checkoutTotalsOf(atendimento, form, subtotal, desconto);
  const errors = etapa === 'carrinho' || etapa === 'enviado' ? {} : stepErrors(etapa, atendimento, form, subtotal, desconto);
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
    setForm(EMPTY_CHECKOUT);
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
    body = (
      <Enviado pedido={enviado.pedido} enderecoRetirada={form.tipo === 'retirada' ? loja.endereco : undefined} nomeLoja={loja.nome_loja} />
    );
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
        {!aberta.aberta && <Fechada mensagem={aberta.mensagem!} agenda={agenda} />}
        <CarrinhoLinhas carrinho={carrinho} onClose={() => close(false)} />
        {!empty && <PecaTambem produtos={produtos} carrinho={carrinho} lojaRef={lojaRef} onOpenProduto={() => close(false)} />}
      </>
    );
    footer = !empty && (
      <div className="w-full space-y-3">
        <Linha rotulo="Subtotal" valor={subtotal} forte testId="carrinho-total" />
        {minimo && podePedir && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="status">
            {minimo}
          </p>
        )}
        <LojaButton className="w-full" onClick={advance} disabled={!podePedir || !!minimo}>
          {aberta.aberta ? 'Continuar' : agenda ? 'Agendar pedido' : 'Loja fechada'}
        </LojaButton>
      </div>
    );
  } else {
    const stepProps = { atendimento, form, change, errors: shown, subtotal };
    body =
      etapa === 'dados' ? (
        <Dados {...stepProps} lembrado={lembrado} onForget={forget} />
      ) : etapa === 'entrega' ? (
        <Entrega
          {...stepProps}
          enderecoLoja={loja.endereco}
          freteGratis={desconto.frete_gratis}
          quando={agenda ? { lojaRef, obrigatorio: agendamentoObrigatorio(atendimento, aberta.aberta), agora } : null}
        />
      ) : etapa === 'pagamento' ? (
        <Pagamento {...stepProps} total={totals.ok ? totals.total_centavos : null} />
      ) : (
        <Resumo
          {...stepProps}
          enderecoLoja={loja.endereco}
          carrinho={carrinho}
          onEdit={go}
          onForget={forget}
          // A coupon's refusal is the coupon field's to say, with the coupon taken off.
          refusal={refusal && !isRecusaDoCupom(refusal) ? refusal : null}
          cupom={cupom}
        />
      );
    const enviar = etapa === 'resumo';
    footer = (
      <div className="w-full space-y-3">
        {!aberta.aberta && !agendado && <p className="text-sm font-medium text-red-700">{aberta.mensagem}</p>}
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
              onClick={() => void send({ ...checkoutBody(form), ...(cupom.aplicado && { cupom: cupom.aplicado.codigo }) })}
              // While a coupon is checked again, the total shown is not yet the server's.
              disabled={sending || !(aberta.aberta || agendado) || !totals.ok || empty || (!!cupom.aplicado && cupom.verificando)}
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
      title={etapa === 'enviado' ? 'Pedido enviado' : 'Seu pedido'}
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
