import { cx } from '../../lib/cx';

/**
 * Under the send button, in the checkout and in the spec's cart (issue 17): what sending means for
 * the customer's data, with the terms and the policy. They are the owner app's pages (features/legal):
 * plain links, in a new tab so the order in progress stays as it is.
 */
export function Consentimento({ nomeLoja, className }: { nomeLoja: string; className?: string }) {
  const link = 'font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900';
  return (
    <p className={cx('text-xs leading-snug text-slate-500', className)} data-testid="consentimento">
      Ao enviar, você concorda com os{' '}
      <a href="/termos" target="_blank" rel="noopener" className={link}>
        Termos de uso
      </a>{' '}
      e a{' '}
      <a href="/privacidade" target="_blank" rel="noopener" className={link}>
        Política de privacidade
      </a>
      . {nomeLoja} recebe seus dados para atender o pedido.
    </p>
  );
}
