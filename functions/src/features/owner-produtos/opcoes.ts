import { randomInt } from 'node:crypto';
import type { OpcaoGrupo, OpcaoItem } from '@vitrine/shared';

/** A group as the owner sends it: ids only on the groups and choices that already had one. */
export type OpcaoGrupoEnviado = Omit<OpcaoGrupo, 'id' | 'itens'> & { id?: string; itens: (Omit<OpcaoItem, 'id'> & { id?: string })[] };

const ALFABETO = 'abcdefghijklmnopqrstuvwxyz0123456789';
const TAMANHO_DO_ID = 8;

/** 8 random characters [a-z0-9] from the crypto source: about 2.8 × 10¹² ids, never guessed from another. */
export const idDeOpcao = () => Array.from({ length: TAMANHO_DO_ID }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

/**
 * Gives ids to the groups and choices the owner sent. One whose `id` is one of the product's
 * current group ids (a group) or choice ids (a choice) keeps it, so an order placed with the old
 * ids, and a cart still holding them, stay valid across an edit; any other (absent, unknown,
 * another product's, or a repeat within the same edit) gets a new one. Ids are unique within the
 * product.
 */
export function idsDasOpcoes(enviados: OpcaoGrupoEnviado[], atuais: OpcaoGrupo[], novoId: () => string = idDeOpcao): OpcaoGrupo[] {
  const gruposAtuais = new Set(atuais.map((grupo) => grupo.id));
  const itensAtuais = new Set(atuais.flatMap((grupo) => grupo.itens.map((item) => item.id)));
  const usados = new Set<string>();
  const idPara = (enviado: string | undefined, atuaisDoTipo: Set<string>) => {
    let id = enviado;
    if (id === undefined || !atuaisDoTipo.has(id) || usados.has(id)) {
      // A new id never repeats a current one either, so it cannot clash with one kept further on.
      do id = novoId();
      while (usados.has(id) || gruposAtuais.has(id) || itensAtuais.has(id));
    }
    usados.add(id);
    return id;
  };
  return enviados.map((grupo) => ({
    id: idPara(grupo.id, gruposAtuais),
    nome: grupo.nome,
    min: grupo.min,
    max: grupo.max,
    itens: grupo.itens.map((item) => ({ id: idPara(item.id, itensAtuais), nome: item.nome, preco: item.preco })),
  }));
}
