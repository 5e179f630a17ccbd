import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import type { Write as WriteType } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// The package's ESM build imports paths without extensions, which Node's ESM loader refuses: use its CJS build.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server') as { FirestoreServer: typeof FirestoreServerType };
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write.js') as { Write: typeof WriteType };

/**
 * The local Firestore: @firestore-emulator/server (pure Node, in memory; the official emulator
 * needs Java 21 and a download, neither available here), made durable by snapshotting its state
 * to a JSON file and loading it back at start.
 */

type TypedValue = { type: string; value: unknown };
interface StateDocument {
  path: string;
  fields: Record<string, TypedValue>;
  collections: Record<string, { documents: Record<string, StateDocument> }>;
}

// The emulator's toJSON() gives typed values; a v1 Write wants protobuf value objects.
function toProtoValue({ type, value }: TypedValue): Record<string, unknown> {
  if (type === 'map_value') {
    const entries = Object.entries(value as Record<string, TypedValue>).map(([key, inner]) => [key, toProtoValue(inner)]);
    return { map_value: { fields: Object.fromEntries(entries) } };
  }
  if (type === 'array_value') return { array_value: { values: (value as TypedValue[]).map(toProtoValue) } };
  if (type === 'null_value') return { null_value: 0 };
  return { [type]: value };
}

function collectDocuments(collections: StateDocument['collections'], into: Array<Pick<StateDocument, 'path' | 'fields'>>) {
  for (const collection of Object.values(collections)) {
    for (const document of Object.values(collection.documents)) {
      // A document that only holds subcollections has no fields and does not exist in Firestore.
      if (Object.keys(document.fields).length > 0) into.push({ path: document.path, fields: document.fields });
      collectDocuments(document.collections, into);
    }
  }
  return into;
}

type GrpcHandlers = Map<
  string,
  { func: (call: { request: { documents?: string[] }; write?: (message: unknown) => boolean }, ...rest: unknown[]) => unknown }
>;

type GrpcCall = Parameters<NonNullable<ReturnType<GrpcHandlers['get']>>['func']>[0];

/** Runs `before` on each call of one of the server's gRPC methods, then the emulator's own handler. */
function wrapHandler(server: FirestoreServerType, method: string, before: (call: GrpcCall, rest: unknown[]) => unknown[] | void) {
  const handlers = (server as unknown as { server: { handlers: GrpcHandlers } }).server.handlers;
  const handler = handlers.get(`/google.firestore.v1.Firestore/${method}`);
  if (!handler) throw new Error(`Firestore emulator: no ${method} handler to wrap`);
  const original = handler.func;
  handler.func = (call, ...rest) => original(call, ...(before(call, rest) ?? rest));
}

/** Firestore bills an aggregation (count, sum) one read per batch of up to 1,000 index entries it matched. */
const ENTRADAS_POR_LEITURA_DE_AGREGACAO = 1000;

/**
 * Counts reads as Firestore bills them, for the benchmarks: every document named in a
 * BatchGetDocuments (gets, getAll, transaction reads; a missing one too), every document a
 * RunQuery returns (at least one per query, even an empty one), and one per 1,000 entries an
 * aggregation matched (at least one). It wraps the gRPC handlers the server registered; the
 * emulator itself has no such counter.
 */
function countReads(server: FirestoreServerType): () => number {
  let total = 0;
  wrapHandler(server, 'BatchGetDocuments', (call) => {
    total += call.request.documents?.length ?? 0;
  });
  wrapHandler(server, 'RunQuery', (call) => {
    const write = call.write!.bind(call);
    let documentos = 0;
    call.write = (message) => {
      const { document, done } = message as { document?: unknown; done?: boolean };
      if (document) {
        documentos++;
        total++;
      } else if (done && documentos === 0) total++;
      return write(message);
    };
  });
  wrapHandler(server, 'RunAggregationQuery', (call) => {
    const { parent, structured_aggregation_query } = call.request as unknown as {
      parent: string;
      structured_aggregation_query: { structured_query: unknown };
    };
    const state = server.state as unknown as { v1Query(parent: string, query: unknown): unknown[] };
    const entradas = state.v1Query(parent, structured_aggregation_query.structured_query).length;
    total += Math.max(1, Math.ceil(entradas / ENTRADAS_POR_LEITURA_DE_AGREGACAO));
  });
  return () => total;
}

type Commit = (error: unknown, response: unknown) => void;

/**
 * Calls `listener` with the paths (`lojistas/abc/pedidos/x`) of the documents each Commit wrote,
 * once it has succeeded: a transaction's writes, a batch's, a single set/update/create/delete.
 */
function observeCommits(server: FirestoreServerType, listener: (paths: string[]) => void) {
  wrapHandler(server, 'Commit', (call, [callback]) => {
    const writes = (call.request as unknown as { writes: WriteType[] }).writes;
    const paths = writes.map((write) => {
      const name = write.has_delete ? write.delete : write.has_update ? write.update.name : write.transform.document;
      return name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
    });
    return [
      (error: unknown, response: unknown) => {
        if (!error) listener(paths);
        (callback as Commit)(error, response);
      },
    ];
  });
}

/** gRPC ABORTED: the Admin SDK runs the transaction again (with backoff), as it does when Firestore aborts one. */
const ABORTED = 10;

/**
 * Firestore runs each transaction as if it were alone: a document it read that another commit
 * writes before it commits makes it wait or abort and run again. The Node emulator does not: every
 * transaction gets the same id and commits whatever it read, so 20 concurrent orders for the last
 * 5 units would all read 5 and all sell. This gives each transaction its own id, remembers which
 * commits had written each document it read, and answers its Commit with ABORTED when one of those
 * documents was written since (optimistic, where Firestore locks; the outcome is the same). The
 * emulator's handlers run synchronously, so a check and its writes are never interleaved.
 */
function isolateTransactions(server: FirestoreServerType) {
  const handlers = (server as unknown as { server: { handlers: GrpcHandlers } }).server.handlers;
  /** Document name → how many commits wrote it. */
  const versoes = new Map<string, number>();
  /** Transaction id (hex) → document name → its version when first read. */
  const lidos = new Map<string, Map<string, number>>();
  const hex = (id: unknown) => (id instanceof Uint8Array && id.length > 0 ? Buffer.from(id).toString('hex') : null);
  const lembrar = (transacao: string | null, documento: string) => {
    const lidosPor = transacao ? lidos.get(transacao) : undefined;
    if (lidosPor && !lidosPor.has(documento)) lidosPor.set(documento, versoes.get(documento) ?? 0);
  };
  /** A transaction begun by this read: its own id in the answer, in place of the emulator's shared one. */
  const novaTransacao = (call: GrpcCall) => {
    const id = randomBytes(12);
    lidos.set(id.toString('hex'), new Map());
    const write = call.write!.bind(call);
    call.write = (message) => {
      const resposta = message as { transaction?: Uint8Array };
      if (hex(resposta.transaction)) resposta.transaction = Uint8Array.from(id);
      return write(message);
    };
    return id.toString('hex');
  };
  type Leitura = { transaction?: Uint8Array; has_new_transaction?: boolean; documents?: string[] };

  wrapHandler(server, 'BatchGetDocuments', (call) => {
    const request = call.request as Leitura;
    const transacao = request.has_new_transaction ? novaTransacao(call) : hex(request.transaction);
    for (const documento of request.documents ?? []) lembrar(transacao, documento);
  });
  wrapHandler(server, 'RunQuery', (call) => {
    const request = call.request as Leitura;
    const transacao = request.has_new_transaction ? novaTransacao(call) : hex(request.transaction);
    if (!transacao) return;
    const write = call.write!.bind(call);
    call.write = (message) => {
      const nome = (message as { document?: { name?: string } }).document?.name;
      if (nome) lembrar(transacao, nome);
      return write(message);
    };
  });

  const commit = handlers.get('/google.firestore.v1.Firestore/Commit')!;
  const original = commit.func;
  commit.func = (call, ...rest) => {
    const request = call.request as unknown as { transaction?: Uint8Array; writes: WriteType[] };
    const transacao = hex(request.transaction);
    const lidosPor = transacao ? lidos.get(transacao) : undefined;
    if (transacao) lidos.delete(transacao);
    if (lidosPor && [...lidosPor].some(([documento, versao]) => (versoes.get(documento) ?? 0) !== versao)) {
      (rest[0] as Commit)({ code: ABORTED, message: 'Transaction aborted: a document it read was written since.', name: 'Error' }, null);
      return undefined;
    }
    for (const write of request.writes) {
      const nome = write.has_delete ? write.delete : write.has_update ? write.update.name : write.transform.document;
      versoes.set(nome, (versoes.get(nome) ?? 0) + 1);
    }
    return original(call, ...rest);
  };
  const rollback = handlers.get('/google.firestore.v1.Firestore/Rollback');
  if (rollback) {
    const desfazer = rollback.func;
    rollback.func = (call, ...rest) => {
      const transacao = hex((call.request as { transaction?: Uint8Array }).transaction);
      if (transacao) lidos.delete(transacao);
      return desfazer(call, ...rest);
    };
  }
}

/**
 * Every gRPC call of the server held `ms` before the emulator handles it, while `atraso()` says so:
 * a slow database (issue 48's Friday, "Firestore delayed by 2 s for a minute"). Wrapped once at
 * start, around the counting wrappers, so a delayed read is still counted once.
 */
function delayCalls(server: FirestoreServerType, atraso: () => number) {
  const handlers = (server as unknown as { server: { handlers: GrpcHandlers } }).server.handlers;
  for (const handler of handlers.values()) {
    const original = handler.func;
    handler.func = (call, ...rest) => {
      const ms = atraso();
      if (ms <= 0) return original(call, ...rest);
      setTimeout(() => original(call, ...rest), ms);
      return undefined;
    };
  }
}

export interface LocalFirestore {
  host: string;
  /** From now on every call waits `ms` before it is handled (0: none). */
  atrasar(ms: number): void;
  /** Reads so far (documents of batch gets and queries, aggregations), as Firestore bills them. */
  reads(): number;
  /** `listener` gets the document paths of each successful commit, from now on. */
  onWrite(listener: (paths: string[]) => void): void;
  /** Number of documents restored from the data file at start (0 on a fresh start). */
  restored: number;
  save(): void;
  stop(): void;
}

export async function startFirestoreEmulator({ port, dataFile }: { port: number; dataFile?: string }): Promise<LocalFirestore> {
  const server = new FirestoreServer();
  await server.start(port);
  const reads = countReads(server);
  isolateTransactions(server);
  let atraso = 0;
  delayCalls(server, () => atraso);

  let restored = 0;
  if (dataFile && existsSync(dataFile)) {
    const documents = JSON.parse(readFileSync(dataFile, 'utf8')) as Array<Pick<StateDocument, 'path' | 'fields'>>;
    for (const { path, fields } of documents) {
      const protoFields = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toProtoValue(value)]));
      server.state.writeV1Document(new Date(), Write.fromObject({ update: { name: path, fields: protoFields } }));
    }
    restored = documents.length;
  }

  // Written since the last snapshot: an idle stack (or one only read from) serialises nothing.
  let changed = false;
  if (dataFile) observeCommits(server, () => void (changed = true));
  const save = () => {
    if (!dataFile || !changed) return;
    changed = false;
    const projects = (
      server.state.toJSON() as { projects: Record<string, { databases: Record<string, { collections: StateDocument['collections'] }> }> }
    ).projects;
    const documents = Object.values(projects).flatMap((project) =>
      Object.values(project.databases).flatMap((database) => collectDocuments(database.collections, [])),
    );
    mkdirSync(dirname(dataFile), { recursive: true });
    writeFileSync(`${dataFile}.tmp`, JSON.stringify(documents));
    renameSync(`${dataFile}.tmp`, dataFile);
  };
  // At most once a second, so a crash loses no more than that.
  const timer = dataFile ? setInterval(save, 1000) : undefined;
  timer?.unref();

  return {
    host: `127.0.0.1:${port}`,
    reads,
    atrasar: (ms) => void (atraso = ms),
    onWrite: (listener) => observeCommits(server, listener),
    restored,
    save,
    stop() {
      clearInterval(timer);
      save();
      server.stop();
    },
  };
}
