import { FUSO_DA_LOJA } from '@vitrine/shared/atendimento';

/**
 * '07/03/2025 às 14:32' on the shop's clock (São Paulo), as the tickets, the tracking page and the
 * PIX's "Pago às" say it: an order's times agree on every screen whatever the device's zone.
 */
export function formatDataHora(iso: string, timeZone: string = FUSO_DA_LOJA): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return '';
  const dia = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(data);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(data);
  return `${dia} às ${hora}`;
}
