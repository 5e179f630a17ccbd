import { Truck } from 'lucide-react';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/PageHeader';
import { FormSectionsSkeleton } from '../../components/ui/FormSection';
import { Loading } from '../../components/ui/Skeleton';
import { useAtendimento } from './api';
import { AtendimentoForm } from './AtendimentoForm';

/** /atendimento: how the shop serves (pickup, delivery and fees, minimum, payment, hours) and the pause switch. */
export function AtendimentoPage() {
  const atendimento = useAtendimento();

  let content;
  if (atendimento.isPending) {
    content = (
      <Loading className="max-w-3xl space-y-6">
        <FormSectionsSkeleton fields={[1, 3, 2]} />
      </Loading>
    );
  } else if (atendimento.isError) {
    content = (
      <LoadError icon={Truck} title="Não foi possível carregar o atendimento" error={atendimento.error} onRetry={atendimento.refetch} />
    );
  } else {
    content = <AtendimentoForm atendimento={atendimento.data.atendimento} />;
  }

  return (
    <section>
      <PageHeader title="Atendimento" subtitle="Como o cliente recebe, quanto paga, como paga e quando a loja aceita pedidos." />
      {content}
    </section>
  );
}
