import {
  compareMesas,
  MESA_NAO_ENCONTRADA,
  mesaPath,
  nomesDoLote,
  type Mesa,
  type MesaInput,
  type MesaLote,
  type MesasLoteResponse,
  type MesasResponse,
  type Salao,
  type SalaoResponse,
} from '@vitrine/shared';
import { lojaOf, salaoOf, type Lojista, type LojistasRepository } from '../../model/lojistas.js';
import type { MesaSalva } from '../../model/mesas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import { isDocId } from '../../platform/http/validate.js';
import type { OwnerMesasRepository } from './repository.js';
import { renderQrcodesPdf } from './qrcodes-pdf.js';

/**
 * The dining room as the owner and the managers set it up (issue 44, first part): the tables, their
 * QR codes and the sheet that prints them, and the room's settings. The bills, rounds and waiters
 * come later; a table's bill will set `comanda_aberta_id`, which the deletion already respects.
 */
export function ownerMesasService({
  mesas,
  lojistas,
  runTransaction,
}: {
  mesas: OwnerMesasRepository;
  lojistas: LojistasRepository;
  runTransaction: RunTransaction;
}) {
  const checkId = (id: string) => {
    if (!isDocId(id)) throw new AppError(404, MESA_NAO_ENCONTRADA);
  };
  /** The table as the API answers it, with its page's path built from the shop's link name as it is now. */
  const toMesa = (lojaId: string, lojista: Lojista) => {
    const { subdominio } = lojaOf(lojista);
    return ({ id, nome, codigo, criado_em }: MesaSalva): Mesa => ({
      id,
      nome,
      codigo,
      url: mesaPath({ lojaId, subdominio, mesaId: id, codigo }),
      criado_em,
    });
  };
  const comUrl = async (lojaId: string) => toMesa(lojaId, await lojistas.require(lojaId));

  return {
    async list(lojaId: string): Promise<MesasResponse> {
      const [lojista, salvas] = await Promise.all([lojistas.require(lojaId), mesas.list(lojaId)]);
      return { mesas: salvas.sort(compareMesas).map(toMesa(lojaId, lojista)) };
    },

    async create(lojaId: string, { nome }: MesaInput): Promise<Mesa> {
      const url = await comUrl(lojaId);
      return url(await mesas.create(lojaId, nome));
    },

    async createLote(lojaId: string, { de, ate }: MesaLote): Promise<MesasLoteResponse> {
      const url = await comUrl(lojaId);
      return { mesas: (await mesas.createLote(lojaId, nomesDoLote(de, ate))).sort(compareMesas).map(url) };
    },

    async update(lojaId: string, id: string, { nome }: MesaInput): Promise<Mesa> {
      checkId(id);
      const url = await comUrl(lojaId);
      return url(await mesas.rename(lojaId, id, nome));
    },

    async replaceCodigo(lojaId: string, id: string): Promise<Mesa> {
      checkId(id);
      const url = await comUrl(lojaId);
      return url(await mesas.replaceCodigo(lojaId, id));
    },

    delete(lojaId: string, id: string): Promise<void> {
      checkId(id);
      return mesas.delete(lojaId, id);
    },

    /**
     * The A4 sheet of QR codes, one card per table in the room's order; each QR holds the table's
     * absolute URL on `origem` (the public origin the feeds and the sitemap use).
     */
    async qrcodesPdf(lojaId: string, origem: string): Promise<Buffer> {
      const { mesas: todas } = await this.list(lojaId);
      if (!todas.length) throw new AppError(409, 'Cadastre as mesas antes de imprimir os QR Codes.');
      const lojista = await lojistas.require(lojaId);
      return renderQrcodesPdf({
        loja: lojaOf(lojista).nome_loja,
        mesas: todas.map(({ nome, url }) => ({ nome, url: `${origem}${url}` })),
      });
    },

    async readSalao(lojaId: string): Promise<SalaoResponse> {
      return { salao: salaoOf(await lojistas.require(lojaId)) };
    },

    /**
     * Replaces the whole settings. Nothing customers see changes yet (the table's bill reads them
     * when it comes), so the catalogue is not republished.
     */
    async saveSalao(lojaId: string, salao: Salao): Promise<SalaoResponse> {
      await runTransaction(async (tx) => {
        await lojistas.require(lojaId, tx);
        lojistas.update(tx, lojaId, { salao });
      });
      return { salao };
    },
  };
}

export type OwnerMesasService = ReturnType<typeof ownerMesasService>;
