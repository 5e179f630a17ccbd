import { useQuery } from '@tanstack/react-query';
import type { LojistaStatus } from '@vitrine/shared';
import { Notice } from '../../components/ui/Notice';
import { plataformaStatusQuery } from '../../lib/plataforma-status';

function SupportEmail({ email }: { email: string | undefined }) {
  if (!email) return <>o suporte da Vitrine</>;
  return (
    <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
      {email}
    </a>
  );
}

/**
 * What the owner must know before anything else on every screen: their shop is off the air for
 * customers (the admin suspended or deactivated it) or the whole platform is in maintenance.
 */
export function OwnerNotices({ status }: { status: LojistaStatus | undefined }) {
  const plataforma = useQuery(plataformaStatusQuery);
  const email = plataforma.data?.email_suporte;
  const foraDoAr = status === 'suspenso' || status === 'inativo';
  if (!foraDoAr && !plataforma.data?.manutencao) return null;
  return (
    <div className="mb-6 space-y-3">
      {foraDoAr && (
        <Notice tone="danger" title={status === 'suspenso' ? 'Sua loja está suspensa' : 'Sua loja está desativada'}>
          Seu catálogo está fora do ar: os clientes não conseguem abrir o link da loja nem fazer pedidos, e as alterações na loja ficam
          bloqueadas. Para saber o motivo e reativar a loja, escreva para <SupportEmail email={email} />.
        </Notice>
      )}
      {plataforma.data?.manutencao && (
        <Notice tone="warning" title="A Vitrine está em manutenção">
          Enquanto isso, os clientes não conseguem abrir os catálogos nem fazer pedidos. Você pode continuar cuidando da sua loja: tudo
          volta ao ar ao fim da manutenção. Dúvidas: <SupportEmail email={email} />.
        </Notice>
      )}
    </div>
  );
}
