import type { AvaliacaoDoLojista } from '@vitrine/shared';
import { MAX_TEXTO_DA_AVALIACAO } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { FUSO_DA_LOJA } from '@vitrine/shared/relogio';
import { EyeOff, MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { Textarea } from '../../components/ui/Input';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast, toastError } from '../../components/ui/toast';
import { useAvaliacoes, useUpdateAvaliacao } from './api';

const dia = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, day: '2-digit', month: '2-digit', year: 'numeric' });
const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2';

function AvaliacaoCard({ avaliacao }: { avaliacao: AvaliacaoDoLojista }) {
  const update = useUpdateAvaliacao();
  const [respondendo, setRespondendo] = useState(false);
  const [resposta, setResposta] = useState(avaliacao.resposta ?? '');

  function salvar(mudanca: { resposta?: string | null; oculta?: boolean }, sucesso: string) {
    update.mutate(
      { id: avaliacao.id, ...mudanca },
      {
        onSuccess: () => {
          toast.success(sucesso);
          setRespondendo(false);
        },
        onError: toastError('Não foi possível salvar'),
      },
    );
  }

  return (
    <Card className={avaliacao.oculta ? 'bg-slate-50' : undefined} data-testid="avaliacao">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex" role="img" aria-label={`${avaliacao.nota} de 5 estrelas`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className={`size-4 ${n <= avaliacao.nota ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden />
          ))}
        </span>
        <span className="font-medium text-slate-900">{avaliacao.nome ?? 'Cliente (dados apagados)'}</span>
        <span className="text-sm text-slate-500">{dia.format(new Date(avaliacao.data))}</span>
        {avaliacao.oculta && (
          <Badge variant="grey">
            <EyeOff className="size-3" aria-hidden /> Oculta
          </Badge>
        )}
      </div>
      {/* Text, never HTML: React writes it as text. */}
      {avaliacao.comentario && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{avaliacao.comentario}</p>}
      {respondendo ? (
        <div className="mt-3 space-y-2">
          <label className="block text-sm font-medium text-slate-700">
            Resposta pública
            <Textarea value={resposta} onChange={(event) => setResposta(event.target.value)} maxLength={MAX_TEXTO_DA_AVALIACAO} rows={3} />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setRespondendo(false)}>
              Cancelar
            </Button>
            <Button size="sm" disabled={update.isPending} onClick={() => salvar({ resposta: resposta.trim() || null }, 'Resposta salva.')}>
              Salvar resposta
            </Button>
          </div>
        </div>
      ) : (
        avaliacao.resposta && (
          <p className="mt-3 rounded-lg bg-slate-100 p-2 text-sm whitespace-pre-line text-slate-700">
            <span className="font-medium text-slate-900">Sua resposta: </span>
            {avaliacao.resposta}
          </p>
        )
      )}
      {!respondendo && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setRespondendo(true)}>
            <MessageSquareText className="size-4" aria-hidden />
            {avaliacao.resposta ? 'Editar resposta' : 'Responder'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              salvar({ oculta: !avaliacao.oculta }, avaliacao.oculta ? 'A avaliação voltou ao catálogo.' : 'Avaliação oculta do catálogo.')
            }
          >
            {avaliacao.oculta ? 'Mostrar no catálogo' : 'Ocultar do catálogo'}
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * /avaliacoes (permission `relatorios`, issue 47): every review, the newest first, hidden ones
 * marked; answer one publicly or hide it from the catalogue. The figures count hidden ones.
 */
export function AvaliacoesPage() {
  const avaliacoes = useAvaliacoes();
  const primeira = avaliacoes.data?.pages[0];
  return (
    <section>
      <PageHeader
        title="Avaliações"
        subtitle={
          primeira?.media != null
            ? `Média ${primeira.media.toLocaleString('pt-BR', { minimumFractionDigits: 1 })} em ${plural(primeira.total, 'avaliação', 'avaliações')} (as ocultas contam aqui, não no catálogo).`
            : 'O que os clientes contam dos pedidos entregues. Responda em público ou oculte do catálogo.'
        }
      />
      <CardList
        query={avaliacoes}
        items={(dados) => dados.pages.flatMap((pagina) => pagina.itens)}
        grid={GRID}
        skeleton={<Skeleton className="h-32 rounded-2xl" />}
        skeletons={4}
        icon={Star}
        errorTitle="Não foi possível carregar as avaliações"
        empty={{
          title: 'Nenhuma avaliação ainda',
          text: 'Quando um pedido é entregue, a página de acompanhamento convida o cliente a avaliar.',
        }}
      >
        {(avaliacao) => (
          <li key={avaliacao.id}>
            <AvaliacaoCard avaliacao={avaliacao} />
          </li>
        )}
      </CardList>
      {avaliacoes.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          disabled={avaliacoes.isFetchingNextPage}
          onClick={() => void avaliacoes.fetchNextPage()}
        >
          Ver mais avaliações
        </Button>
      )}
    </section>
  );
}
