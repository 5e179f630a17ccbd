import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

/**
 * Reading back the PDFs the product makes (the tables' QR sheet, the printed menu) with Debian's
 * poppler-utils, which `npm test` installs: their text, their fonts, their pages as pictures.
 */

/**
 * Runs one of poppler-utils on the PDF, given on its standard input. Never execFileSync: a blocked
 * event loop left the Auth emulator's idle socket closed under the next sign-in ("other side closed").
 */
export function poppler(comando: string, args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const filho = execFile(comando, args, { maxBuffer: 64 * 1024 * 1024 }, (erro, stdout) => (erro ? reject(erro) : resolve(stdout)));
    filho.stdin!.end(pdf);
  });
}

/** Each page of the PDF as a PNG at `dpi`; `guardarEm` also keeps the files there, to look at. */
export async function paginasDoPdf(pdf: Buffer, { dpi = 150, guardarEm }: { dpi?: number; guardarEm?: string } = {}): Promise<PNG[]> {
  const pasta = guardarEm ?? mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    await poppler('pdftoppm', ['-r', String(dpi), '-png', '-', join(pasta, 'pagina')], pdf);
    return readdirSync(pasta)
      .filter((arquivo) => arquivo.startsWith('pagina'))
      .sort()
      .map((arquivo) => PNG.sync.read(readFileSync(join(pasta, arquivo))));
  } finally {
    if (!guardarEm) rmSync(pasta, { recursive: true, force: true });
  }
}

/** supertest's parser for a binary body: `request(app).get(url).buffer(true).parse(corpoBinario)`. */
export function corpoBinario(res: NodeJS.EventEmitter, done: (erro: Error | null, corpo: Buffer) => void) {
  const partes: Buffer[] = [];
  res.on('data', (parte: Buffer) => partes.push(parte));
  res.on('end', () => done(null, Buffer.concat(partes)));
}
