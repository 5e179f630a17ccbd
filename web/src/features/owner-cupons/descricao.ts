import type { Cupom } from '@vitrine/shared';
import { formatBRL, reaisToCents } from '@vitrine/shared/money';
import { plural } from '@vitrine/shared/plural';

const reais = (valor: number) => formatBRL(reaisToCents(valor));

/** A São Paulo day (YYYY-MM-DD) as the owner reads it: 01/12/2026. */
const dia = (iso: string) => iso.split('-').reverse().join('/');

/** What the coupon gives: "10% de desconto", "R$ 5,00 de desconto", "Frete grátis". */
export function beneficioDoCupom({ tipo, valor }: Pick<Cupom, 'tipo' | 'valor'>): string {
  if (tipo === 'percentual') return `${valor}% de desconto`;
  if (tipo === 'valor') return `${reais(valor)} de desconto`;
  return 'Frete grátis';
}

/** Its conditions, one short line each, in the order a customer meets them. */
export function condicoesDoCupom(cupom: Cupom): string[] {
  const condicoes: string[] = [];
  if (cupom.pedido_minimo !== null) condicoes.push(`Pedidos a partir de ${reais(cupom.pedido_minimo)}`);
  if (cupom.inicio && cupom.fim) condicoes.push(`De ${dia(cupom.inicio)} a ${dia(cupom.fim)}`);
  else if (cupom.inicio) condicoes.push(`A partir de ${dia(cupom.inicio)}`);
  else if (cupom.fim) condicoes.push(`Até ${dia(cupom.fim)}`);
  if (cupom.primeiro_pedido) condicoes.push('Só no primeiro pedido do cliente');
  if (cupom.limite_total !== null) condicoes.push(`Até ${plural(cupom.limite_total, 'uso', 'usos')} no total`);
  if (cupom.limite_por_cliente !== null) condicoes.push(`${plural(cupom.limite_por_cliente, 'vez', 'vezes')} por cliente`);
  return condicoes;
}
