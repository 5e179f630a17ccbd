import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import type { Write as WriteType } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
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

export interface LocalFirestore {
  host: string;
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

  let restored = 0;
  if (dataFile && existsSync(dataFile)) {
    const documents = JSON.parse(readFileSync(dataFile, 'utf8')) as Array<Pick<StateDocument, 'path' | 'fields'>>;
    for (const { path, fields } of documents) {
      const protoFields = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toProtoValue(value)]));
      server.state.writeV1Document(new Date(), Write.fromObject({ update: { name: path, fields: protoFields } }));
    }
    restored = documents.length;
  }

  let lastSaved = '';
  const save = () => {
    if (!dataFile) return;
    const projects = (
      server.state.toJSON() as { projects: Record<string, { databases: Record<string, { collections: StateDocument['collections'] }> }> }
    ).projects;
    const documents = Object.values(projects).flatMap((project) =>
      Object.values(project.databases).flatMap((database) => collectDocuments(database.collections, [])),
    );
    const serialized = JSON.stringify(documents);
    if (serialized === lastSaved) return;
    mkdirSync(dirname(dataFile), { recursive: true });
    writeFileSync(`${dataFile}.tmp`, serialized);
    renameSync(`${dataFile}.tmp`, dataFile);
    lastSaved = serialized;
  };
  // Snapshots are cheap at local sizes; once a second keeps a crash from losing more than that.
  const timer = dataFile ? setInterval(save, 1000) : undefined;
  timer?.unref();

  return {
    host: `127.0.0.1:${port}`,
    reads,
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
