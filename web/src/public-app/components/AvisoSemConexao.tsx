import { CloudOff } from 'lucide-react';

/** Over a catalogue shown from the copy kept on the device: said before the customer tries to send an order. */
export function AvisoSemConexao() {
  return (
    <p
      className="mb-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="aviso-sem-conexao"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Você está sem internet: este é o catálogo salvo neste aparelho. Preços e estoque podem ter mudado, e o pedido só é enviado com
        conexão.
      </span>
    </p>
  );
}
