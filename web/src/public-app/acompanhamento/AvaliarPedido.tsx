import { MAX_TEXTO_DA_AVALIACAO } from '@vitrine/shared/avaliacao';
import type { AvaliacaoDoPedido } from '@vitrine/shared';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { ComentarioEResposta } from '../components/ComentarioEResposta';
import { createAvaliacao } from './api';

const NOTAS = [1, 2, 3, 4, 5] as const;

/** The stars as text for screen readers and the shown review: "4 de 5 estrelas". */
const estrelas = (nota: number) => `${nota} de 5 estrelas`;

function Estrelas({ nota }: { nota: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={estrelas(nota)}>
      {NOTAS.map((n) => (
        <Star key={n} className={`size-5 ${n <= nota ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden />
      ))}
    </span>
  );
}

/**
 * A delivered order's review (issue 47): "Como foi seu pedido?", five stars (48 px tap targets, they
 * fit a 360 px screen) and an optional comment, sent once; then thanks and the review as sent, with
 * the shop's answer when there is one. `avaliacao` is what the order already has (null: none yet).
 */
export function AvaliarPedido({ token, nomeLoja, avaliacao }: { token: string; nomeLoja: string; avaliacao: AvaliacaoDoPedido | null }) {
  // What this page sent; else the order's review as the server (or the copy kept on the device) last told.
  const [enviadaAqui, setEnviadaAqui] = useState<AvaliacaoDoPedido | null>(null);
  const enviada = enviadaAqui ?? avaliacao;
  const [nota, setNota] = useState(0);
  const [comentario, setComentario] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  async function enviar() {
    if (nota === 0) return setErro('Escolha de 1 a 5 estrelas.');
    setEnviando(true);
    setErro(null);
    try {
      setEnviadaAqui(await createAvaliacao(token, { nota, comentario: comentario.trim() || null }));
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível enviar sua avaliação. Tente novamente.'));
    } finally {
      setEnviando(false);
    }
  }

  if (enviada) {
    return (
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="avaliacao-enviada">
        <h2 className="font-semibold text-slate-900">{enviadaAqui ? 'Obrigado pela avaliação!' : 'Sua avaliação'}</h2>
        <div className="mt-2">
          <Estrelas nota={enviada.nota} />
        </div>
        <ComentarioEResposta comentario={enviada.comentario} resposta={enviada.resposta} nomeLoja={nomeLoja} />
      </section>
    );
  }

  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="avaliar-titulo"
      data-testid="avaliar-pedido"
    >
      <h2 id="avaliar-titulo" className="font-semibold text-slate-900">
        Como foi seu pedido?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Conte como foi para {nomeLoja} e para quem vai pedir depois de você.</p>
      <div role="radiogroup" aria-label="Sua nota" className="mt-3 flex justify-between gap-1 sm:justify-start">
        {NOTAS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={nota === n}
            aria-label={estrelas(n)}
            onClick={() => setNota(n)}
            className="flex size-12 items-center justify-center rounded-xl hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
          >
            <Star className={`size-9 ${n <= nota ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden />
          </button>
        ))}
      </div>
      <label className="mt-3 block text-sm font-medium text-slate-700">
        Comentário (opcional)
        <textarea
          value={comentario}
          onChange={(event) => setComentario(event.target.value)}
          maxLength={MAX_TEXTO_DA_AVALIACAO}
          rows={3}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-base font-normal text-slate-900"
        />
      </label>
      <p className="mt-1 text-xs text-slate-500">Aparece no catálogo da loja com seu primeiro nome e a inicial do sobrenome.</p>
      {erro && (
        <p className="mt-2 text-sm font-medium text-red-700" role="alert">
          {erro}
        </p>
      )}
      <Button size="lg" className="mt-3 w-full" onClick={() => void enviar()} busy={enviando}>
        Enviar avaliação
      </Button>
    </section>
  );
}
