import { DEFAULT_TEXTO_BOTAO, corValida, textoSobre } from '@vitrine/shared';
import { ImageIcon, Plus } from 'lucide-react';
import { Card } from '../../components/ui/Card';

export interface LojaPreviewProps {
  nome_loja?: string;
  cor_principal?: string;
  logo_url?: string;
  mensagem_personalizada?: string;
  texto_botao?: string;
}

/**
 * The catalogue's header, one product card and the cart's order button as the customer will see
 * them, drawn from the form as it is typed. Cards add to the cart ("Adicionar"); `texto_botao`
 * labels the button that sends the order, as in the catalogue's cart.
 */
export function LojaPreview({ nome_loja, cor_principal = '', logo_url, mensagem_personalizada, texto_botao }: LojaPreviewProps) {
  // A half-typed colour ('#3B8') keeps the default until it is a whole #RRGGBB.
  const cor = corValida(cor_principal);
  const texto = textoSobre(cor);
  const nome = nome_loja?.trim() || 'Nome da sua loja';

  return (
    <Card data-testid="preview">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Pré-visualização</h2>
        <span className="text-xs text-slate-500">Como o cliente vê</span>
      </div>
      <div className="rounded-xl bg-slate-100 p-4">
        <div className="mx-auto max-w-72 overflow-hidden rounded-2xl bg-slate-50 shadow-md ring-1 ring-slate-200">
          <header className="flex items-center gap-3 px-4 py-3" style={{ backgroundColor: cor, color: texto }} data-testid="preview-header">
            {logo_url ? (
              <img src={logo_url} alt="" className="size-12 shrink-0 rounded-full bg-white object-cover shadow-sm" />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/20 text-xl font-bold" aria-hidden>
                {nome.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="text-lg leading-tight font-bold break-words">{nome}</p>
              {mensagem_personalizada?.trim() && (
                <p className="mt-0.5 line-clamp-2 text-sm leading-snug break-words opacity-90">{mensagem_personalizada}</p>
              )}
            </div>
          </header>
          <div className="p-4">
            <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className="flex aspect-[3/2] items-center justify-center bg-slate-100 text-slate-300">
                <ImageIcon className="size-10" aria-hidden />
              </div>
              <div className="p-3">
                <p className="font-medium text-slate-900">Produto de exemplo</p>
                <p className="mt-0.5 text-lg font-bold text-slate-900">R$ 29,90</p>
                <div
                  className="mt-3 flex items-center justify-center gap-1 rounded-lg py-2 text-sm font-semibold"
                  style={{ backgroundColor: cor, color: texto }}
                >
                  <Plus className="size-4" aria-hidden />
                  Adicionar
                </div>
              </div>
            </div>
            <div className="mt-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <p className="flex justify-between text-sm text-slate-600">
                <span>1 item no carrinho</span>
                <span className="font-semibold text-slate-900">R$ 29,90</span>
              </p>
              <div
                className="mt-2 rounded-lg py-2 text-center text-sm font-semibold break-words"
                style={{ backgroundColor: cor, color: texto }}
                data-testid="preview-botao-pedido"
              >
                {texto_botao?.trim() || DEFAULT_TEXTO_BOTAO}
              </div>
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
