/**
 * Paper read back (issue 27, shared with issue 44's printed bill): the ESC/POS bytes (test/support/api.ts emBytes
 * takes the answer as bytes) walked as a printer would.
 */

/** Code page 860 (Portuguese), 0x80–0xA9: the standard table, written out here rather than taken from the encoder. */
const CP860_ALTO = 'ÇüéâãàÁçêÊèÍÔìÃÂÉÀÈôõòÚùÌÕÜ¢£Ù₧ÓáíóúñÑªº¿Ò';
/** And the middle dot (0xFA), which the bill's round headings use ("Rodada 1 · 19:32"). */
const CP860_PONTO = 0xfa;
const cp860 = (byte: number) => {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (byte === CP860_PONTO) return '·';
  const letra = CP860_ALTO[byte - 0x80];
  if (!letra) throw new Error(`byte 0x${byte.toString(16)} outside the letters of code page 860`);
  return letra;
};

export interface Lido {
  comandos: string[];
  texto: string;
  qrcode: string | null;
}

/**
 * Walks the bytes as a printer would: commands by name (ESC @, ESC t 3, GS V…), text decoded with
 * code page 860. An unknown command fails the test, so nothing unexplained hides among the bytes.
 */
export function lerEscpos(dados: Buffer): Lido {
  const comandos: string[] = [];
  let texto = '';
  let qrcode: string | null = null;
  let i = 0;
  const hex = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;
  /** A command of `tamanho` bytes, named. */
  const comando = (nome: string, tamanho: number) => {
    comandos.push(nome);
    i += tamanho;
  };
  while (i < dados.length) {
    const [b, b1, b2] = [dados[i]!, dados[i + 1]!, dados[i + 2]!];
    if (b === 0x1b && b1 === 0x40) comando('ESC @', 2);
    else if (b === 0x1b && b1 === 0x32) comando('ESC 2', 2);
    // ESC t n (code page), ESC M n (font), ESC E n (bold), ESC a n (alignment), ESC - n, ESC d n, ESC 3 n, ESC ! n.
    else if (b === 0x1b && [0x74, 0x4d, 0x45, 0x61, 0x2d, 0x64, 0x33, 0x21].includes(b1))
      comando(`ESC ${String.fromCharCode(b1)} ${b2}`, 3);
    else if (b === 0x1c && b1 === 0x2e) comando('FS .', 2);
    // GS ! n: character size.
    else if (b === 0x1d && b1 === 0x21) comando(`GS ! ${b2}`, 3);
    // GS V m, or GS V m n for the cuts that feed first (m 65 or 66).
    else if (b === 0x1d && b1 === 0x56) comando(`GS V ${b2}`, b2 === 65 || b2 === 66 ? 4 : 3);
    else if (b === 0x1d && b1 === 0x28 && b2 === 0x6b) {
      // GS ( k pL pH cn fn …: a 2D code; cn 49 fn 80 stores the QR code's data.
      const tamanho = dados[i + 3]! + dados[i + 4]! * 256;
      const [cn, fn] = [dados[i + 5]!, dados[i + 6]!];
      if (cn === 49 && fn === 80) qrcode = dados.subarray(i + 8, i + 5 + tamanho).toString('latin1');
      comando(`GS ( k ${cn} ${fn}`, 5 + tamanho);
    } else if (b === 0x0a || b >= 0x20) {
      texto += cp860(b);
      i += 1;
    } else if (b === 0x0d) i += 1;
    else throw new Error(`unknown command at byte ${i}: ${hex(b)} ${hex(b1)}`);
  }
  return { comandos, texto, qrcode };
}
