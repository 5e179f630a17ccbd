import { catalogoPath } from '../links.js';

/**
 * The dining room's tables (issue 44), zod-free (@vitrine/shared/mesa): the rules the server, the
 * owner's screen and, later, the customer at the table share. The owner's schemas are schema.ts.
 */

/** A shop has at most this many tables: the owner's list and the QR sheet are read whole. */
export const MAX_MESAS = 200;
export const MESA_NOME_MAX = 40;

/** What a table's code that is wrong, or was replaced by "Novo código", answers: the customer can only ask the staff. */
export const MESA_CODIGO_INVALIDO = 'Este QR Code não vale mais. Peça ajuda ao garçom.';
export const MESA_NAO_ENCONTRADA = 'Mesa não encontrada.';
export const MESA_NOME_EM_USO = 'Já existe uma mesa com este nome.';
export const mesasNoMaximo = () => `Sua loja já tem ${MAX_MESAS} mesas, o máximo: exclua as que não usa mais para criar outras.`;
/** A range refused whole: how many tables still fit. */
export const loteAlemDoMaximo = (cabem: number) =>
  cabem === 0 ? mesasNoMaximo() : `Sua loja pode ter até ${MAX_MESAS} mesas: cabem só mais ${cabem}.`;
/** DELETE while the table's bill is open: the bill would lose its table. */
export const MESA_COM_CONTA_ABERTA = 'Esta mesa tem uma conta aberta: feche a conta antes de excluir a mesa.';

/** The line each card of the QR sheet prints under the code. */
export const MESA_CHAMADA_QR = 'Aponte a câmera para ver o cardápio e pedir';

/**
 * A table's name as its uniqueness reads it: "Mesa 1", "mesa 1" and " MESA  1 " are one table;
 * accents are kept apart ("Pátio" is not "Patio" to a customer either).
 */
export const chaveDoNomeDaMesa = (nome: string) => nome.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** The names POST /api/mesas/lote creates: "Mesa 1" … "Mesa 20". */
export const nomesDoLote = (de: number, ate: number): string[] => Array.from({ length: ate - de + 1 }, (_, i) => `Mesa ${de + i}`);

/** The owner's list and the QR sheet in the order a room is walked: "Mesa 2" before "Mesa 10". */
export const compareMesas = (a: { nome: string }, b: { nome: string }) =>
  a.nome.localeCompare(b.nome, 'pt-BR', { numeric: true, sensitivity: 'base' });

/**
 * The table's page, relative to the web app's origin: /loja/{slug}/mesa/{id}?c={codigo} (under the
 * catalogue's own path, /catalogo/{id}, for a shop without a link name). The code travels in the
 * query so that the path names the table and the code alone can be replaced.
 */
export function mesaPath({
  lojaId,
  subdominio,
  mesaId,
  codigo,
}: {
  lojaId: string;
  subdominio?: string | null;
  mesaId: string;
  codigo: string;
}): string {
  return `${catalogoPath(lojaId, subdominio)}/mesa/${encodeURIComponent(mesaId)}?c=${encodeURIComponent(codigo)}`;
}

/** The room's settings (GET/PUT /api/loja/salao), beside `atendimento` on the shop. */
export interface Salao {
  /** The room takes orders at the tables (the customer's table mode comes with the rest of issue 44). */
  ativo: boolean;
  /** 0–20; 0: no service fee. The bill shows it as optional (Brazilian law lets the customer refuse it). */
  taxa_servico_percentual: number;
  /** Reais per person; null: no cover charge. */
  couvert: number | null;
}

/** A shop that never saved its room: off, with the usual 10% and no cover charge. */
export const SALAO_PADRAO: Salao = { ativo: false, taxa_servico_percentual: 10, couvert: null };
export const TAXA_SERVICO_MAX = 20;

/** A table calls the team for the same thing at most once in this long. */
export const CHAMADO_INTERVALO_MS = 60_000;
export const CHAMADO_REPETIDO: Record<'garcom' | 'conta', string> = {
  garcom: 'O garçom já foi chamado. Ele está a caminho.',
  conta: 'A conta já foi pedida. Ela está a caminho.',
};
