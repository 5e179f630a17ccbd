import { COMANDA_COLUNAS, COMANDA_LARGURAS } from '@vitrine/shared';
import { Printer, Usb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog, dialogButton } from '../../components/ui/Dialog';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import {
  impressoraPareada,
  readImpressaoAutomatica,
  parearImpressora,
  saveImpressaoAutomatica,
  temWebSerial,
  type ImpressaoAutomatica,
} from './impressao-automatica';

/** A thermal printing app for Android that the system's print dialog can use. */
const APP_ANDROID = 'https://play.google.com/store/apps/details?id=ru.a402d.rawbtprinter';

/** "Impressão automática" on Pedidos: on this device, each new order prints once as it arrives. */
export function ImpressaoAutomaticaDialog() {
  const [aberto, setAberto] = useState(false);
  const [config, setConfig] = useState(readImpressaoAutomatica);
  const [pareada, setPareada] = useState(false);

  useEffect(() => {
    if (aberto) void impressoraPareada().then(setPareada);
  }, [aberto]);

  function mudar(nova: Partial<ImpressaoAutomatica>) {
    const salva = { ...config, ...nova };
    saveImpressaoAutomatica(salva);
    setConfig(salva);
  }

  async function parear() {
    try {
      setPareada(await parearImpressora());
    } catch {
      // The chooser closed without a printer: nothing changes.
      toast.info('Nenhuma impressora escolhida.');
    }
  }

  return (
    <Dialog
      open={aberto}
      onOpenChange={setAberto}
      trigger={dialogButton(Printer, 'Impressão automática', config.ativa && <Badge variant="green">Ligada</Badge>)}
      title="Impressão automática neste aparelho"
      description="Cada pedido novo sai na impressora assim que chega, uma vez, enquanto a tela de Pedidos estiver aberta neste aparelho."
    >
      <div className="space-y-6">
        <Switch label="Imprimir cada pedido novo" checked={config.ativa} onChange={(ativa) => mudar({ ativa })} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Largura do papel</legend>
          <div role="radiogroup" aria-label="Largura do papel" className="grid grid-cols-2 gap-2">
            {COMANDA_LARGURAS.map((largura) => (
              <button
                key={largura}
                type="button"
                role="radio"
                aria-checked={config.largura === largura}
                onClick={() => mudar({ largura })}
                className={cn(
                  'rounded-xl border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-brand-600',
                  config.largura === largura ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="block font-semibold text-slate-900">{largura} mm</span>
                <span className="block text-xs text-slate-500">{COMANDA_COLUNAS[largura]} colunas</span>
              </button>
            ))}
          </div>
        </fieldset>
        <section aria-labelledby="impressora-titulo" className="space-y-2 text-sm text-slate-700">
          <h3 id="impressora-titulo" className="font-medium text-slate-800">
            Impressora
          </h3>
          {temWebSerial() ? (
            <>
              {pareada ? (
                <p className="flex items-center gap-2 font-medium text-emerald-700">
                  <Usb className="size-4" aria-hidden /> Impressora conectada: os pedidos saem direto nela.
                </p>
              ) : (
                <p>Sem impressora conectada, cada pedido abre a janela de impressão.</p>
              )}
              <Button variant="secondary" size="sm" onClick={() => void parear()}>
                <Usb className="size-4" aria-hidden />
                {pareada ? 'Trocar impressora' : 'Conectar impressora USB ou Bluetooth'}
              </Button>
            </>
          ) : (
            <p>
              Este navegador não conecta impressoras diretamente: cada pedido abre a janela de impressão. No Android, instale um app de
              impressão térmica, como o{' '}
              <a href={APP_ANDROID} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
                RawBT
              </a>
              , e escolha-o como impressora.
            </p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
