import { COMANDA_COLUNAS, COMANDA_LARGURAS, type PedidoDoLojista } from '@vitrine/shared';
import { Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonClass, Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { cn } from '../../lib/cn';
import { comandaPrintPath, saveLargura, larguraGuardada, type Impresso } from './comanda';

const ROLO = { 58: 'Bobina pequena', 80: 'Bobina larga' } as const;

/**
 * 'Imprimir' on an order: the paper's width (58 or 80 mm; the last one chosen on this device comes
 * first), then the print view in a new tab, which prints the ticket at once.
 */
export function ImprimirComanda({ pedido, className }: { pedido: PedidoDoLojista; className?: string }) {
  return (
    <ImprimirDialog
      id={pedido.id}
      impresso="pedido"
      titulo={`Imprimir pedido #${pedido.codigo}`}
      trigger={
        <Button variant="secondary" aria-label={`Imprimir o pedido #${pedido.codigo}`} title="Imprimir a comanda" className={className}>
          {/* Its word only where the order's row (a container, PedidoList's Acoes) has room for it. */}
          <Printer className="size-5 @md:size-4" aria-hidden />
          <span className="hidden @md:inline">Imprimir</span>
        </Button>
      }
    />
  );
}

/** 'Imprimir conta' on a table's bill (issue 44, owner-salao): the same choice of paper and print view. */
export function ImprimirConta({ comanda, className }: { comanda: { id: string; mesa: { nome: string } }; className?: string }) {
  return (
    <ImprimirDialog
      id={comanda.id}
      impresso="conta"
      titulo={`Imprimir a conta da ${comanda.mesa.nome}`}
      trigger={
        <Button variant="secondary" size="sm" className={className}>
          <Printer className="size-4" aria-hidden />
          Imprimir conta
        </Button>
      }
    />
  );
}

/** 'Imprimir' on a till (issue 46, owner-caixa): its report on the same paper. */
export function ImprimirCaixa({ id, className }: { id: string; className?: string }) {
  return (
    <ImprimirDialog
      id={id}
      impresso="caixa"
      titulo="Imprimir o relatório do caixa"
      trigger={
        <Button variant="secondary" className={className}>
          <Printer className="size-4" aria-hidden />
          Imprimir
        </Button>
      }
    />
  );
}

function ImprimirDialog({ id, impresso, titulo, trigger }: { id: string; impresso: Impresso; titulo: string; trigger: ReactNode }) {
  const [aberto, setAberto] = useState(false);
  const ultima = aberto ? larguraGuardada() : null;
  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={trigger}
      title={titulo}
      description="Escolha a largura do papel da impressora térmica."
    >
      <ul className="flex flex-col gap-2" aria-label="Largura do papel">
        {COMANDA_LARGURAS.map((largura) => (
          <li key={largura}>
            <a
              href={comandaPrintPath(id, largura, impresso)}
              target="_blank"
              rel="noopener"
              onClick={() => {
                saveLargura(largura);
                setAberto(false);
              }}
              className={cn(
                buttonClass({ variant: 'secondary', size: 'lg', className: 'h-14 w-full justify-between px-4' }),
                largura === ultima && 'ring-2 ring-brand-500',
              )}
            >
              <span>{largura} mm</span>
              <span className="text-sm font-normal text-slate-500">
                {ROLO[largura]} · {COMANDA_COLUNAS[largura]} colunas
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
