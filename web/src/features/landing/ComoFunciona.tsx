import { LandingSection } from './LandingSection';

const PASSOS = [
  {
    titulo: 'Entre com sua conta Google',
    texto: 'Sem senha nova e sem cartão de crédito. Sua loja começa no plano básico, sem mensalidade.',
  },
  {
    titulo: 'Cadastre seus produtos',
    texto: 'Fotos, preços e categorias, com as cores, a logo e a mensagem da sua loja. Tudo pelo celular.',
  },
  {
    titulo: 'Compartilhe o link e receba pedidos',
    texto: 'O cliente escolhe os produtos no seu catálogo e o pedido chega pronto no seu WhatsApp.',
  },
];

/** How it works, in three steps. */
export function ComoFunciona() {
  return (
    <LandingSection
      id="como-funciona"
      titulo="Como funciona"
      subtitulo="Da conta criada ao primeiro pedido, em poucos minutos."
      className="bg-white"
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {PASSOS.map(({ titulo, texto }, index) => (
          <li key={titulo} className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 md:flex-col md:gap-3">
            <span
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              aria-hidden
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{titulo}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{texto}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
