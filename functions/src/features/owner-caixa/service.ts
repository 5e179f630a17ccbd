import {
  centsToReais,
  dinheiroNoCaixa,
  esperadoDoCaixa,
  fecharCaixa,
  FORMAS_DE_RECEBIMENTO,
  pode,
  porFormaZerado,
  reaisToCents,
  sangriaAcimaDoDinheiro,
  type AbrirCaixaInput,
  type Caixa,
  type CaixaAbertoResponse,
  type CaixasResponse,
  type FecharCaixaInput,
  type MovimentoDoCaixaInput,
  type PorForma,
} from '@vitrine/shared';
import type { CaixaSalvo, CaixasRepository, MovimentoSalvo } from '../../model/caixas.js';
import type { RunTransaction } from '../../model/transaction.js';
import { AppError } from '../../platform/http/errors.js';
import type { Sessao } from '../../platform/http/sessao.js';
import type { CaixaParaImprimir } from './relatorio-impresso.js';
import type { OwnerCaixaRepository } from './repository.js';

export const CAIXA_NAO_ENCONTRADO = 'Caixa não encontrado.';
export const CAIXA_JA_ABERTO = 'Você já tem um caixa aberto: feche-o antes de abrir outro.';
export const CAIXA_JA_FECHADO = 'Este caixa já está fechado: um caixa fechado não muda mais.';
export const SO_QUEM_ABRIU_MOVIMENTA = 'Só quem abriu o caixa pode lançar sangria ou suprimento nele.';
export const SO_QUEM_ABRIU_FECHA = 'Só quem abriu o caixa (ou o dono e o gerente) pode fechá-lo.';

type Pessoa = Pick<Sessao, 'uid' | 'nome' | 'papel'>;

/**
 * Who sees and closes every till: the roles with the reports (dono, gerente), the ones who count
 * the shop's money; everyone else sees and closes only their own.
 */
const veTodos = (pessoa: Pessoa) => pode(pessoa.papel, 'relatorios');

const emReais = (valores: PorForma) =>
  Object.fromEntries(FORMAS_DE_RECEBIMENTO.map((forma) => [forma, centsToReais(valores[forma])])) as PorForma;
const comTotalEmReais = <T extends PorForma & { total: number }>(valores: T) => ({
  ...emReais(valores),
  total: centsToReais(valores.total),
});

/** The till as the API answers it; `movimentos` when read one by one. */
export function respostaDoCaixa(caixa: CaixaSalvo, pixPeloBanco: Caixa['figuras']['pix_pelo_banco'], movimentos?: MovimentoSalvo[]): Caixa {
  const { somas } = caixa;
  const fechamento = caixa.contado_centavos && fecharCaixa(somas, caixa.contado_centavos);
  return {
    id: caixa.id,
    operador: caixa.operador,
    status: caixa.status,
    aberto_em: caixa.aberto_em.toISOString(),
    fechado_em: caixa.fechado_em?.toISOString() ?? null,
    fechado_por: caixa.fechado_por,
    figuras: {
      valor_inicial: centsToReais(somas.valor_inicial_centavos),
      entradas: emReais(somas.entradas_centavos),
      troco: centsToReais(somas.troco_centavos),
      suprimentos: centsToReais(somas.suprimentos_centavos),
      sangrias: centsToReais(somas.sangrias_centavos),
      esperado: comTotalEmReais(fecharCaixa(somas, porFormaZerado()).esperado),
      pix_pelo_banco: pixPeloBanco,
    },
    fechamento: fechamento && {
      esperado: comTotalEmReais(fechamento.esperado),
      contado: comTotalEmReais(fechamento.contado),
      diferenca: comTotalEmReais(fechamento.diferenca),
    },
    ...(movimentos && {
      movimentos: movimentos.map((movimento) => ({
        id: movimento.id,
        tipo: movimento.tipo,
        forma: movimento.forma,
        valor: centsToReais(movimento.valor_centavos),
        troco: centsToReais(movimento.troco_centavos),
        origem: movimento.origem,
        motivo: movimento.motivo,
        em: movimento.em.toISOString(),
      })),
    }),
  };
}

export interface DependenciasDoCaixa {
  caixas: CaixasRepository;
  leituras: OwnerCaixaRepository;
  runTransaction: RunTransaction;
  now: () => Date;
}

/**
 * The till (issue 46): each person opens their own, records sangrias and suprimentos by hand, and
 * closes it with what they counted; payments land on it from the order's, the bill's and the tab's
 * routes (model/caixas.ts lerCaixaAberto and lancarNoCaixa, in their transactions). Every change
 * reads the till in its transaction first, so a closed till never changes.
 */
export function caixaService({ caixas, leituras, runTransaction, now }: DependenciasDoCaixa) {
  /** The till as the person may see it: 404 when unknown, or another's to someone who sees only their own. */
  function visivel(caixa: CaixaSalvo | null, pessoa: Pessoa): CaixaSalvo {
    if (!caixa || (caixa.operador.uid !== pessoa.uid && !veTodos(pessoa))) throw new AppError(404, CAIXA_NAO_ENCONTRADO);
    return caixa;
  }

  const pixDoCaixa = (lojaId: string, caixa: CaixaSalvo) => leituras.pixPeloBanco(lojaId, caixa.aberto_em, caixa.fechado_em ?? now());

  async function completo(lojaId: string, caixa: CaixaSalvo): Promise<Caixa> {
    const [pix, movimentos] = await Promise.all([pixDoCaixa(lojaId, caixa), caixas.movimentos(lojaId, caixa.id)]);
    return respostaDoCaixa(caixa, pix, movimentos);
  }

  return {
    async abrir(lojaId: string, pessoa: Pessoa, { valor_inicial }: AbrirCaixaInput): Promise<{ id: string }> {
      const id = await runTransaction(async (tx) => {
        if (await caixas.lerCaixaAberto(tx, lojaId, pessoa.uid)) throw new AppError(409, CAIXA_JA_ABERTO);
        return caixas.abrir(tx, lojaId, { uid: pessoa.uid, nome: pessoa.nome }, reaisToCents(valor_inicial), now());
      });
      return { id };
    },

    async aberto(lojaId: string, pessoa: Pessoa): Promise<CaixaAbertoResponse> {
      const caixa = await runTransaction((tx) => caixas.lerCaixaAberto(tx, lojaId, pessoa.uid));
      return { caixa: caixa && (await completo(lojaId, caixa)) };
    },

    async list(lojaId: string, pessoa: Pessoa): Promise<CaixasResponse> {
      const lista = await caixas.list(lojaId, veTodos(pessoa) ? undefined : pessoa.uid);
      // The history's figures are the till's own sums; the bank's PIX is on each till read one by one.
      return { caixas: lista.map((caixa) => respostaDoCaixa(caixa, { pedidos: 0, valor: 0 })) };
    },

    async get(lojaId: string, pessoa: Pessoa, id: string): Promise<Caixa> {
      return completo(lojaId, visivel(await caixas.read(lojaId, id), pessoa));
    },

    /** A sangria (never more cash than the till holds) or a suprimento, on the person's own open till. */
    async movimentar(lojaId: string, pessoa: Pessoa, id: string, input: MovimentoDoCaixaInput): Promise<Caixa> {
      await runTransaction(async (tx) => {
        const caixa = visivel(await caixas.read(lojaId, id, tx), pessoa);
        if (caixa.operador.uid !== pessoa.uid) throw new AppError(403, SO_QUEM_ABRIU_MOVIMENTA);
        if (caixa.status === 'fechado') throw new AppError(409, CAIXA_JA_FECHADO);
        const valor = reaisToCents(input.valor);
        const dinheiro = dinheiroNoCaixa(caixa.somas);
        if (input.tipo === 'sangria' && valor > dinheiro) throw new AppError(400, sangriaAcimaDoDinheiro(dinheiro));
        caixas.movimentoManual(tx, lojaId, id, {
          tipo: input.tipo,
          valor_centavos: valor,
          motivo: input.motivo,
          por: pessoa.uid,
          em: now(),
        });
      });
      return this.get(lojaId, pessoa, id);
    },

    /** Closes the till with what was counted: its figures are final, and a payment after it goes to the next till. */
    async fechar(lojaId: string, pessoa: Pessoa, id: string, { contado }: FecharCaixaInput): Promise<Caixa> {
      await runTransaction(async (tx) => {
        const caixa = visivel(await caixas.read(lojaId, id, tx), pessoa);
        if (caixa.operador.uid !== pessoa.uid && !veTodos(pessoa)) throw new AppError(403, SO_QUEM_ABRIU_FECHA);
        if (caixa.status === 'fechado') throw new AppError(409, CAIXA_JA_FECHADO);
        const centavos = porFormaZerado();
        for (const forma of FORMAS_DE_RECEBIMENTO) centavos[forma] = reaisToCents(contado[forma]);
        caixas.fechar(tx, lojaId, caixa, centavos, pessoa.nome, now());
      });
      return this.get(lojaId, pessoa, id);
    },

    /** What the till's paper tells (GET /api/caixa/{id}/impressao). */
    async impressao(lojaId: string, pessoa: Pessoa, id: string): Promise<CaixaParaImprimir> {
      const caixa = visivel(await caixas.read(lojaId, id), pessoa);
      const [nomeLoja, pix, movimentos] = await Promise.all([
        leituras.nomeDaLoja(lojaId),
        pixDoCaixa(lojaId, caixa),
        caixas.movimentos(lojaId, id),
      ]);
      return { nomeLoja, caixa, movimentos, pixPeloBanco: pix, esperado: esperadoDoCaixa(caixa.somas), impresso_em: now() };
    },
  };
}

export type CaixaService = ReturnType<typeof caixaService>;
