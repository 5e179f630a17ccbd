import { RotateCw, Truck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { FormSectionsSkeleton } from '../../components/ui/FormSection';
import { errorMessage } from '../../lib/api';
import { useAtendimento } from './api';
import { AtendimentoForm } from './AtendimentoForm';

/** /atendimento: how the shop serves (pickup, delivery and fees, minimum, payment, hours) and the pause switch. */
export function AtendimentoPage() {
  const atendimento = useAtendimento();

  let content;
  if (atendimento.isPending) {
    content = (
      <div className="max-w-3xl space-y-6" role="status">
        <span className="sr-only">Carregando...</span>
        <FormSectionsSkeleton fields={[1, 3, 2]} />
      </div>
    );
  } else if (atendimento.isError) {
    content = (
      <Card>
        <EmptyState
          icon={Truck}
          title="Não foi possível carregar o atendimento"
          text={errorMessage(atendimento.error, 'Erro ao carregar atendimento')}
          action={
            <Button variant="secondary" onClick={() => atendimento.refetch()}>
              <RotateCw className="size-4" aria-hidden />
              Tentar novamente
            </Button>
          }
        />
      </Card>
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
