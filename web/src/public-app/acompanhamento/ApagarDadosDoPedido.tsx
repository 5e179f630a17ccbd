import { FUSO_DA_LOJA } from '@vitrine/shared/atendimento';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { ApagarMeusDados } from '../components/ApagarMeusDados';
import { deleteDadosDoPedido } from './api';

const dia = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DA_LOJA, day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * The customer's right to erasure from the tracking page (issue 17): "Apagar meus dados deste
 * pedido", confirmed in place (no dialog library in the customer's bundle), then the order shows
 * that its data is gone. `onApagado` reloads the order.
 */
export function ApagarDadosDoPedido({
  token,
  nomeLoja,
  apagadosEm,
  onApagado,
}: {
  token: string;
  nomeLoja: string;
  apagadosEm: string | null;
  onApagado: () => Promise<void>;
}) {
  const [confirmando, setConfirmando] = useState(false);
  const [apagando, setApagando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  // A tab with money owed stays (issue 46, LGPD art. 7 and 16): the server's words say what was kept and why.
  const [fiadoMantido, setFiadoMantido] = useState<string | null>(null);

  async function apagar() {
    setApagando(true);
    setErro(null);
    try {
      const resposta = await deleteDadosDoPedido(token);
      setFiadoMantido(resposta.fiado?.mensagem ?? null);
      await onApagado();
      setConfirmando(false);
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível apagar seus dados. Tente novamente.'));
    } finally {
      setApagando(false);
    }
  }

  // The owner app's pages (features/legal): a plain link, the public app has no route for them.
  const documentos = (
    <>
      <a href="/privacidade" className="font-medium underline underline-offset-2 hover:text-slate-900">
        Política de privacidade
      </a>
      {' · '}
      <a href="/termos" className="font-medium underline underline-offset-2 hover:text-slate-900">
        Termos de uso
      </a>
    </>
  );

  if (apagadosEm) {
    return (
      <section className="space-y-2 text-sm text-slate-600" data-testid="dados-apagados">
        <div className="flex gap-2">
          <ShieldCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
          <p>
            Seus dados pessoais (nome, telefone, endereço e observação) foram apagados deste pedido em {dia.format(new Date(apagadosEm))}.{' '}
            {documentos}
          </p>
        </div>
        {fiadoMantido && (
          <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="fiado-mantido">
            {fiadoMantido}
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="space-y-3 text-sm text-slate-600">
      <ApagarMeusDados
        aberta={confirmando}
        onAbrir={() => setConfirmando(true)}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void apagar()}
        rotulo="Apagar meus dados deste pedido"
        titulo="Apagar seus dados deste pedido?"
        confirmar="Apagar meus dados"
        apagando={apagando}
        erro={erro}
      >
        Seu nome, telefone, endereço e observação saem deste pedido, para você e para {nomeLoja}. Os itens e o valor continuam com a loja.
        Não dá para desfazer.
      </ApagarMeusDados>
      <p>{documentos}</p>
    </section>
  );
}
