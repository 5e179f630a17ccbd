import { DEFAULT_COR_PRINCIPAL, DEFAULT_TEXTO_BOTAO, type Loja } from '@vitrine/shared';
import type { Lojista } from '../lojistas/repository.js';

const LOJA_VAZIA: Omit<Loja, 'nome_loja'> = {
  cor_principal: DEFAULT_COR_PRINCIPAL,
  logo_url: '',
  mensagem_personalizada: '',
  texto_botao: DEFAULT_TEXTO_BOTAO,
  subdominio: '',
  endereco: '',
  telefone: '',
  instagram: '',
  facebook: '',
};

/** The shop's settings as saved, or the defaults of a shop never configured: named after its owner. */
export function lojaOf(lojista: Lojista): Loja {
  return { nome_loja: lojista.nome, ...LOJA_VAZIA, ...lojista.loja };
}
