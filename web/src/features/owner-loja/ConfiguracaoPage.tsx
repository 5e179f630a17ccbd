import { Settings } from 'lucide-react';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { FormSectionsSkeleton } from '../../components/ui/FormSection';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { useSession } from '../../lib/owner-session';
import { useLoja, useWhatsapp } from './api';
import { ConfiguracaoForm } from './ConfiguracaoForm';
import { MinhaConta } from '../owner-conta';

/** /configuracao: the shop form with its live preview, and the catalogue links. */
export function ConfiguracaoPage() {
  const { user } = useSession();
  const loja = useLoja();
  const whatsapp = useWhatsapp();

  let content;
  if (loja.isPending || whatsapp.isPending) {
    content = (
      <Loading className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <FormSectionsSkeleton fields={[2, 5]} />
        </div>
        <Skeleton className="h-96 w-full" />
      </Loading>
    );
  } else if (loja.isError || whatsapp.isError) {
    content = (
      <LoadError
        icon={Settings}
        title="Não foi possível carregar as configurações"
        error={loja.error ?? whatsapp.error}
        onRetry={() => Promise.all([loja.refetch(), whatsapp.refetch()])}
      />
    );
  } else if (user) {
    content = (
      <>
        <ConfiguracaoForm lojaId={user.loja_id} loja={loja.data} telefoneWhatsapp={whatsapp.data.telefone_whatsapp} />
        <MinhaConta confirmacao={loja.data.subdominio || user.email} />
      </>
    );
  }

  return (
    <section>
      <PageHeader title="Configuração" subtitle="Personalize sua loja e veja na hora como o catálogo fica para o cliente." />
      {content}
    </section>
  );
}
