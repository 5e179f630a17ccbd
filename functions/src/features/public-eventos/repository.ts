import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { GUARDA_REGISTRO_VISITANTE_DIAS, type Origem } from '@vitrine/shared';
import { catalogoDoc } from '../../model/catalogos.js';
import { createContagem } from '../../model/contagens.js';
import { campoNome, campoOrigem, campoProduto } from '../../model/estatisticas.js';
import { limiteCompartilhado } from '../../model/limite-compartilhado.js';
import { produtoDoc } from '../../model/produtos.js';
import { visitanteDoc, type VisitanteDocument } from '../../model/visitantes.js';
import { chaveDoCliente } from '../../platform/http/rate-limit.js';

/**
 * A visitor-day document outlives its day by a margin; Firestore's TTL policy on expira_em
 * (firestore.indexes.json, fieldOverrides: deployed with `firebase deploy --only firestore:indexes`)
 * deletes it afterwards, so these never pile up.
 */
const GUARDA_MS = GUARDA_REGISTRO_VISITANTE_DIAS * 24 * 3600_000;

/**
 * New visitors one client address may add to one shop in an hour. The visitor id is the device's
 * own random choice, so without this one client minted 120 "unique visitors" a minute; a person
 * browsing, or a family behind one router, opens far fewer. Past it, visits still answer 204 but
 * count nothing. Counted through the shared limiter (model/limite-compartilhado.ts), which stores
 * only a hash of the address with the window, deleted by TTL after two hours: no address is kept.
 */
export const VISITANTES_NOVOS_POR_HORA = 10;
const HORA_MS = 3600_000;

/** Distinct products counted per visitor and day: one device cannot grow its document, or a shop's views, without bound. */
export const MAX_PRODUTOS_POR_VISITANTE = 100;

export type Evento = { tipo: 'visita'; origem: Origem } | { tipo: 'visualizacao_produto'; produtoId: string; nome: string };

/**
 * Catalogue events, aggregated as they arrive: a report never reads one document per hit. The
 * visitor-day document (model/visitantes.ts) remembers what one device was already counted for;
 * each counted event creates one pending contagem (model/contagens.ts) that the fold adds to the
 * shop's daily document and, for visits, the platform's month (model/estatisticas.ts).
 */
export function eventosRepository(db: Firestore) {
  return {
    /**
     * The shop's public status (null when it has no catalogue) and, for a view, the product's name
     * when it is an active product of that shop. One round trip, only the fields needed: the
     * public catalogue document can hold hundreds of products.
     */
    async findLoja(lojaId: string, produtoId?: string): Promise<{ status: string | null; produto: { nome: string } | null }> {
      const refs = [catalogoDoc(db, lojaId)];
      if (produtoId) refs.push(produtoDoc(db, lojaId, produtoId));
      const [catalogo, produto] = await db.getAll(...refs, { fieldMask: ['status', 'nome', 'ativo'] });
      return {
        status: catalogo?.exists ? String(catalogo.get('status') ?? 'ativo') : null,
        produto: produto?.exists && produto.get('ativo') !== false ? { nome: String(produto.get('nome') ?? '') } : null,
      };
    },

    /** Whether this visitor's visit was already counted today (then counting it again costs nothing and adds nothing). */
    async visitaContada(lojaId: string, dia: string, visitante: string): Promise<boolean> {
      return (await visitanteDoc(db, lojaId, dia, visitante).get()).get('visita') === true;
    },

    /** Whether the client at `ip` may add one more new visitor to the shop this hour (VISITANTES_NOVOS_POR_HORA); counts it. */
    async novoVisitantePermitido(lojaId: string, ip: string, agora: Date): Promise<boolean> {
      const chave = chaveDoCliente(`visitantes-novos|${lojaId}`, ip);
      return (await limiteCompartilhado(db, { chave, limite: VISITANTES_NOVOS_POR_HORA, janelaMs: HORA_MS, agora })).permitido;
    },

    /**
     * Counts the event unless this visitor was already counted for it today. One transaction: one
     * read and two writes, the visitor-day document and a new contagem with a random id, so
     * visitors of a busy shop never write the same document. True when something was counted.
     * A retried event finds its visitor-day document and counts nothing: one contagem per event.
     */
    async create(lojaId: string, dia: string, visitante: string, evento: Evento, agora: Date): Promise<boolean> {
      const ref = visitanteDoc(db, lojaId, dia, visitante);
      return db.runTransaction(async (tx) => {
        const visitanteDia = await tx.get(ref);
        const vistos: unknown = visitanteDia.get('produtos');
        const registro: VisitanteDocument = {
          visita: visitanteDia.get('visita') === true,
          produtos: vistos && typeof vistos === 'object' ? (vistos as Record<string, true>) : {},
          expira_em: Timestamp.fromMillis(agora.getTime() + GUARDA_MS),
        };

        if (evento.tipo === 'visita') {
          if (registro.visita) return false;
          // The whole record, read above: no merge of map keys (see model/estatisticas.ts on the emulator).
          tx.set(ref, { ...registro, visita: true });
          createContagem(db, tx, lojaId, dia, { visitas_unicas: 1, [campoOrigem(evento.origem)]: 1 });
          return true;
        }

        const jaVistos = Object.keys(registro.produtos);
        if (jaVistos.includes(evento.produtoId) || jaVistos.length >= MAX_PRODUTOS_POR_VISITANTE) return false;
        tx.set(ref, { ...registro, produtos: { ...registro.produtos, [evento.produtoId]: true } });
        createContagem(db, tx, lojaId, dia, {
          visualizacoes: 1,
          [campoProduto(evento.produtoId)]: 1,
          [campoNome(evento.produtoId)]: evento.nome,
        });
        return true;
      });
    },
  };
}

export type EventosRepository = ReturnType<typeof eventosRepository>;
