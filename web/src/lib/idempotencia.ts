import { useState } from 'react';

/**
 * Idempotency-Key values for one form's creates (the server's owner creates take the header, docs/api.md):
 * sending the same content again (a retry after a lost answer, a second tap) reuses the key, so the
 * server answers the record it already created instead of creating a second; changed content gets a
 * new key (the server refuses a key reused with another body).
 */
export function chavesDeIdempotencia(novaChave: () => string = () => crypto.randomUUID()) {
  let ultima: { corpo: string; chave: string } | null = null;
  return (corpo: unknown): string => {
    const json = JSON.stringify(corpo);
    if (ultima?.corpo !== json) ultima = { corpo: json, chave: novaChave() };
    return ultima.chave;
  };
}

/** The keys of the component that holds them (a create dialog, mounted while open): a new dialog, new keys. */
export const useChavesDeIdempotencia = () => useState(() => chavesDeIdempotencia())[0];
