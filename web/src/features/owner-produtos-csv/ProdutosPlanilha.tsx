import { useQueryClient } from '@tanstack/react-query';
import type { ImportacaoResultado } from '@vitrine/shared';
import { plural } from '@vitrine/shared/plural';
import { CircleCheck, FileDown, FileSpreadsheet, FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCancel } from '../../components/ui/Dialog';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { categoriasQuery, produtosQuery } from '../../lib/owner-data';
import { exportarPlanilha, importarPlanilha, type Importacao } from './requests';

/** "2 novos, 1 atualizado": what the import does (or did). */
const resumoDaImportacao = ({ criados, atualizados }: Pick<ImportacaoResultado, 'criados' | 'atualizados'>) =>
  `${plural(criados, 'novo', 'novos')}, ${plural(atualizados, 'atualizado', 'atualizados')}`;

type Etapa =
  | { nome: 'escolher' }
  | { nome: 'simulando'; arquivo: File }
  | { nome: 'simulado'; arquivo: File; resultado: Importacao }
  | { nome: 'importando'; arquivo: File; resultado: Importacao };

/**
 * The Produtos page's "Exportar planilha" and "Importar planilha" (choose a file → dry run → confirm).
 * "planilha" is read out but not shown: with it the header's three buttons wrap under the title at 1280 px.
 */
export function ProdutosPlanilha() {
  const [exportando, setExportando] = useState(false);
  const [aberto, setAberto] = useState(false);

  async function exportar() {
    setExportando(true);
    try {
      await exportarPlanilha();
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível exportar a planilha'));
    } finally {
      setExportando(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={exportar} icon={FileDown} busy={exportando}>
        Exportar<span className="sr-only"> planilha</span>
      </Button>
      <Button variant="secondary" onClick={() => setAberto(true)}>
        <FileUp className="size-4" aria-hidden />
        Importar<span className="sr-only"> planilha</span>
      </Button>
      {aberto && <ImportarPlanilhaDialog onClose={() => setAberto(false)} />}
    </>
  );
}

function ImportarPlanilhaDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'escolher' });
  const [falha, setFalha] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  async function escolher(event: ChangeEvent<HTMLInputElement>) {
    const arquivo = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again (after fixing it) runs the dry run again
    if (!arquivo) return;
    setFalha(undefined);
    setEtapa({ nome: 'simulando', arquivo });
    try {
      setEtapa({ nome: 'simulado', arquivo, resultado: await importarPlanilha(arquivo, { simular: true }) });
    } catch (error) {
      setFalha(errorMessage(error, 'Não foi possível ler a planilha'));
      setEtapa({ nome: 'escolher' });
    }
  }

  async function importar() {
    if (etapa.nome !== 'simulado') return;
    setEtapa({ ...etapa, nome: 'importando' });
    try {
      const resultado = await importarPlanilha(etapa.arquivo, { simular: false });
      if (resultado.erros.length) {
        // The shop changed since the dry run (another tab, the plan): show why, nothing was written.
        setEtapa({ nome: 'simulado', arquivo: etapa.arquivo, resultado });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: produtosQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: categoriasQuery.queryKey }),
      ]);
      toast.success('Planilha importada', { description: `${resumoDaImportacao(resultado)}.` });
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível importar a planilha'));
      setEtapa({ ...etapa, nome: 'simulado' });
    }
  }

  const resultado = etapa.nome === 'simulado' || etapa.nome === 'importando' ? etapa.resultado : undefined;
  const semErros = resultado !== undefined && resultado.erros.length === 0;
  const nadaAMudar = semErros && resultado.criados + resultado.atualizados === 0;
  const ocupado = etapa.nome === 'simulando' || etapa.nome === 'importando';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !ocupado && onClose()}
      title="Importar planilha"
      description="Abra a planilha exportada no Excel ou no Google Planilhas, edite e importe de volta como CSV. Linhas sem id criam produtos; as opções dos produtos não estão na planilha e ficam como estão."
      footer={
        <>
          <DialogCancel disabled={ocupado} />
          {semErros && (
            <Button onClick={importar} busy={etapa.nome === 'importando'} disabled={ocupado || nadaAMudar}>
              Importar
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={ocupado}>
            <FileSpreadsheet className="size-4" aria-hidden />
            {etapa.nome === 'escolher' ? 'Escolher arquivo .csv' : 'Escolher outro arquivo'}
          </Button>
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={escolher} aria-label="Planilha (.csv)" />
          {etapa.nome !== 'escolher' && <span className="min-w-0 truncate text-sm text-slate-600">{etapa.arquivo.name}</span>}
        </div>

        {falha && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {falha}
          </p>
        )}

        {etapa.nome === 'simulando' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            Conferindo a planilha…
          </p>
        )}

        {semErros && (
          <div role="status" className="flex gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            <div>
              <p className="font-semibold">{nadaAMudar ? 'Nada a mudar' : resumoDaImportacao(resultado)}</p>
              <p className="mt-1 text-sm text-emerald-900">
                {nadaAMudar
                  ? 'A planilha é igual aos produtos da loja.'
                  : 'A planilha está certa. Nada foi gravado ainda: confira e toque em Importar.'}
              </p>
            </div>
          </div>
        )}

        {resultado && !semErros && (
          <Notice
            tone="danger"
            title={resultado.error ?? `A planilha tem ${plural(resultado.erros.length, 'erro', 'erros')}; nada foi importado.`}
          >
            <p>Corrija as linhas abaixo na planilha e escolha o arquivo de novo.</p>
            <ul className="mt-3 space-y-1.5">
              {resultado.erros.map((erro, indice) => (
                <li key={indice} className="flex gap-2">
                  <span className="shrink-0 font-semibold tabular-nums">Linha {erro.linha}:</span>
                  <span className="min-w-0">{erro.mensagem}</span>
                </li>
              ))}
            </ul>
          </Notice>
        )}
      </div>
    </Dialog>
  );
}
