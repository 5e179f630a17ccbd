/** '07/03/2025 às 14:32', in the device's time zone unless one is given. */
export function formatDataHora(iso: string, timeZone?: string): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return '';
  const dia = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(data);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(data);
  return `${dia} às ${hora}`;
}
