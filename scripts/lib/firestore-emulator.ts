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

/**
 * Counts the documents the emulator hands out, for the benchmarks: every document named in a
 * BatchGetDocuments (gets, getAll, transaction reads) and every document a RunQuery returns.
 * It wraps the gRPC handlers the server registered; the emulator itself has no such counter.
 */
function countReads(server: FirestoreServerType): () => number {
  let total = 0;
  const handlers = (server as unknown as { server: { handlers: GrpcHandlers } }).server.handlers;
  const wrap = (method: string, count: (call: Parameters<NonNullable<ReturnType<GrpcHandlers['get']>>['func']>[0]) => void) => {
    const handler = handlers.get(`/google.firestore.v1.Firestore/${method}`);
    if (!handler) throw new Error(`Firestore emulator: no ${method} handler to count reads`);
    const original = handler.func;
    handler.func = (call, ...rest) => {
      count(call);
      return original(call, ...rest);
    };
  };
  wrap('BatchGetDocuments', (call) => (total += call.request.documents?.length ?? 0));
  wrap('RunQuery', (call) => {
    const write = call.write!.bind(call);
    call.write = (message) => {
      if ((message as { document?: unknown }).document) total++;
      return write(message);
    };
  });
  return () => total;
}

export interface LocalFirestore {
  host: string;
  /** Documents served so far (batch gets and query results), as Firestore bills reads. */
  reads(): number;
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
    restored,
    save,
    stop() {
      clearInterval(timer);
      save();
      server.stop();
    },
  };
}
