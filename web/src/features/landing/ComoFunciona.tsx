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
    <section id="como-funciona" aria-labelledby="como-funciona-titulo" className="scroll-mt-6 bg-white py-16">
      <div className="mx-auto max-w-6xl px-5">
        <h2 id="como-funciona-titulo" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Como funciona
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-center text-slate-600">Da conta criada ao primeiro pedido, em poucos minutos.</p>
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
      </div>
    </section>
  );
}
