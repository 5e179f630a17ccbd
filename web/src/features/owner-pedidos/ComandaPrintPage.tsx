import { COMANDA_LARGURAS, type ComandaLargura } from '@vitrine/shared';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Segmentos } from '../../components/ui/Segmentos';
import { Button, buttonClass } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import {
  comprimento,
  saveLargura,
  readLargura,
  LINHA_DO_CODIGO,
  palavrasDoImpresso,
  useComanda,
  voltarDaImpressao,
  type Impresso,
} from './comanda';

/**
 * /pedidos/{id}/imprimir?largura=58|80: the order's ticket as the server lays it out, in a
 * monospace block the paper's width, printed at once. The page is sized to the roll (`@page`, no
 * margins, so the browser adds no header or footer) and only the ticket prints. The type is the
 * thermal printers' font A: 1.5 mm a character, so 32 characters fill 48 mm of a 58 mm roll and 48
 * fill 72 mm of an 80 mm one, the printable widths.
 */
export function ComandaPrintPage({ impresso = 'pedido' }: { impresso?: Impresso }) {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const largura = readLargura(params.get('largura'));
  const comanda = useComanda(id, largura, impresso);
  const palavras = palavrasDoImpresso(impresso);
  const nome = palavras.nome;
  const linhas = comanda.data?.replace(/\n$/, '').split('\n');
  const jaImpresso = useRef(false);

  // Once, when the ticket first shows: the owner came here to print it.
  useEffect(() => {
    if (!comanda.data || jaImpresso.current) return;
    // Marked when it prints, not before: a development re-run of the effect cancels the first frame.
    const quadro = requestAnimationFrame(() => {
      jaImpresso.current = true;
      window.print();
    });
    return () => cancelAnimationFrame(quadro);
  }, [comanda.data]);

  function trocarLargura(nova: ComandaLargura) {
    saveLargura(nova);
    setParams({ largura: String(nova) }, { replace: true });
  }

  return (
    <div className="min-h-dvh bg-slate-100 print:min-h-0 print:bg-white">
      {/*
        The roll's width and the ticket's length. `58mm auto` is what a roll means, but CSS has no
        such value (a size is one or two lengths, or auto alone) and Chromium drops it; the length
        that follows takes its place, so the page ends where the ticket does.
      */}
      <style>{`@page { size: ${largura}mm auto; ${linhas ? `size: ${largura}mm ${comprimento(linhas)}mm; ` : ''}margin: 0; } @media print { html, body { margin: 0; padding: 0; background: #fff; } }`}</style>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to={voltarDaImpressao(id, impresso)} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
            <ArrowLeft className="size-4" aria-hidden />
            {palavras.voltar}
          </Link>
          <h1 className="mr-auto text-base font-semibold text-slate-900">Imprimir {nome}</h1>
          <Segmentos
            label="Largura do papel"
            value={largura}
            opcoes={COMANDA_LARGURAS.map((opcao) => [opcao, `${opcao} mm`] as const)}
            onChange={trocarLargura}
            size="sm"
          />
          <Button size="sm" onClick={() => window.print()} disabled={!comanda.data}>
            <Printer className="size-4" aria-hidden />
            Imprimir
          </Button>
        </div>
      </header>

      <main className="flex justify-center px-4 py-6 print:block print:p-0">
        {comanda.isPending && <Spinner className="mt-10 size-8 text-brand-600" />}
        {comanda.isError && (
          <Notice tone="danger" title={`Não foi possível abrir ${palavras.comArtigo}`} className="w-full max-w-md">
            {errorMessage(comanda.error, 'Tente de novo em instantes.')}
          </Notice>
        )}
        {comanda.data && (
          <div
            data-testid="comanda"
            data-largura={largura}
            // Half as large again on a computer's screen, to read before printing; life-size on paper.
            className="bg-white py-[4mm] text-black shadow-md ring-1 ring-slate-200 sm:[zoom:1.5] print:py-[2mm] print:shadow-none print:ring-0 print:[zoom:1]"
            style={{ width: `${largura}mm` }}
          >
            <pre
              aria-label={`${palavras.rotulo} de ${largura} mm`}
              className="mx-auto font-mono text-[2.5mm] leading-[1.3] whitespace-pre"
              // Font A's columns: a character 1.5 mm wide in a monospace face whose advance is 0.6 em.
              style={{ width: `${largura === 58 ? 48 : 72}mm` }}
            >
              {linhas?.map((linha, indice) =>
                LINHA_DO_CODIGO.test(linha) ? (
                  <span key={indice} className="block text-center text-[5mm] leading-[1.2] font-bold">
                    {linha.trim()}
                  </span>
                ) : (
                  <span key={indice} className="block min-h-[1.3em]">
                    {linha}
                  </span>
                ),
              )}
            </pre>
          </div>
        )}
      </main>
    </div>
  );
}

/** /salao/comandas/{id}/imprimir?largura=: a table's bill on paper (issue 44), the same view as an order's ticket. */
export const ContaPrintPage = () => <ComandaPrintPage impresso="conta" />;
/** The till's report (issue 46): the same print view. */
export const CaixaPrintPage = () => <ComandaPrintPage impresso="caixa" />;
/** /entregadores/acerto/{dia}_{membro_id}/imprimir?largura=: a driver's day on paper (issue 46), the same view. */
export const AcertoPrintPage = () => <ComandaPrintPage impresso="acerto" />;
