import { existsSync, readFileSync } from 'node:fs';
import * as logger from 'firebase-functions/logger';
import { API_BASE, apiPaths } from '@vitrine/shared/api-paths';
import {
  PIX_API_ERROS,
  PIX_API_NAO_CONECTADA,
  tokenUrlPadrao,
  type PixApiForm,
  type PixApiResponse,
  type PreferenciasPix,
} from '@vitrine/shared';
import { clienteDaLoja } from '../../model/cobrancas-pix.js';
import { novoSegredoDoWebhook, type PixApiRepository } from '../../model/pix-api.js';
import { AppError } from '../../platform/http/errors.js';
import { lerCertificado } from '../../platform/pix/certificado.js';
import { clientePixApi, FalhaPixApi, type MotivoDaFalha } from '../../platform/pix/cliente.js';
import { checkEnderecoPix } from '../../platform/pix/endereco.js';

const MENSAGEM: Record<MotivoDaFalha, string> = {
  certificado: PIX_API_ERROS.certificadoRecusado,
  'sem-resposta': PIX_API_ERROS.semResposta,
  'servidor-nao-confiavel': PIX_API_ERROS.servidorNaoConfiavel,
  endereco: PIX_API_ERROS.enderecoRecusado,
  credenciais: PIX_API_ERROS.credenciaisRecusadas,
  escopos: PIX_API_ERROS.escoposRecusados,
  resposta: PIX_API_ERROS.respostaInesperada,
};

/** The Banco Central's error types that say the key is not this account's (the document's PUT /webhook and /cob violations). */
const CHAVE_DE_OUTRA_CONTA = /\/(WebhookOperacaoInvalida|CobOperacaoInvalida)$/;

/**
 * "Pagamentos": the owner connects the shop's bank's API Pix (issue 45). Nothing is saved before the
 * connection works: the certificate is read (password, expiry), a token is asked over mutual TLS
 * with it, then one harmless read, `GET /webhook/{chave}`: 200 (a webhook is set) or 404 (none yet)
 * for a key of this account; the document's 403 AcessoNegado for a key that is not (the token was
 * asked with webhook.read, so it is not the scope). All within 10 s.
 */
export function ownerPixApiService({
  pixApi,
  local,
  caArquivo,
  prazoMs,
  webhookOrigem,
  now,
}: {
  pixApi: PixApiRepository;
  local: boolean;
  caArquivo: string | null;
  prazoMs: number;
  /** Where the banks reach this API (https origin; http://127.0.0.1 on the emulators); null: no webhook is registered. */
  webhookOrigem: string | null;
  now: () => Date;
}) {
  /** The URL the bank notifies (it appends /pix): the shop and its secret in the path, nothing else names the shop. */
  const urlDoWebhook = (lojaId: string, segredo: string) =>
    `${webhookOrigem}${API_BASE}${apiPaths.pixWebhook({ lojaId, segredo }).replace(/\/pix$/, '')}`;

  /**
   * PUT /webhook/{chave} with a new secret's URL (issue 45), best effort: a bank that refuses it
   * leaves the payments to the job (within two minutes). Only the secret's hash is stored, before
   * the bank can call it.
   */
  async function registrarWebhook(lojaId: string, chave: string, cliente: ReturnType<typeof clientePixApi>, segredo: string) {
    const inicio = Date.now();
    let registrado = false;
    try {
      const resposta = await cliente.request(
        'PUT',
        `/webhook/${encodeURIComponent(chave)}`,
        { webhookUrl: urlDoWebhook(lojaId, segredo) },
        AbortSignal.timeout(prazoMs),
      );
      registrado = resposta.status >= 200 && resposta.status < 300;
      if (!registrado) logger.warn('API Pix: webhook recusado pelo banco', { lojaId, status: resposta.status, ms: Date.now() - inicio });
    } catch (error) {
      logger.warn('API Pix: webhook não registrado', {
        lojaId,
        motivo: error instanceof FalhaPixApi ? error.motivo : 'erro',
        ms: Date.now() - inicio,
      });
    }
    await pixApi.marcarWebhook(lojaId, registrado);
  }

  return {
    read: (lojaId: string): Promise<PixApiResponse> => pixApi.resumo(lojaId),

    async save(lojaId: string, form: PixApiForm): Promise<PixApiResponse> {
      const base_url = checkEnderecoPix(form.base_url, local).href.replace(/\/$/, '');
      const token_url = checkEnderecoPix(form.token_url || tokenUrlPadrao(base_url), local).href;
      const certificado = lerCertificado(form.certificado, form.senha_certificado, now());
      const cliente = clientePixApi(
        { base_url, token_url, client_id: form.client_id, client_secret: form.client_secret ?? '', identidade: certificado.identidade },
        { local, caExtra: caArquivo && existsSync(caArquivo) ? readFileSync(caArquivo, 'utf8') : null, prazoMs },
      );
      const inicio = Date.now();
      try {
        const resposta = await cliente.request(
          'GET',
          `/webhook/${encodeURIComponent(form.chave)}`,
          undefined,
          AbortSignal.timeout(prazoMs),
        );
        if (resposta.status !== 200 && resposta.status !== 404) {
          const tipo = String((resposta.corpo as { type?: unknown } | undefined)?.type ?? '');
          if (resposta.status === 403 || CHAVE_DE_OUTRA_CONTA.test(tipo)) throw new AppError(400, PIX_API_ERROS.chaveDeOutraConta);
          throw new FalhaPixApi(resposta.status === 503 ? 'sem-resposta' : 'resposta', resposta.status);
        }
      } catch (error) {
        if (error instanceof FalhaPixApi) {
          // The cause and the bank, never the credentials: enough to tell a bank's outage from an owner's typo.
          logger.warn('API Pix: conexão recusada', {
            lojaId,
            provedor: form.provedor,
            motivo: error.motivo,
            status: error.status,
            ms: Date.now() - inicio,
          });
          throw new AppError(400, MENSAGEM[error.motivo]);
        }
        cliente.close();
        throw error;
      }
      const { provedor, client_id, client_secret, senha_certificado, chave } = form;
      // A new secret at each connection: the previous URL stops working as soon as this is saved.
      const segredo = webhookOrigem ? novoSegredoDoWebhook() : null;
      await pixApi.save(
        lojaId,
        {
          provedor,
          base_url,
          token_url,
          chave,
          client_id,
          client_secret: client_secret ?? '',
          certificado: form.certificado,
          ...(senha_certificado ? { senha_certificado } : {}),
        },
        certificado.expiraEm,
        now(),
        segredo,
      );
      try {
        if (segredo) await registrarWebhook(lojaId, chave, cliente, segredo);
      } finally {
        cliente.close();
      }
      logger.info('API Pix conectada', { lojaId, provedor, ms: Date.now() - inicio });
      return pixApi.resumo(lojaId);
    },

    /** PATCH: the charges' preferences (issue 45); 409 without a connection. */
    async savePreferencias(lojaId: string, mudar: Partial<PreferenciasPix>): Promise<PixApiResponse> {
      const resumo = await pixApi.savePreferencias(lojaId, mudar);
      if (!resumo) throw new AppError(409, PIX_API_NAO_CONECTADA);
      return resumo;
    },

    /**
     * Disconnects: the webhook is removed at the bank first, best effort (a bank down or a
     * certificate expired never keeps the owner from disconnecting), then the credentials are deleted.
     */
    async delete(lojaId: string): Promise<PixApiResponse> {
      const conexao = await pixApi.conexao(lojaId);
      if (conexao) {
        try {
          const cliente = await clienteDaLoja(pixApi, lojaId, { local, caArquivo, prazoMs, agora: now() });
          try {
            const resposta = await cliente?.request(
              'DELETE',
              `/webhook/${encodeURIComponent(conexao.chave)}`,
              undefined,
              AbortSignal.timeout(prazoMs),
            );
            if (resposta && resposta.status >= 300 && resposta.status !== 404)
              logger.warn('API Pix: webhook não removido', { lojaId, status: resposta.status });
          } finally {
            cliente?.close();
          }
        } catch (error) {
          logger.warn('API Pix: webhook não removido', { lojaId, motivo: error instanceof FalhaPixApi ? error.motivo : 'erro' });
        }
      }
      await pixApi.delete(lojaId);
      return { conectado: false };
    },
  };
}

export type OwnerPixApiService = ReturnType<typeof ownerPixApiService>;
