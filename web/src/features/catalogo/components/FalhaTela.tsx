import { Ban, CircleAlert, CloudOff, RotateCw, SearchX, Store, Wrench } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { Falha } from '../falhas';
import { EstadoTela } from './EstadoTela';
import { Link } from '../rotas';

export interface FalhaTelaProps {
  falha: Falha | 'catalogo-nao-encontrado';
  /** Which page failed: the generic error says 'catálogo' or 'produto' (spec §8). */
  pagina: 'catalogo' | 'produto';
  /** Asks again; shown for the failures that may pass (maintenance, a lost connection). */
  tentarDeNovo?: () => void;
  tentando?: boolean;
  /** The shop's catalogue, for a product that is gone. */
  catalogoPath?: string;
}

/** The screen for each reason a public page cannot be shown, with the spec's texts. */
export function FalhaTela({ falha, pagina, tentarDeNovo, tentando, catalogoPath }: FalhaTelaProps) {
  const novamente = tentarDeNovo && (
    <Button variant="secondary" onClick={tentarDeNovo} disabled={tentando}>
      {tentando ? <Spinner className="size-4" /> : <RotateCw className="size-4" aria-hidden />}
      Tentar novamente
    </Button>
  );

  switch (falha) {
    case 'loja-nao-encontrada':
    case 'catalogo-nao-encontrado':
      return (
        <EstadoTela
          icon={Store}
          titulo={falha === 'loja-nao-encontrada' ? 'Loja não encontrada' : 'Catálogo não encontrado'}
          texto="Confira se o link está completo ou peça à loja que envie de novo."
        />
      );
    case 'produto-nao-encontrado':
      return (
        <EstadoTela
          icon={SearchX}
          titulo="Produto não encontrado"
          texto="Ele pode ter sido removido ou estar indisponível no momento."
          acoes={
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
      return (
        <EstadoTela
          icon={Ban}
          titulo="Loja indisponível"
          texto="Este catálogo não está disponível no momento. Tente novamente mais tarde ou fale diretamente com a loja."
        />
      );
    case 'manutencao':
      return (
        <EstadoTela
          icon={Wrench}
          tom="alerta"
          titulo="Estamos em manutenção"
          texto="Volte em alguns minutos. Os produtos que você escolheu continuam guardados neste aparelho."
          acoes={novamente}
        />
      );
    default: {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      return (
        <EstadoTela
          icon={offline ? CloudOff : CircleAlert}
          titulo={pagina === 'catalogo' ? 'Erro ao carregar catálogo' : 'Erro ao carregar produto'}
          texto={
            offline ? 'Você está sem internet. Conecte-se e tente novamente.' : 'Verifique sua conexão e tente novamente em instantes.'
          }
          acoes={novamente}
        />
      );
    }
  }
}
