import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { CONTADORES_SHARDS, contadorDocs, TOTAL_DO_CONTADOR, type Contador } from '../model/contadores.js';
import { contagensCollection, type Contagem } from '../model/contagens.js';
import {
  campoDoDia,
  campoOrigem,
  ESTATISTICAS_MENSAIS_SHARDS,
  estatisticaDaLojaDoc,
  estatisticasMensaisCollection,
  type EstatisticaDaPlataforma,
} from '../model/estatisticas.js';
import { lojistaDoc } from '../model/lojistas.js';

/**
 * The write-behind worker of issue 15 (the pattern of Firebase's firestore-counter extension):
 * the scheduled function `foldContagens` (index.ts, every minute, one instance) and the local
 * stack run it. Each transaction takes pending contagens, adds them to the documents people read
 * and deletes them, so a contagem is counted exactly once even when two runs overlap (the second
 * transaction re-reads and finds them gone, or retries).
 *
 * Firestore commits at most 500 writes per transaction: a transaction reads the next 480 pending
 * contagens (ordered by shop, so one shop's are together) and folds the longest run of them whose
 * writes fit in 490 (one delete each, plus one per distinct shop-day and month shard, plus one per
 * shop with visits from its installed app, whose total the owner's dashboard reads). A busy
 * shop's contagens then fold about 480 at a time into its one day document (a viral shop's 15,000 a
 * minute: about 32 writes a minute on it), and 1,000 shops' about 240 at a time.
 */
const CONTAGENS_LIDAS = 480;
const ESCRITAS_POR_TRANSACAO = 490;
/** Shops whose owner shards one transaction folds: 10 reads each, at most 1 update and 10 deletes each (440 writes). */
const LOJAS_POR_TRANSACAO = 40;
/** A run stops taking new work after this long, well inside the scheduler's minute. */
const ORCAMENTO_MS = 50_000;

const numero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What one transaction adds: per shop-day its increments and product names, per month the platform's. */
function agrupar(docs: DocumentSnapshot[]) {
  type DiaDaLoja = { lojaId: string; dia: string; incrementos: Map<string, number>; nomes: Record<string, string> };
  const dias = new Map<string, DiaDaLoja>();
  const meses = new Map<string, Map<string, number>>();
  const somar = (alvo: Map<string, number>, campo: string, valor: number) => alvo.set(campo, (alvo.get(campo) ?? 0) + valor);
  for (const doc of docs) {
    const { lojista_id: lojaId, dia, ...campos } = doc.data() as Contagem;
    const chave = `${lojaId}/${dia}`;
    const grupo: DiaDaLoja = dias.get(chave) ?? { lojaId, dia, incrementos: new Map(), nomes: {} };
    dias.set(chave, grupo);
    const mes = meses.get(dia.slice(0, 7)) ?? new Map<string, number>();
    meses.set(dia.slice(0, 7), mes);
    for (const [campo, valor] of Object.entries(campos)) {
      // A product's name: the last one seen wins, as a later fold overwrites an earlier one.
      if (typeof valor === 'string') grupo.nomes[campo] = valor;
      else somar(grupo.incrementos, campo, numero(valor));
    }
    const plataforma: Record<keyof EstatisticaDaPlataforma, number> = {
      pedidos: numero(campos.pedidos),
      valor_centavos: numero(campos.valor_centavos),
      pedidos_aceitos: numero(campos.pedidos_aceitos),
      receita_centavos: numero(campos.receita_centavos),
      visitas: numero(campos.visitas_unicas),
    };
    for (const [campo, valor] of Object.entries(plataforma) as Array<[keyof EstatisticaDaPlataforma, number]>) {
      if (valor === 0) continue;
      somar(mes, campo, valor);
      somar(mes, campoDoDia(campo, dia), valor);
    }
  }
  return { dias, meses };
}

const incrementos = (valores: Map<string, number>) =>
  Object.fromEntries([...valores].filter(([, valor]) => valor !== 0).map(([campo, valor]) => [campo, FieldValue.increment(valor)]));

/** The field of a contagem (and a day document) that counts a visit from the shop's installed app. */
const VISITA_DO_APP = campoOrigem('app');

/**
 * The longest run of contagens whose fold fits in one transaction's writes: a delete each, one
 * write per shop-day and per month, and one per shop with visits from its installed app.
 */
function prefixoQueCabe(docs: DocumentSnapshot[]): DocumentSnapshot[] {
  const dias = new Set<string>();
  const meses = new Set<string>();
  const lojasComApp = new Set<string>();
  let quantas = 0;
  for (const doc of docs) {
    const dia = String(doc.get('dia'));
    const lojaId = String(doc.get('lojista_id'));
    const diaDaLoja = `${lojaId}/${dia}`;
    const doApp = numero(doc.get(VISITA_DO_APP)) !== 0 && !lojasComApp.has(lojaId);
    const novas = (dias.has(diaDaLoja) ? 0 : 1) + (meses.has(dia.slice(0, 7)) ? 0 : 1) + (doApp ? 1 : 0);
    if (quantas + 1 + dias.size + meses.size + lojasComApp.size + novas > ESCRITAS_POR_TRANSACAO) break;
    dias.add(diaDaLoja);
    meses.add(dia.slice(0, 7));
    if (doApp) lojasComApp.add(lojaId);
    quantas++;
  }
  return docs.slice(0, quantas);
}

/** One transaction over the next pending contagens: how many it folded and their shops (0 when none were left). */
async function foldLote(db: Firestore): Promise<{ contagens: number; lojaIds: string[] }> {
  return db.runTransaction(async (tx) => {
    const lidas = await tx.get(contagensCollection(db).orderBy('lojista_id').limit(CONTAGENS_LIDAS));
    const docs = prefixoQueCabe(lidas.docs);
    const { dias, meses } = agrupar(docs);
    for (const { lojaId, dia, incrementos: valores, nomes } of dias.values()) {
      tx.set(estatisticaDaLojaDoc(db, lojaId, dia), { dia, ...incrementos(valores), ...nomes }, { merge: true });
    }
    // Visits from the shop's installed app, summed on the owner's record: the dashboard shows them without reading the days.
    const doApp = new Map<string, number>();
    for (const { lojaId, incrementos: valores } of dias.values())
      doApp.set(lojaId, (doApp.get(lojaId) ?? 0) + (valores.get(VISITA_DO_APP) ?? 0));
    for (const [lojaId, visitas] of doApp)
      if (visitas !== 0) tx.update(lojistaDoc(db, lojaId), { visitas_app: FieldValue.increment(visitas) });
    for (const [mes, valores] of meses) {
      if (valores.size === 0) continue;
      const shard = estatisticasMensaisCollection(db).doc(`${mes}_${randomInt(ESTATISTICAS_MENSAIS_SHARDS)}`);
      tx.set(shard, incrementos(valores), { merge: true });
    }
    for (const doc of docs) tx.delete(doc.ref);
    return { contagens: docs.length, lojaIds: [...new Set([...dias.values()].map(({ lojaId }) => lojaId))] };
  });
}

/**
 * Moves the shops' owner shards (model/contadores.ts) into their lojistas documents and deletes
 * them, in one transaction: the owner's dashboard (record + shards) reads the same total before
 * and after, and the admin's list and platform totals, which read the records, catch up.
 */
async function foldContadores(db: Firestore, lojaIds: string[]): Promise<void> {
  await db.runTransaction(async (tx) => {
    const shards = await tx.getAll(...lojaIds.flatMap((lojaId) => contadorDocs(db, lojaId)));
    lojaIds.forEach((lojaId, indice) => {
      const existentes = shards.slice(indice * CONTADORES_SHARDS, (indice + 1) * CONTADORES_SHARDS).filter((shard) => shard.exists);
      if (existentes.length === 0) return;
      const totais = Object.entries(TOTAL_DO_CONTADOR).map(([campo, total]) => [
        total,
        FieldValue.increment(existentes.reduce((soma, shard) => soma + numero(shard.get(campo as keyof Contador)), 0)),
      ]);
      tx.update(lojistaDoc(db, lojaId), Object.fromEntries(totais));
      for (const shard of existentes) tx.delete(shard.ref);
    });
  });
}

export interface FoldResult {
  /** Contagens folded and deleted. */
  contagens: number;
  /** Shops whose owner shards were folded. */
  lojas: number;
}

/**
 * Folds pending contagens until none are left or the time budget is spent, then the owner shards
 * of every shop seen. `now` is the clock the budget is measured on (the bench's is virtual).
 */
export async function foldContagens(db: Firestore, { now = Date.now, orcamentoMs = ORCAMENTO_MS } = {}): Promise<FoldResult> {
  const inicio = now();
  const lojas = new Set<string>();
  let contagens = 0;
  while (now() - inicio < orcamentoMs) {
    const lote = await foldLote(db);
    if (lote.contagens === 0) break;
    contagens += lote.contagens;
    lote.lojaIds.forEach((lojaId) => lojas.add(lojaId));
  }
  const todas = [...lojas];
  for (let inicioLote = 0; inicioLote < todas.length; inicioLote += LOJAS_POR_TRANSACAO) {
    await foldContadores(db, todas.slice(inicioLote, inicioLote + LOJAS_POR_TRANSACAO));
  }
  return { contagens, lojas: todas.length };
}
