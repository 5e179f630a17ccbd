import type { MotivoDoChamado } from '@vitrine/shared';
import { CHAMADO_INTERVALO_MS, CHAMADO_REPETIDO, MESA_CODIGO_INVALIDO } from '@vitrine/shared/mesa';
import { BellRing, HandCoins, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../toast';
import { createChamado, type MesaDaRota } from './api';

const CHAMADO_FEITO: Record<MotivoDoChamado, string> = {
  garcom: 'Chamamos o garçom. Ele já vem até a mesa.',
  conta: 'Pedimos a conta. O garçom já traz.',
};

/** Each call's button, in the header and in "A conta da mesa": its icon, and its words before and within the minute after the call. */
export const BOTAO_DO_CHAMADO: Record<MotivoDoChamado, { icon: LucideIcon; chamar: string; feito: string }> = {
  garcom: { icon: BellRing, chamar: 'Chamar garçom', feito: 'Garçom chamado' },
  conta: { icon: HandCoins, chamar: 'Pedir a conta', feito: 'Conta pedida' },
};

export interface Chamado {
  chamar: (motivo: MotivoDoChamado) => void;
  /** The call on its way, if any. */
  enviando: MotivoDoChamado | null;
  /** Called within the last minute (by this phone, or another's call the server told of): the button says so. */
  feito: Record<MotivoDoChamado, boolean>;
}

/**
 * "Chamar garçom" and "Pedir a conta" (issue 44). The server takes each once a minute per table: a
 * second tap, or another phone's, is told kindly that the waiter is already on the way (its 429 is
 * no error for the customer), and the button says so for the rest of that minute.
 */
export function useChamado(rota: MesaDaRota): Chamado {
  const [enviando, setEnviando] = useState<MotivoDoChamado | null>(null);
  const [feito, setFeito] = useState<Record<MotivoDoChamado, boolean>>({ garcom: false, conta: false });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function marcar(motivo: MotivoDoChamado, ms: number) {
    setFeito((atual) => ({ ...atual, [motivo]: true }));
    timers.current.push(setTimeout(() => setFeito((atual) => ({ ...atual, [motivo]: false })), ms));
  }

  function chamar(motivo: MotivoDoChamado) {
    if (enviando) return;
    setEnviando(motivo);
    createChamado(rota, motivo)
      .then(() => {
        toast.success(CHAMADO_FEITO[motivo]);
        marcar(motivo, CHAMADO_INTERVALO_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 429) {
          toast.success(CHAMADO_REPETIDO[motivo]);
          marcar(motivo, CHAMADO_INTERVALO_MS);
        } else if (error instanceof ApiError && error.status === 404) {
          toast.error(MESA_CODIGO_INVALIDO);
        } else {
          toast.error(motivo === 'garcom' ? 'Não foi possível chamar o garçom.' : 'Não foi possível pedir a conta.', {
            description: navigator.onLine ? 'Tente de novo em instantes.' : 'Você está sem internet.',
          });
        }
      })
      .finally(() => setEnviando(null));
  }

  return { chamar, enviando, feito };
}
