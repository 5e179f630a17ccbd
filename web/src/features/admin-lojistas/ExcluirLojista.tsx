import type { AdminLojista } from '@vitrine/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ExcluirContaDialog } from '../../components/ui/ExcluirContaDialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useDeleteLojista } from './api';

/**
 * 'Excluir', when a merchant asks for their account to be deleted: the same deletion as the owner's
 * own, confirmed the same way, by typing the shop's address (the e-mail for a shop without one).
 */
export function ExcluirLojista({ lojista, compact }: { lojista: AdminLojista; compact?: boolean }) {
  const [aberto, setAberto] = useState(false);
  const deleteLojista = useDeleteLojista();

  function fechar() {
    setAberto(false);
    deleteLojista.reset();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAberto(true)}
        aria-label={`Excluir ${lojista.nome}`}
        title={compact ? 'Excluir' : undefined}
        className="text-red-700 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
        {!compact && 'Excluir'}
      </Button>
      {aberto && (
        <ExcluirContaDialog
          title={`Excluir “${lojista.nome}”?`}
          confirmacao={lojista.subdominio || lojista.email}
          busy={deleteLojista.isPending}
          error={deleteLojista.isError ? errorMessage(deleteLojista.error, 'Não foi possível excluir o lojista.') : undefined}
          onClose={fechar}
          onConfirm={(confirmacao) =>
            deleteLojista.mutate(
              { id: lojista.id, confirmacao },
              {
                onSuccess: () => {
                  fechar();
                  toast.success(`${lojista.nome} e todos os dados da loja foram excluídos`);
                },
              },
            )
          }
        >
          <p>
            Use quando o próprio lojista pedir a exclusão. A conta de {lojista.email} e tudo o que é dela serão apagados: o catálogo público
            e seu endereço, produtos e fotos, categorias, pedidos com os dados dos clientes, estatísticas e o login.
          </p>
        </ExcluirContaDialog>
      )}
    </>
  );
}
