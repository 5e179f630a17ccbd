import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { LojaRef } from '../../lib/public-paths';
import { serverMessage } from '../errors';
import { checkCupom } from './api';
import { codigoPossivel, cupomAplicadoOf, cupomEmDia, normalizeCodigoDigitado, type CupomAplicado } from './cupom';

const CODIGO_VAZIO = 'Digite o código do cupom.';
const NAO_ENCONTRADO = 'Cupom não encontrado.';
const SEM_INTERNET = 'Sem internet: conecte-se e tente de novo.';
const FALHOU = 'Não foi possível conferir o cupom. Tente novamente.';
/** After the order itself was refused for the coupon: the cart is as it was, without it. */
const TIRADO_DO_PEDIDO = 'Tiramos o cupom do pedido: confira o total e envie de novo.';

/** A refusal the customer can act on (the coupon does not apply), as opposed to a failure to ask (no internet, too many tries). */
const isRecusa = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

function mensagemDe(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? FALHOU;
  return navigator.onLine ? FALHOU : SEM_INTERNET;
}

/** The coupon's state and actions, as CupomField draws them and the sheet sends them. */
export interface CupomApi {
  /** "Tem um cupom?" was opened: the field shows. */
  aberto: boolean;
  digitado: string;
  aplicado: CupomAplicado | null;
  erro: string | null;
  /** Asking the server: the customer's Aplicar, or the check asked again for a new subtotal. */
  verificando: boolean;
  /** Bumped when the order was refused for the coupon, so the field comes into view. */
  recusas: number;
  abrir: () => void;
  digitar: (texto: string) => void;
  aplicar: () => Promise<void>;
  remover: () => void;
  /** The order came back refused for the coupon (it ran out meanwhile): it goes without it, and the field says why. */
  recusar: (mensagem: string) => void;
  /** The order was sent: the next cart starts without a coupon. */
  limpar: () => void;
}

/**
 * The cart's coupon (issue 29): the customer types a code and the server's check (GET …/cupom/{codigo})
 * says whether it applies to this subtotal and phone, and what it takes off. While `ativo` (the
 * part of the sheet that shows the totals is on screen), an applied coupon whose check was for
 * another subtotal or phone is asked again (a moment after the last change, so steppers tapped in a
 * row ask once); a coupon no longer valid then goes, and the field says why.
 */
export function useCupom(ref: LojaRef, subtotalCentavos: number, telefone: string | null, ativo: boolean): CupomApi {
  const [aberto, setAberto] = useState(false);
  const [digitado, setDigitado] = useState('');
  const [aplicado, setAplicado] = useState<CupomAplicado | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [verificando, setVerificando] = useState(false);
  const [recusas, setRecusas] = useState(0);
  // Only the latest question's answer counts: an earlier one may arrive after it.
  const pergunta = useRef(0);

  async function perguntar(codigo: string, subtotal: number, fone: string | null) {
    const id = ++pergunta.current;
    setVerificando(true);
    try {
      const resposta = await checkCupom(ref, codigo, subtotal, fone);
      return id === pergunta.current
        ? { ok: true as const, cupom: cupomAplicadoOf(resposta, { subtotal_centavos: subtotal, telefone: fone }) }
        : null;
    } catch (error) {
      return id === pergunta.current ? { ok: false as const, error } : null;
    } finally {
      if (id === pergunta.current) setVerificando(false);
    }
  }

  /** The coupon no longer applies: back to the field with its code, and why. */
  function tirar(codigo: string, mensagem: string) {
    pergunta.current++;
    setVerificando(false);
    setAplicado(null);
    setAberto(true);
    setDigitado(codigo);
    setErro(mensagem);
  }

  async function aplicar() {
    const codigo = normalizeCodigoDigitado(digitado);
    if (!codigo) return setErro(CODIGO_VAZIO);
    if (!codigoPossivel(codigo)) return setErro(NAO_ENCONTRADO);
    setErro(null);
    const resposta = await perguntar(codigo, subtotalCentavos, telefone);
    if (!resposta) return;
    if (resposta.ok) {
      setAplicado(resposta.cupom);
      setDigitado('');
    } else setErro(mensagemDe(resposta.error));
  }

  const aAtualizar = ativo && aplicado !== null && subtotalCentavos > 0 && !cupomEmDia(aplicado, subtotalCentavos, telefone);
  useEffect(() => {
    if (!aAtualizar || !aplicado) return;
    const { codigo } = aplicado;
    const id = setTimeout(() => {
      void perguntar(codigo, subtotalCentavos, telefone).then((resposta) => {
        if (!resposta) return;
        if (resposta.ok) setAplicado(resposta.cupom);
        // No answer (no internet, too many tries): the coupon stays, and the order's own check decides.
        else if (isRecusa(resposta.error)) tirar(codigo, mensagemDe(resposta.error));
      });
    }, 400);
    return () => clearTimeout(id);
    // perguntar and tirar only set state; the question is this coupon on this subtotal and phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aAtualizar, aplicado?.codigo, subtotalCentavos, telefone]);

  return {
    aberto,
    digitado,
    aplicado,
    erro,
    verificando,
    recusas,
    abrir: () => setAberto(true),
    digitar: (texto) => {
      setDigitado(texto);
      setErro(null);
    },
    aplicar,
    remover: () => {
      pergunta.current++;
      setVerificando(false);
      setAplicado(null);
      setErro(null);
      setAberto(true);
    },
    recusar: (mensagem) => {
      if (!aplicado) return;
      tirar(aplicado.codigo, `${mensagem} ${TIRADO_DO_PEDIDO}`);
      setRecusas((vezes) => vezes + 1);
    },
    limpar: () => {
      pergunta.current++;
      setVerificando(false);
      setAplicado(null);
      setErro(null);
      setDigitado('');
      setAberto(false);
    },
  };
}
