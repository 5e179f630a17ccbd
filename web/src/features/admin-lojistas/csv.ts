import type { AdminLojista } from '@vitrine/shared';
import { escreverCsv } from '@vitrine/shared/csv';
import { statusInfo } from './status';

const COLUNAS = ['ID', 'Nome', 'E-mail', 'WhatsApp', 'Status', 'Plano', 'Produtos', 'Pedidos'];

/** The list through the product's one CSV writer (escreverCsv: Excel pt-BR's format, formulas in owners' names neutralised). */
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
  return escreverCsv([COLUNAS, ...linhas]);
}

/** lojistas-YYYY-MM-DD.csv, in the admin's own calendar day. */
export function nomeArquivo(hoje = new Date()): string {
  const dois = (n: number) => String(n).padStart(2, '0');
  return `lojistas-${hoje.getFullYear()}-${dois(hoje.getMonth() + 1)}-${dois(hoje.getDate())}.csv`;
}

export function downloadCsv(conteudo: string, nome: string): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: nome });
  link.click();
  // Released on the next tick: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url));
}
