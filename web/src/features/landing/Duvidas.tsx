import { RETENCAO_DADOS_CLIENTE_MESES } from '@vitrine/shared/privacidade';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { LandingSection } from './LandingSection';

const DUVIDAS: Array<{ pergunta: string; resposta: ReactNode }> = [
  {
    pergunta: 'Quanto custa? A Vitrine cobra taxa sobre as vendas?',
    resposta: (
      <>
        O plano básico não tem mensalidade e não pede cartão de crédito. Os planos pagos custam o valor mensal mostrado acima e permitem
        mais produtos. Em nenhum plano a Vitrine cobra taxa por pedido ou comissão sobre as suas vendas.
      </>
    ),
  },
  {
    pergunta: 'Como o pedido chega no meu WhatsApp?',
    resposta: (
      <>
        O cliente abre o link da sua loja, escolhe os produtos e toca em enviar o pedido. O WhatsApp dele abre uma conversa com o seu
        número, já com a mensagem pronta: produtos, quantidades, total e os dados de entrega. Vocês combinam o resto por lá, e o pedido
        também fica guardado no seu painel.
      </>
    ),
  },
  {
    pergunta: 'Posso receber por PIX?',
    resposta: (
      <>
        Sim. Cadastre sua chave PIX nas configurações de atendimento: ao finalizar, o cliente recebe o código PIX copia e cola com o valor
        do pedido e paga direto na sua conta. A Vitrine não passa pelo pagamento nem guarda dinheiro de ninguém.
      </>
    ),
  },
  {
    pergunta: 'Meus clientes podem instalar a loja no celular?',
    resposta: (
      <>
        Podem. Sua loja funciona como um aplicativo: o cliente toca em instalar (ou em &ldquo;Adicionar à tela inicial&rdquo;) e o ícone da
        sua loja fica no celular dele, sem passar por loja de aplicativos. Quem volta à loja recebe o convite para instalar.
      </>
    ),
  },
  {
    pergunta: 'O que a Vitrine faz com os meus dados e os dos meus clientes?',
    resposta: (
      <>
        Usamos os dados só para a loja funcionar, nunca para vender a ninguém. As estatísticas de visitas não guardam dados pessoais. Os
        dados dos clientes nos pedidos são apagados automaticamente depois de {RETENCAO_DADOS_CLIENTE_MESES} meses, e o cliente pode pedir
        para apagar antes. Você pode baixar todos os dados da sua loja ou excluir sua conta quando quiser, nas configurações. Detalhes na{' '}
        <a href="/privacidade" className="font-medium text-brand-700 underline underline-offset-2">
          Política de privacidade
        </a>
        .
      </>
    ),
  },
];

/** Short answers to what an owner asks before trying, each a native <details> (no script needed to open it). */
export function Duvidas() {
  return (
    <LandingSection id="duvidas" titulo="Perguntas frequentes" largura="max-w-3xl" className="bg-white">
      <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {DUVIDAS.map(({ pergunta, resposta }) => (
          <details key={pergunta} className="group px-5 sm:px-6">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              {pergunta}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden
              />
            </summary>
            <p className="pb-5 text-sm leading-relaxed text-slate-600">{resposta}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
