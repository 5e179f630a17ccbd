import { resumoDasAvaliacoes } from '@vitrine/shared/avaliacao';
import type { AvaliacaoPublica, AvaliacoesPublicasResponse } from '@vitrine/shared';
import { apiPaths } from '@vitrine/shared/api-paths';
import { FUSO_DA_LOJA } from '@vitrine/shared/relogio';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { api, errorMessage } from '../../lib/api';
import { ComentarioEResposta } from '../components/ComentarioEResposta';
import { Sheet } from '../components/Sheet';

const dia = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, day: '2-digit', month: '2-digit', year: 'numeric' });

/** GET /api/loja/{slug}/avaliacoes: the public figures and a page of reviews (issue 47). */
const readAvaliacoes = (slug: string, antes?: string) =>
  api<AvaliacoesPublicasResponse>(`${apiPaths.lojaAvaliacoes({ slug })}${antes ? `?antes=${encodeURIComponent(antes)}` : ''}`, {
    credentials: 'omit',
  });

function Avaliacao({ avaliacao, nomeLoja }: { avaliacao: AvaliacaoPublica; nomeLoja: string }) {
  return (
    <li className="border-b border-slate-200 py-3 last:border-0">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-amber-600" aria-label={`${avaliacao.nota} de 5 estrelas`}>
          {'★'.repeat(avaliacao.nota)}
          <span className="text-slate-300">{'★'.repeat(5 - avaliacao.nota)}</span>
        </span>
        <span className="font-medium text-slate-900">{avaliacao.nome ?? 'Cliente'}</span>
        <span className="text-slate-500">{dia.format(new Date(avaliacao.data))}</span>
      </p>
      <ComentarioEResposta comentario={avaliacao.comentario} resposta={avaliacao.resposta} nomeLoja={nomeLoja} />
    </li>
  );
}

/**
 * The catalogue's "★ 4,7 · 23 avaliações" (issue 47), from MINIMO_DE_AVALIACOES_PUBLICAS public
 * reviews on, a button that opens the reviews in a sheet, a page at a time. Read after the page
 * (never in the server's first HTML): a shop without a link has none to read.
 */
export function AvaliacoesDaLoja({ slug, nomeLoja }: { slug: string; nomeLoja: string }) {
  const [dados, setDados] = useState<AvaliacoesPublicasResponse | null>(null);
  const [aberto, setAberto] = useState(false);
  const [carregando, setCarregando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    let vivo = true;
    readAvaliacoes(slug).then(
      (resposta) => vivo && setDados(resposta),
      () => {},
    );
    return () => {
      vivo = false;
    };
  }, [slug]);

  const resumo = dados && resumoDasAvaliacoes(dados.media, dados.total);
  if (!dados || !resumo) return null;

  async function maisAvaliacoes() {
    if (!dados?.proxima) return;
    setCarregando(true);
    try {
      const mais = await readAvaliacoes(slug, dados.proxima);
      setDados({ ...mais, itens: [...dados.itens, ...mais.itens] });
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível carregar mais avaliações.'));
    } finally {
      setCarregando(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAberto(true)}
        className="mt-1 inline-flex min-h-9 items-center rounded-full bg-black/10 px-3 text-sm font-semibold underline-offset-2 hover:underline"
        data-testid="resumo-avaliacoes"
      >
        {resumo}
      </button>
      <Sheet open={aberto} onOpenChange={setAberto} title="Avaliações" description={resumo}>
        <ul>
          {dados.itens.map((avaliacao) => (
            <Avaliacao key={avaliacao.data + avaliacao.nota} avaliacao={avaliacao} nomeLoja={nomeLoja} />
          ))}
        </ul>
        {erro && (
          <p role="alert" className="text-sm text-red-700">
            {erro}
          </p>
        )}
        {dados.proxima && (
          <Button variant="secondary" className="mt-3 w-full" onClick={() => void maisAvaliacoes()} disabled={carregando}>
            Ver mais avaliações
          </Button>
        )}
      </Sheet>
    </>
  );
}
