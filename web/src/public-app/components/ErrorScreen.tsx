import type { LojaContato } from '@vitrine/shared';
import { whatsappLink } from '@vitrine/shared/links';
import { Ban, CircleAlert, CloudOff, RotateCw, SearchX, Store, Wrench } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/Button';
import { lojaContatoOf, pageErrorOf, type PageError } from '../errors';
import { Link } from '../router';
import { WhatsappIcon } from './icons';
import { StatusScreen } from './StatusScreen';

export interface ErrorScreenProps {
  error: PageError | 'catalogo-nao-encontrado';
  /** Which page failed: the generic error says 'catálogo' or 'produto' (spec §8). */
  page: 'catalogo' | 'produto';
  /** Asks again; shown for the failures that may pass (maintenance, a lost connection). */
  onRetry?: () => void;
  retrying?: boolean;
  /** The shop's catalogue, for a product that is gone. */
  catalogoPath?: string;
  /** An unavailable shop's name and WhatsApp, from its 403: the customer can still reach it. */
  loja?: LojaContato;
}

/** A page's failed read: its reason's screen, another try, and the shop's contact when the answer named the shop. */
export function ReadErrorScreen({
  read,
  page,
  catalogoPath,
}: {
  read: { error: unknown; isFetching: boolean; refetch: () => void };
  page: ErrorScreenProps['page'];
  catalogoPath?: string;
}) {
  return (
    <ErrorScreen
      error={pageErrorOf(read.error)}
      page={page}
      onRetry={() => void read.refetch()}
      retrying={read.isFetching}
      catalogoPath={catalogoPath}
      loja={lojaContatoOf(read.error)}
    />
  );
}

/** A Brazilian number stored as digits ('5511999998888') reads '+55 (11) 99999-8888'; any other is shown as the owner typed it. */
function formatWhatsapp(numero: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(numero);
  return br ? `+55 (${br[1]}) ${br[2]}-${br[3]}` : numero;
}

/** The screen for each reason a public page cannot be shown, with the spec's texts. */
export function ErrorScreen({ error, page, onRetry, retrying, catalogoPath, loja }: ErrorScreenProps) {
  const retry = onRetry && (
    <Button variant="secondary" onClick={onRetry} icon={RotateCw} busy={retrying}>
      Tentar novamente
    </Button>
  );

  switch (error) {
    case 'loja-nao-encontrada':
    case 'catalogo-nao-encontrado':
      return (
        <StatusScreen
          icon={Store}
          title={error === 'loja-nao-encontrada' ? 'Loja não encontrada' : 'Catálogo não encontrado'}
          text="Confira se o link está completo ou peça à loja que envie de novo."
        />
      );
    case 'produto-nao-encontrado':
      return (
        <StatusScreen
          icon={SearchX}
          title="Produto não encontrado"
          text="Ele pode ter sido removido ou estar indisponível no momento."
          actions={
            catalogoPath && (
              <Link
                to={catalogoPath}
                className="inline-flex h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                Ver o catálogo
              </Link>
            )
          }
        />
      );
    case 'loja-indisponivel':
      return loja ? (
        <StatusScreen
          icon={Ban}
          title="Loja indisponível"
          text={
            <>
              O catálogo de <strong className="font-semibold text-slate-900">{loja.nome_loja}</strong> não está disponível no momento.{' '}
              {loja.whatsapp ? 'Você ainda pode falar com a loja pelo WhatsApp.' : 'Tente novamente mais tarde.'}
            </>
          }
          actions={
            loja.whatsapp && (
              <div className="flex flex-col items-center gap-2">
                <a
                  href={whatsappLink(loja.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass({ variant: 'whatsapp', size: 'lg' })}
                >
                  <WhatsappIcon className="size-5" aria-hidden />
                  Falar no WhatsApp
                </a>
                <p className="text-sm text-slate-500 tabular-nums">{formatWhatsapp(loja.whatsapp)}</p>
              </div>
            )
          }
        />
      ) : (
        <StatusScreen
          icon={Ban}
          title="Loja indisponível"
          text="Este catálogo não está disponível no momento. Tente novamente mais tarde ou fale diretamente com a loja."
        />
      );
    case 'manutencao':
      return (
        <StatusScreen
          icon={Wrench}
          tone="warning"
          title="Estamos em manutenção"
          text="Volte em alguns minutos. Os produtos que você escolheu continuam guardados neste aparelho."
          actions={retry}
        />
      );
    default: {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      return (
        <StatusScreen
          icon={offline ? CloudOff : CircleAlert}
          title={page === 'catalogo' ? 'Erro ao carregar catálogo' : 'Erro ao carregar produto'}
          text={offline ? 'Você está sem internet. Conecte-se e tente novamente.' : 'Verifique sua conexão e tente novamente em instantes.'}
          actions={retry}
        />
      );
    }
  }
}
