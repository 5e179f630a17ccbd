import { existsSync, readFileSync } from 'node:fs';
import * as logger from 'firebase-functions/logger';
import { PIX_API_ERROS, tokenUrlPadrao, type PixApiForm, type PixApiResponse } from '@vitrine/shared';
import type { PixApiRepository } from '../../model/pix-api.js';
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
  now,
}: {
  pixApi: PixApiRepository;
  local: boolean;
  caArquivo: string | null;
  prazoMs: number;
  now: () => Date;
}) {
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
        throw error;
      } finally {
        cliente.close();
      }
      const { provedor, client_id, client_secret, senha_certificado, chave } = form;
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
      );
      logger.info('API Pix conectada', { lojaId, provedor, ms: Date.now() - inicio });
      return pixApi.resumo(lojaId);
    },

    async delete(lojaId: string): Promise<PixApiResponse> {
      await pixApi.delete(lojaId);
      return { conectado: false };
    },
  };
}

export type OwnerPixApiService = ReturnType<typeof ownerPixApiService>;
