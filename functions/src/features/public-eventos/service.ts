import type { eventoSchema, z } from '@vitrine/shared';
import { LOJA_NAO_ENCONTRADA, PRODUTO_NAO_ENCONTRADO, lojaIndisponivel, type CatalogosRepository } from '../../model/catalogos.js';
import { dayKey } from '../../platform/calendar.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import { classificarOrigem } from './origem.js';
import type { EventosRepository } from './repository.js';

export type Evento = z.infer<typeof eventoSchema>;

/** What the request says about itself, besides the body: the browser, and the site's own host (a reload's referrer). */
export interface ContextoDoEvento {
  userAgent?: string;
  host?: string;
  /** The client's address as the platform reports it (clientIp): caps the new visitors it can add. */
  ip?: string;
}

/** A referrer on the catalogue's own site (a reload, a page of it) says nothing about where the visitor came from. */
function dicaExterna(origem: string | undefined, host: string | undefined): string | undefined {
  if (!origem || !host || !URL.canParse(origem)) return origem;
  return new URL(origem).host === host ? undefined : origem;
}

/**
 * Catalogue events (docs/api.md, public-eventos): the public pages report a visit and each product view, fire and
 * forget, with a random id the device keeps and no personal data. The API stays honest about what
 * does not exist (404 for an unknown shop or product, 403 for an unavailable shop, as the
 * catalogue itself answers) and counts each visitor once a day, each product once per visitor a day.
 */
export function eventosService({ eventos, catalogos }: { eventos: EventosRepository; catalogos: CatalogosRepository }) {
  return {
    async create(idDaUrl: string, evento: Evento, { userAgent, host, ip }: ContextoDoEvento = {}): Promise<void> {
      const lojaId = await catalogos.lojaId({ lojaId: idDaUrl });
      if (!lojaId) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      const produtoId = evento.tipo === 'visualizacao_produto' ? (evento.produto_id ?? '') : undefined;
      // Never a counter named after a string the client made up: only the shop's own active products count.
      if (produtoId !== undefined && !isDocId(produtoId)) throw new AppError(404, PRODUTO_NAO_ENCONTRADO);

      const { status, produto } = await eventos.findLoja(lojaId, produtoId);
      if (!status) throw new AppError(404, LOJA_NAO_ENCONTRADA);
      if (status !== 'ativo') throw lojaIndisponivel();

      const agora = new Date();
      if (produtoId === undefined) {
        const origem = classificarOrigem(dicaExterna(evento.origem, host), userAgent);
        // A visitor id is the client's own choice: a new one counts only within its address's hourly budget.
        const novo = ip !== undefined && !(await eventos.visitaContada(lojaId, dayKey(agora), evento.visitante));
        if (novo && !(await eventos.novoVisitantePermitido(lojaId, ip, agora))) return;
        await eventos.create(lojaId, dayKey(agora), evento.visitante, { tipo: 'visita', origem }, agora);
        return;
      }
      if (!produto) throw new AppError(404, PRODUTO_NAO_ENCONTRADO);
      await eventos.create(lojaId, dayKey(agora), evento.visitante, { tipo: 'visualizacao_produto', produtoId, nome: produto.nome }, agora);
    },
  };
}

export type EventosService = ReturnType<typeof eventosService>;
