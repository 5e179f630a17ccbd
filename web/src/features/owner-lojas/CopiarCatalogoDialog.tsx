import type { LojaDaConta } from '@vitrine/shared';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCancel } from '../../components/ui/Dialog';
import { Field, Select } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { toast, toastError } from '../../components/ui/toast';
import { useCopiaDeCatalogo, useCopiarCatalogo } from './api';

/**
 * "Copiar catálogo" into `destino` from another of the account's shops: categories, products with
 * their options and grades, and pictures. Shows the job's progress while it runs; running it again
 * updates the copied products instead of duplicating them.
 */
export function CopiarCatalogoDialog({ destino, lojas, onClose }: { destino: LojaDaConta; lojas: LojaDaConta[]; onClose: () => void }) {
  const origens = lojas.filter((loja) => loja.id !== destino.id);
  const [origem, setOrigem] = useState(origens[0]?.id ?? '');
  const copiar = useCopiarCatalogo(destino.id);
  const progresso = useCopiaDeCatalogo(destino.id, copiar.isPending).data;
  const copiando = copiar.isPending;

  function iniciar() {
    copiar.mutate(origem, {
      onSuccess: (copia) =>
        toast.success('Catálogo copiado!', {
          description: `${copia.total_produtos} produtos e ${copia.total_categorias} categorias em ${destino.nome_loja}.`,
        }),
      onError: toastError('Não foi possível copiar o catálogo'),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !copiando && onClose()}
      title={`Copiar catálogo para ${destino.nome_loja}`}
      description="Copia categorias, produtos (com opções e grades) e fotos de outra loja da conta. Copiar de novo atualiza os produtos copiados, sem duplicar."
      footer={
        <>
          <DialogCancel disabled={copiando}>Concluir</DialogCancel>
          <Button onClick={iniciar} icon={Copy} busy={copiando} disabled={!origem}>
            Copiar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <Field label="Copiar da loja">
          <Select value={origem} onChange={(event) => setOrigem(event.target.value)} disabled={copiando}>
            {origens.map((loja) => (
              <option key={loja.id} value={loja.id}>
                {loja.nome_loja}
              </option>
            ))}
          </Select>
        </Field>
        {copiando && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {progresso && progresso.status === 'copiando' && progresso.de_loja_id === origem
              ? `Copiando… ${progresso.produtos_copiados} de ${progresso.total_produtos} produtos`
              : 'Copiando…'}
          </p>
        )}
        {copiar.isSuccess && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Pronto: {copiar.data.produtos_copiados} de {copiar.data.total_produtos} produtos copiados.
          </p>
        )}
      </div>
    </Dialog>
  );
}
