import { aoPai, pararSemOPai } from './canal-do-pai.js';
import { startFirestoreEmulator } from './firestore-emulator.js';

/**
 * The local Firestore of `npm start` in a process of its own (see spawnFirestoreEmulator): killing
 * it (a fault test cutting the database) leaves the Firebase emulators serving, and it ends with
 * the process that started it, even one killed with SIGKILL, since it watches its IPC channel.
 *
 * Asked 'atrasar:<ms>', it holds every call that long (0: no more). Asked 'contagem', it answers the reads and writes billed so far (contagemDoFirestore, stack.ts).
 *
 *   node --import tsx scripts/lib/firestore-process.ts <port> [data file]
 */
const [port, dataFile] = process.argv.slice(2);
const firestore = await startFirestoreEmulator({ port: Number(port), dataFile });
// Documents written so far, as Firestore bills writes (one per document a commit wrote): the bench's figures.
let escritas = 0;
firestore.onWrite((paths) => (escritas += paths.length));
const stop = () => {
  firestore.stop();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'save') {
    firestore.save();
    aoPai('saved');
  }
  if (message === 'stop') stop();
  // 'atrasar:2000': every call held 2 s from now on; 'atrasar:0' ends it (scripts/lib/sexta.ts's fault).
  if (typeof message === 'string' && message.startsWith('atrasar:')) firestore.atrasar(Number(message.slice('atrasar:'.length)));
  if (message === 'contagem') aoPai({ contagem: { leituras: firestore.reads(), escritas } });
});
pararSemOPai(stop);
aoPai('ready');
