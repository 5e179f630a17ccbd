import type { KeyboardEvent } from 'react';

/**
 * An input's onKeyDown where the field has a button of its own inside a larger form ("Adicionar",
 * "Aplicar"): Enter does that button's job (`acao`) rather than send the whole form.
 */
export const onEnter = (acao: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  acao();
};
