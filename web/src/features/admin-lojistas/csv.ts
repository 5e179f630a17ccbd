import type { AdminLojista } from '@vitrine/shared';
import { statusInfo } from './status';

const COLUNAS = ['ID', 'Nome', 'E-mail', 'WhatsApp', 'Status', 'Plano', 'Produtos', 'Pedidos'];

function celula(valor: string | number): string {
  let texto = String(valor);
  // Owners type their own names: a leading = + - @ would run as a formula in Excel (CSV injection).
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return `"${texto.replaceAll('"', '""')}"`;
}

/**
 * The list as Excel pt-BR opens it with a double click: UTF-8 announced by a BOM (accents intact),
 * ';' (the pt-BR list separator, since ',' is the decimal one), CRLF, every field quoted.
 */
export function lojistasCsv(lojistas: AdminLojista[]): string {
  const linhas = lojistas.map((lojista) => [
    lojista.id,
    lojista.nome,
    lojista.email,
    lojista.telefone_whatsapp ?? '',
    statusInfo(lojista.status).label,
    lojista.plano_nome,
    lojista.total_produtos,
    lojista.total_pedidos,
  ]);
  return `\uFEFF${[COLUNAS, ...linhas].map((linha) => linha.map(celula).join(';')).join('\r\n')}\r\n`;
}

/** lojistas-YYYY-MM-DD.csv, in the admin's own calendar day. */
export function nomeArquivo(hoje = new Date()): string {
  const dois = (n: number) => String(n).padStart(2, '0');
  return `lojistas-${hoje.getFullYear()}-${dois(hoje.getMonth() + 1)}-${dois(hoje.getDate())}.csv`;
}

export function baixarCsv(conteudo: string, nome: string): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: nome });
  link.click();
  // Released on the next tick: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url));
}
