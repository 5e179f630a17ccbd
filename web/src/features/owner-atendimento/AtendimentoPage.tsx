import { Truck } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { FormSectionsSkeleton } from '../../components/ui/FormSection';
import { QueryContent } from '../../components/ui/QueryContent';
import { Loading } from '../../components/ui/Skeleton';
import { useAtendimento } from './api';
import { AtendimentoForm } from './AtendimentoForm';

/** /atendimento: how the shop serves (pickup, delivery and fees, minimum, payment, hours) and the pause switch. */
export function AtendimentoPage() {
  const atendimento = useAtendimento();

  return (
    <section>
      <PageHeader title="Atendimento" subtitle="Como o cliente recebe, quanto paga, como paga e quando a loja aceita pedidos." />
      <QueryContent
        query={atendimento}
        icon={Truck}
        errorTitle="Não foi possível carregar o atendimento"
        loading={
          <Loading className="max-w-3xl space-y-6">
            <FormSectionsSkeleton fields={[1, 3, 2]} />
          </Loading>
        }
      >
        {(data) => <AtendimentoForm atendimento={data.atendimento} />}
      </QueryContent>
    </section>
  );
}
