/** A number field's value for the schema: empty is "none" (null); a comma is read as Brazilians write decimals. */
export const numeroOuNull = (valor: unknown) => (valor === '' || valor == null ? null : Number(String(valor).replace(',', '.')));
