import { useQuery } from '@tanstack/react-query';
import { plataformaStatusQuery } from '../../lib/plataforma-status';

/**
 * The platform's support e-mail as the administrator set it (`email_suporte`, GET /api/status): the
 * contact both documents give. Until it arrives, or if the API cannot answer, a sentence that
 * still reads.
 */
export function EmailSuporte() {
  const email = useQuery(plataformaStatusQuery).data?.email_suporte;
  if (!email) return <>o e-mail de suporte da Vitrine</>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-2" data-testid="email-suporte">
      {email}
    </a>
  );
}
