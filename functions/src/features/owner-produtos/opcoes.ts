import type { OpcaoGrupo, OpcaoItem, VariacaoItem, Variacoes } from '@vitrine/shared';
import { idNoProduto } from '../../model/produtos.js';

/** A group as the owner sends it: ids only on the groups and choices that already had one. */
export type OpcaoGrupoEnviado = Omit<OpcaoGrupo, 'id' | 'itens'> & { id?: string; itens: (Omit<OpcaoItem, 'id'> & { id?: string })[] };

/**
 * Gives ids to the groups and choices the owner sent. One whose `id` is one of the product's
 * current group ids (a group) or choice ids (a choice) keeps it, so an order placed with the old
 * ids, and a cart still holding them, stay valid across an edit; any other (absent, unknown,
 * another product's, or a repeat within the same edit) gets a new one. Ids are unique within the
 * product.
 */
export function idsDasOpcoes(enviados: OpcaoGrupoEnviado[], atuais: OpcaoGrupo[], novoId: () => string = idNoProduto): OpcaoGrupo[] {
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
    ...(grupo.tipo === 'sabores' && { tipo: 'sabores' as const, regra_preco: grupo.regra_preco ?? 'media' }),
  }));
}

/** A grade as the owner sends it: ids only on the combinations that already had one. */
export type VariacoesEnviadas = Omit<Variacoes, 'itens'> & { itens: (Omit<VariacaoItem, 'id'> & { id?: string })[] };

/**
 * Gives ids to the grade's combinations, as idsDasOpcoes does to choices: one sent with a current
 * id keeps it (an order or a cart naming it stays valid across an edit), any other gets a new one.
 */
export function idsDasVariacoes(
  enviadas: VariacoesEnviadas | null,
  atuais: Variacoes | null,
  novoId: () => string = idNoProduto,
): Variacoes | null {
  if (!enviadas) return null;
  const ids = new Set(atuais?.itens.map((item) => item.id));
  const usados = new Set<string>();
  const itens = enviadas.itens.map((item) => {
    let id = item.id;
    if (id === undefined || !ids.has(id) || usados.has(id)) {
      do id = novoId();
      while (usados.has(id) || ids.has(id));
    }
    usados.add(id);
    return { ...item, id };
  });
  return { eixos: enviadas.eixos, itens };
}
