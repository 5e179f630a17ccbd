import { startFirestoreEmulator } from './firestore-emulator.js';

/**
 * The local Firestore of `npm start` in a process of its own (see spawnFirestoreEmulator): killing
 * it (a fault test cutting the database) leaves the Firebase emulators serving, and it ends with
 * the process that started it, even one killed with SIGKILL, since it watches its IPC channel.
 *
 *   node --import tsx scripts/lib/firestore-process.ts <port> [data file]
 */
const [port, dataFile] = process.argv.slice(2);
const firestore = await startFirestoreEmulator({ port: Number(port), dataFile });
const stop = () => {
  firestore.stop();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'save') {
    firestore.save();
    process.send?.('saved');
  }
  if (message === 'stop') stop();
});
process.on('disconnect', stop);
process.send?.('ready');
