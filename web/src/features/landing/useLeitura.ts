import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';

export interface Leitura<T> {
  data: T | undefined;
  error: boolean;
  pending: boolean;
  retry: () => void;
}

/**
 * A GET of /api, once, while `path` is set (null: not yet). The landing page mounts on its own,
 * without the owner app's query client (main.tsx), so its three public reads use this instead.
 */
export function useLeitura<T>(path: string | null): Leitura<T> {
  const [tentativa, setTentativa] = useState(0);
  const [estado, setEstado] = useState<{ chave: string; data?: T; error: boolean } | null>(null);
  const chave = path === null ? null : `${path}#${tentativa}`;

  useEffect(() => {
    if (path === null || chave === null) return;
    let ativo = true;
    api<T>(path).then(
      (data) => ativo && setEstado({ chave, data, error: false }),
      () => ativo && setEstado({ chave, error: true }),
    );
    return () => {
      ativo = false;
    };
  }, [path, chave]);

  const retry = useCallback(() => setTentativa((n) => n + 1), []);
  const atual = estado?.chave === chave ? estado : null;
  return { data: atual?.data, error: atual?.error ?? false, pending: chave !== null && !atual, retry };
}
