import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';

/**
 * "Apagar meus dados" (the tracking page's order, Meus pedidos' device): a quiet link that opens,
 * in place (no dialog library in the customer's bundle), the question with what goes and what
 * stays (`children`), then Cancelar and the red confirmation.
 */
export function ApagarMeusDados({
  aberta,
  onAbrir,
  onCancelar,
  onConfirmar,
  rotulo,
  titulo,
  confirmar,
  apagando = false,
  erro = null,
  children,
}: {
  aberta: boolean;
  onAbrir: () => void;
  onCancelar: () => void;
  onConfirmar: () => void;
  /** The link's words, e.g. 'Apagar meus dados deste pedido'. */
  rotulo: string;
  titulo: string;
  /** The red button's words. */
  confirmar: string;
  apagando?: boolean;
  erro?: string | null;
  children: ReactNode;
}) {
  const tituloId = useId();
  if (!aberta) {
    return (
      <button
        type="button"
        onClick={onAbrir}
        className="inline-flex items-center gap-1.5 font-medium text-slate-600 underline-offset-2 hover:underline"
      >
        <Trash2 className="size-4" aria-hidden />
        {rotulo}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={tituloId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-red-200">
      <p id={tituloId} className="font-semibold text-slate-900">
        {titulo}
      </p>
      <p className="mt-1">{children}</p>
      {erro && (
        <p className="mt-2 font-medium text-red-700" role="alert">
          {erro}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancelar} disabled={apagando}>
          Cancelar
        </Button>
        <Button variant="danger" size="sm" onClick={onConfirmar} busy={apagando}>
          {confirmar}
        </Button>
      </div>
    </div>
  );
}
