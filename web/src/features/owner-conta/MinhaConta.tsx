import { Download, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ExcluirContaDialog } from '../../components/ui/ExcluirContaDialog';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/owner-session';
import { EXPORTAR_CONTA_URL, useDeleteConta } from './api';

/**
 * "Minha conta" on the settings screen (LGPD, issue 17): the owner downloads everything Vitrine
 * keeps about them and their shop, or deletes the account. `confirmacao` is what the server asks to
 * be typed: the shop's address, or the e-mail while the shop has none.
 */
export function MinhaConta({ confirmacao }: { confirmacao: string }) {
  const [excluindo, setExcluindo] = useState(false);
  const deleteConta = useDeleteConta();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function excluir(digitado: string) {
    deleteConta.mutate(digitado, {
      onSuccess: async () => {
        await logout();
        queryClient.clear();
        navigate('/', { replace: true });
      },
    });
  }

  return (
    <Card className="mt-6 space-y-5 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Minha conta</h2>
        <p className="mt-1 text-sm text-slate-600">
          Seus dados são seus. Veja como os tratamos na{' '}
          <a href="/privacidade" className="font-medium text-brand-700 underline">
            política de privacidade
          </a>
          .
        </p>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-medium text-slate-900">Baixar meus dados</h3>
          <p className="text-sm text-slate-600">
            Um arquivo com sua conta, loja, produtos, pedidos e estatísticas, para guardar ou levar a outro serviço.
          </p>
        </div>
        <a href={EXPORTAR_CONTA_URL} download className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}>
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </a>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-medium text-slate-900">Excluir minha conta</h3>
          <p className="text-sm text-slate-600">Apaga sua loja, seu catálogo e tudo o que a Vitrine guarda sobre você.</p>
        </div>
        <Button variant="danger" className="shrink-0" onClick={() => setExcluindo(true)}>
          <Trash2 className="size-4" aria-hidden />
          Excluir minha conta
        </Button>
      </div>
      {excluindo && (
        <ExcluirContaDialog
          title="Excluir minha conta"
          confirmacao={confirmacao}
          busy={deleteConta.isPending}
          error={deleteConta.isError ? errorMessage(deleteConta.error, 'Não foi possível excluir a conta. Tente novamente.') : undefined}
          onClose={() => {
            setExcluindo(false);
            deleteConta.reset();
          }}
          onConfirm={excluir}
        >
          <p>
            Sua conta e tudo o que é dela serão apagados: o catálogo público e seu endereço, os produtos e as fotos, as categorias, os
            pedidos com os dados dos clientes e as estatísticas. Seu login com o Google deixa de entrar na Vitrine.
          </p>
          <p>Se quiser guardar uma cópia, baixe seus dados antes.</p>
        </ExcluirContaDialog>
      )}
    </Card>
  );
}
