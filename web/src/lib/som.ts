/**
 * The new-order chime of Pedidos and Cozinha, made with the Web Audio API (no sound file to
 * download), and whether the owner wants it (remembered on this device, for both screens). Browsers keep audio silent until the page gets a tap or a
 * key: `prepararSom` runs on the first one, and until then the chime is quietly skipped.
 */

const CHAVE_SOM = 'vitrine:pedidos-som';
/** This page's choice, which also holds when the device has no storage to remember it in. */
let escolha: boolean | null = null;

export function readSomAtivo(): boolean {
  if (escolha !== null) return escolha;
  try {
    return localStorage.getItem(CHAVE_SOM) !== 'desligado';
  } catch {
    return true;
  }
}

export function saveSomAtivo(ativo: boolean): void {
  escolha = ativo;
  try {
    if (ativo) localStorage.removeItem(CHAVE_SOM);
    else localStorage.setItem(CHAVE_SOM, 'desligado');
  } catch {
    // nothing to remember it in: the choice lasts while the page is open
  }
}

let contexto: AudioContext | null = null;

/** Whether the browser lets the page play the chime now (it has had its tap or key). */
export const somLiberado = (): boolean => contexto?.state === 'running';

/**
 * Creates or wakes the audio context; call it from a user gesture, where the browser allows it.
 * Resolves to whether the chime can play now.
 */
export async function prepararSom(): Promise<boolean> {
  try {
    contexto ??= new AudioContext();
    if (contexto.state === 'suspended') await contexto.resume();
  } catch {
    // no Web Audio on this browser, or it refused to wake
  }
  return somLiberado();
}

/** Two short rising notes, loud enough over a kitchen, soft at the edges so they do not click. */
export function playSom(): void {
  if (contexto?.state !== 'running') return;
  const inicio = contexto.currentTime;
  [880, 1320].forEach((frequencia, indice) => {
    const nota = contexto!.createOscillator();
    const volume = contexto!.createGain();
    const comeca = inicio + indice * 0.18;
    nota.type = 'sine';
    nota.frequency.value = frequencia;
    volume.gain.setValueAtTime(0.0001, comeca);
    volume.gain.exponentialRampToValueAtTime(0.3, comeca + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, comeca + 0.16);
    nota.connect(volume).connect(contexto!.destination);
    nota.start(comeca);
    nota.stop(comeca + 0.17);
  });
}
