import type { DiaDisponivel } from '@vitrine/shared/atendimento';
import type { TipoEntrega } from '@vitrine/shared/atendimento';
import { useEffect, useState } from 'react';
import { lojaPath, type LojaRef } from '../../lib/public-paths';
import { readHorariosDisponiveis } from './api';

export type HorariosState = { status: 'carregando' } | { status: 'erro' } | { status: 'pronto'; dias: DiaDisponivel[] };

const CARREGANDO: HorariosState = { status: 'carregando' };

/**
 * The slots a scheduled order may take for this way of receiving (issue 31), read when the customer
 * chooses "Agendar" (`ativo`) and again for another `tipo`; `recarregar` tries again after a failure.
 * An answer is kept with the read it answers, so another `tipo` shows "carregando" until its own.
 */
export function useHorarios(lojaRef: LojaRef, tipo: TipoEntrega | '', ativo: boolean) {
  const [tentativa, setTentativa] = useState(0);
  const [resposta, setResposta] = useState<{ chave: string; state: HorariosState } | null>(null);
  const chave = ativo && tipo ? `${lojaPath(lojaRef)}|${tipo}|${tentativa}` : null;
  useEffect(() => {
    if (!chave || !tipo) return;
    let vivo = true;
    readHorariosDisponiveis(lojaRef, tipo).then(
      ({ dias }) => vivo && setResposta({ chave, state: { status: 'pronto', dias: dias.filter((dia) => dia.horarios.length > 0) } }),
      () => vivo && setResposta({ chave, state: { status: 'erro' } }),
    );
    return () => {
      vivo = false;
    };
  }, [chave, lojaRef, tipo]);
  const state = resposta && resposta.chave === chave ? resposta.state : CARREGANDO;
  return { state, recarregar: () => setTentativa((atual) => atual + 1) };
}
