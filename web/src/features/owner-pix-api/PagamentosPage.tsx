import {
  AVISO_CERTIFICADO_DIAS,
  EXPIRACAO_PIX_MAX,
  EXPIRACAO_PIX_MIN,
  pixApiPreferenciasSchema,
  PROVEDORES_PIX,
  PROVEDORES_PIX_IDS,
  certificadoVencendo,
  type PixApiResponse,
  type ProvedorPix,
} from '@vitrine/shared';
import { Landmark, ReceiptText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { useConfirm } from '../../components/ui/ConfirmDialog';
import { Field, Input, Select } from '../../components/ui/Input';
import { QueryContent } from '../../components/ui/QueryContent';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { Loading } from '../../components/ui/Skeleton';
import { Switch } from '../../components/ui/Switch';
import { toast, toastError } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useDeletePixApi, usePixApi, useSavePixApi, useSavePreferenciasPix } from './api';
import { IconTile } from '../../components/ui/IconTile';

const dataBr = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The file as base64, read in the browser: the certificate goes to the server in the request's body, never to a URL. */
function lerComoBase64(arquivo: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(String(leitor.result).replace(/^data:[^,]*,/, ''));
    leitor.onerror = () => reject(leitor.error ?? new Error('Não foi possível ler o arquivo.'));
    leitor.readAsDataURL(arquivo);
  });
}

/** A form card's heading: its icon, its title (`id`, which names the form) and what it is for. */
function CabecalhoDoFormulario({ id, Icone, titulo, children }: { id: string; Icone: LucideIcon; titulo: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <IconTile icon={Icone} />
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {titulo}
        </h2>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </div>
  );
}

/**
 * /pagamentos (the owner only, issue 45): connects the shop's own bank's API Pix, the Banco
 * Central's standard, so PIX orders can be confirmed by the bank. The owner picks the bank (its
 * URLs filled in), sends the certificate the bank gave and the application's credentials; "Testar
 * e salvar" saves only if the bank answered. Connected, the screen shows the key, the client_id's
 * last digits and the certificate's expiry, warns 30 days before it, and can disconnect.
 */
export function PagamentosPage() {
  const pixApi = usePixApi();
  return (
    <>
      <PageHeader title="Pagamentos" subtitle="Receba PIX confirmado pelo seu próprio banco, sem taxa da Vitrine." />
      <QueryContent
        query={pixApi}
        icon={Landmark}
        errorTitle="Não foi possível carregar a conexão com o banco"
        loading={
          <Loading>
            <SkeletonCard lines={['h-6 w-1/3', 'h-11 w-full']} />
          </Loading>
        }
      >
        {(resumo) => (resumo.conectado ? <Conectado resumo={resumo} /> : <ConectarBanco />)}
      </QueryContent>
    </>
  );
}

function Conectado({ resumo }: { resumo: Extract<PixApiResponse, { conectado: true }> }) {
  const desconectar = useDeletePixApi();
  const [confirm, confirmDialog] = useConfirm();
  const vencendo = certificadoVencendo(resumo.certificado_expira_em);

  async function sair() {
    const ok = await confirm({
      title: 'Desconectar o banco',
      description: 'A Vitrine apaga as credenciais e o certificado. Os pedidos por PIX voltam a ser conferidos por você.',
      confirmLabel: 'Desconectar',
      danger: true,
    });
    if (!ok) return;
    try {
      await desconectar.mutateAsync(undefined);
      toast.success('Banco desconectado.');
    } catch (error) {
      toastError('Não foi possível desconectar')(error);
    }
  }

  return (
    <div className="space-y-4">
      {vencendo && (
        <Notice tone="warning" title="O certificado do banco está perto de vencer">
          Ele vence em {dataBr(resumo.certificado_expira_em)}. Gere um novo no portal do banco e conecte de novo antes dessa data (avisamos{' '}
          {AVISO_CERTIFICADO_DIAS} dias antes).
        </Notice>
      )}
      <Card data-testid="pix-api-conectado" className="space-y-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700" aria-hidden>
            <ShieldCheck className="size-5" />
          </span>
          <h2 className="min-w-0 flex-1 self-center text-lg font-semibold text-slate-900">{PROVEDORES_PIX[resumo.provedor].nome}</h2>
          <Badge variant="green">Conectado</Badge>
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-slate-500">Chave PIX</dt>
            <dd className="font-medium break-all text-slate-900">{resumo.chave}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Client ID</dt>
            <dd className="font-medium text-slate-900">final {resumo.ultimos_digitos_client_id}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Certificado vence em</dt>
            <dd className={vencendo ? 'font-medium text-amber-700' : 'font-medium text-slate-900'}>
              {dataBr(resumo.certificado_expira_em)}
            </dd>
          </div>
          <div className="sm:col-span-3" data-testid="pix-api-webhook">
            <dt className="text-slate-500">Aviso de pagamento do banco (webhook)</dt>
            <dd className={resumo.webhook_registrado ? 'font-medium text-slate-900' : 'font-medium text-amber-700'}>
              {resumo.webhook_registrado
                ? 'Registrado: o banco avisa a Vitrine em segundos.'
                : 'Não registrado: a Vitrine confere os PIX no banco a cada minuto (até 2 minutos de atraso).'}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-500">O segredo, o certificado e a senha ficam guardados cifrados e nunca aparecem de novo.</p>
        <Button variant="secondary" onClick={() => void sair()} disabled={desconectar.isPending}>
          Desconectar
        </Button>
      </Card>
      <Cobrancas resumo={resumo} />
      {confirmDialog}
    </div>
  );
}

/**
 * How the shop's charges behave (issue 45): how long a PIX takes payments, whether the kitchen waits
 * for it, whether an expired one cancels the order. Saved together with "Salvar" (PATCH).
 */
function Cobrancas({ resumo }: { resumo: Extract<PixApiResponse, { conectado: true }> }) {
  const salvar = useSavePreferenciasPix();
  const [minutos, setMinutos] = useState(String(resumo.expiracao_min));
  const [soPreparar, setSoPreparar] = useState(resumo.so_preparar_depois_de_pago);
  const [cancelar, setCancelar] = useState(resumo.cancelar_ao_expirar);
  const [erro, setErro] = useState<string | null>(null);

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    // The shared schema's words, before the request: the same the server would answer.
    const lido = pixApiPreferenciasSchema.safeParse({
      expiracao_min: minutos.trim() === '' ? undefined : Number(minutos),
      so_preparar_depois_de_pago: soPreparar,
      cancelar_ao_expirar: cancelar,
    });
    if (!lido.success || minutos.trim() === '') {
      setErro(lido.success ? 'Informe os minutos para o PIX expirar.' : (lido.error.issues[0]?.message ?? 'Confira os minutos.'));
      return;
    }
    setErro(null);
    try {
      await salvar.mutateAsync(lido.data);
      toast.success('Preferências de cobrança salvas.');
    } catch (error) {
      toastError('Não foi possível salvar')(error);
    }
  }

  return (
    <Card data-testid="pix-api-cobrancas">
      <form noValidate onSubmit={(evento) => void enviar(evento)} className="space-y-5" aria-labelledby="cobrancas-titulo">
        <CabecalhoDoFormulario id="cobrancas-titulo" Icone={ReceiptText} titulo="Cobranças">
          Cada pedido por PIX vira uma cobrança no seu banco, com o valor exato do pedido.
        </CabecalhoDoFormulario>
        <Field
          label="Validade do PIX (minutos)"
          hint={`Depois disso o código deixa de aceitar pagamento. De ${EXPIRACAO_PIX_MIN} a ${EXPIRACAO_PIX_MAX} minutos.`}
          error={erro ?? undefined}
          className="sm:max-w-xs"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={EXPIRACAO_PIX_MIN}
            max={EXPIRACAO_PIX_MAX}
            step={1}
            value={minutos}
            onChange={(evento) => setMinutos(evento.target.value)}
          />
        </Field>
        <Switch
          checked={soPreparar}
          onChange={setSoPreparar}
          label="Só preparar depois de pago"
          hint="Pedidos por PIX ficam em “Aguardando PIX” e não vão para o preparo até o banco confirmar."
        />
        <Switch
          checked={cancelar}
          onChange={setCancelar}
          label="Cancelar o pedido quando o PIX expirar"
          hint="O pedido não pago é cancelado sozinho e os itens voltam ao estoque."
        />
        <Button type="submit" disabled={salvar.isPending} className="w-full sm:w-auto">
          {salvar.isPending ? 'Salvando…' : 'Salvar'}
        </Button>
      </form>
    </Card>
  );
}

function ConectarBanco() {
  const salvar = useSavePixApi();
  const [provedor, setProvedor] = useState<ProvedorPix>('outro');
  const [baseUrl, setBaseUrl] = useState('');
  const [tokenUrl, setTokenUrl] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [senha, setSenha] = useState('');
  const [chave, setChave] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  function escolher(id: ProvedorPix) {
    setProvedor(id);
    setBaseUrl(PROVEDORES_PIX[id].base_url);
    setTokenUrl(PROVEDORES_PIX[id].token_url);
  }

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    setErro(null);
    if (!arquivo) {
      setErro('Envie o certificado que o banco forneceu.');
      return;
    }
    try {
      const certificado = await lerComoBase64(arquivo);
      await salvar.mutateAsync({
        provedor,
        base_url: baseUrl,
        ...(tokenUrl.trim() ? { token_url: tokenUrl } : {}),
        client_id: clientId,
        ...(clientSecret ? { client_secret: clientSecret } : {}),
        certificado,
        ...(senha ? { senha_certificado: senha } : {}),
        chave,
      });
      toast.success('Banco conectado.');
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível conectar. Verifique sua conexão.'));
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={(evento) => void enviar(evento)} className="space-y-5" aria-labelledby="conectar-titulo">
        <CabecalhoDoFormulario id="conectar-titulo" Icone={Landmark} titulo="Conectar a API Pix do seu banco">
          No portal de desenvolvedores do banco, crie uma aplicação da API Pix para a conta da loja: o banco entrega o client_id, o
          client_secret e um certificado (.p12, .pfx ou .pem).
        </CabecalhoDoFormulario>

        <Field label="Banco">
          <Select value={provedor} onChange={(evento) => escolher(evento.target.value as ProvedorPix)}>
            {PROVEDORES_PIX_IDS.map((id) => (
              <option key={id} value={id}>
                {PROVEDORES_PIX[id].nome}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Field label="URL da API Pix" hint="Termina em /v2 na maioria dos bancos.">
            <Input
              type="url"
              inputMode="url"
              required
              value={baseUrl}
              onChange={(evento) => setBaseUrl(evento.target.value)}
              placeholder="https://"
            />
          </Field>
          <Field label="URL do token (opcional)" hint="Em branco: a do endereço da API, /oauth/token.">
            <Input
              type="url"
              inputMode="url"
              value={tokenUrl}
              onChange={(evento) => setTokenUrl(evento.target.value)}
              placeholder="https://"
            />
          </Field>
          <Field label="Client ID">
            <Input required autoComplete="off" value={clientId} onChange={(evento) => setClientId(evento.target.value)} />
          </Field>
          <Field label="Client secret" hint="Alguns bancos (Sicoob) não usam: deixe em branco.">
            <Input
              type="password"
              autoComplete="new-password"
              value={clientSecret}
              onChange={(evento) => setClientSecret(evento.target.value)}
            />
          </Field>
          <Field label="Certificado do banco" hint="O arquivo .p12, .pfx ou .pem (certificado e chave).">
            <Input
              type="file"
              accept=".p12,.pfx,.pem,.crt,.key,application/x-pkcs12"
              className="py-2"
              onChange={(evento) => setArquivo(evento.target.files?.[0] ?? null)}
            />
          </Field>
          <Field label="Senha do certificado" hint="Se o arquivo tiver senha.">
            <Input type="password" autoComplete="new-password" value={senha} onChange={(evento) => setSenha(evento.target.value)} />
          </Field>
          <Field
            label="Chave PIX da loja"
            hint="A chave da conta desta aplicação: CNPJ, e-mail, telefone ou aleatória."
            className="md:col-span-2"
          >
            <Input required autoComplete="off" value={chave} onChange={(evento) => setChave(evento.target.value)} />
          </Field>
        </div>
        {erro && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
            {erro}
          </p>
        )}
        <Button type="submit" disabled={salvar.isPending} className="w-full sm:w-auto">
          {salvar.isPending ? 'Testando a conexão…' : 'Testar e salvar'}
        </Button>
      </form>
    </Card>
  );
}
