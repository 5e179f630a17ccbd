import {
  CONFIGURACOES_PADRAO,
  configuracoesSchema,
  type Configuracao,
  type ConfiguracaoChave,
  type ConfiguracoesInput,
} from '@vitrine/shared';
import { Database, LifeBuoy, Server, ShoppingBag, SlidersHorizontal, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { Radio } from '../../components/ui/Checkbox';
import { Field, Input } from '../../components/ui/Input';
import { PageHeader } from '../../components/ui/PageHeader';
import { Loading } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError, fieldErrors } from '../../lib/api';
import { QueryContent } from '../../components/ui/QueryContent';
import { useConfiguracoes, useSaveConfiguracoes } from './api';

type Valores = Record<ConfiguracaoChave, string>;

// The order they are sent in: error paths ('configuracoes.2.valor') point back into it.
const CHAVES = Object.keys(CONFIGURACOES_PADRAO) as ConfiguracaoChave[];

const paraLista = (valores: Valores): ConfiguracoesInput['configuracoes'] =>
  CHAVES.map((chave) => ({ chave, valor: valores[chave] }) as ConfiguracoesInput['configuracoes'][number]);

/** The server's own schema checks the form: the form keeps one field per key, the API wants a list. */
const resolver: Resolver<Valores> = async (valores) => {
  const result = configuracoesSchema.safeParse({ configuracoes: paraLista(valores) });
  if (result.success)
    return { values: Object.fromEntries(result.data.configuracoes.map((item) => [item.chave, item.valor])) as Valores, errors: {} };
  const errors: FieldErrors<Valores> = {};
  for (const issue of result.error.issues) {
    const chave = CHAVES[Number(issue.path[1])];
    if (chave) errors[chave] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** /admin/configuracoes: the global settings, with their help texts, saved all at once. */
export function ConfiguracoesPage() {
  const configuracoes = useConfiguracoes();
  return (
    <section className="max-w-3xl">
      <PageHeader title="Configurações do Sistema" subtitle="Ajustes globais que valem para toda a plataforma" />
      <QueryContent
        query={configuracoes}
        errorTitle="Não foi possível carregar as configurações"
        loading={
          <Loading className="space-y-4" count={3}>
            <SkeletonCard lines={['h-5 w-1/3', 'h-11 w-full']} />
          </Loading>
        }
      >
        {(data) => <ConfiguracoesForm configuracoes={data} />}
      </QueryContent>
    </section>
  );
}

function ConfiguracoesForm({ configuracoes }: { configuracoes: Configuracao[] }) {
  const save = useSaveConfiguracoes();
  const descricao = (chave: ConfiguracaoChave) => configuracoes.find((item) => item.chave === chave)?.descricao;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores>({
    resolver,
    defaultValues: Object.fromEntries(CHAVES.map((chave) => [chave, configuracoes.find((item) => item.chave === chave)?.valor ?? ''])),
  });

  async function salvar(valores: Valores) {
    try {
      await save.mutateAsync({ configuracoes: paraLista(valores) });
      toast.success('Configurações salvas com sucesso');
    } catch (error) {
      for (const [caminho, [mensagem]] of Object.entries(fieldErrors(error))) {
        const chave = CHAVES[Number(caminho.split('.')[1])];
        if (chave) setError(chave, { message: mensagem });
      }
      toast.error('Erro ao salvar configurações', { description: error instanceof ApiError ? error.message : undefined });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(salvar)} className="space-y-4">
      <Secao icon={Server} title="Informações do Sistema">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="Nome do Sistema" hint={descricao('sistema_nome')} error={errors.sistema_nome?.message}>
            <Input autoComplete="off" {...register('sistema_nome')} />
          </Field>
          <Field label="Versão do Sistema" hint={descricao('sistema_versao')} error={errors.sistema_versao?.message}>
            <Input autoComplete="off" {...register('sistema_versao')} />
          </Field>
        </div>
      </Secao>

      <Secao icon={LifeBuoy} title="Configurações de Suporte">
        <Field label="Email de Suporte" hint={descricao('email_suporte')} error={errors.email_suporte?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register('email_suporte')} />
        </Field>
      </Secao>

      <Secao icon={SlidersHorizontal} title="Controles do Sistema">
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <Opcoes legend="Modo de Manutenção" hint={descricao('manutencao')}>
            <Radio label="Sistema Ativo" value="false" {...register('manutencao')} />
            <Radio label="Em Manutenção" value="true" {...register('manutencao')} />
          </Opcoes>
          <Opcoes legend="Novos Registros" hint={descricao('registros_abertos')}>
            <Radio label="Permitir" value="true" {...register('registros_abertos')} />
            <Radio label="Bloquear" value="false" {...register('registros_abertos')} />
          </Opcoes>
        </div>
      </Secao>

      <Secao icon={ShoppingBag} title="Pedidos">
        <Field label="Valor máximo por pedido (R$)" hint={descricao('pedido_valor_maximo')} error={errors.pedido_valor_maximo?.message}>
          <Input inputMode="numeric" autoComplete="off" className="sm:max-w-xs" {...register('pedido_valor_maximo')} />
        </Field>
      </Secao>

      <Secao icon={Database} title="Informações do Banco">
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Configurações</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{configuracoes.length}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd className="mt-0.5">
              <Badge variant="green">Online</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Banco de dados</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">Firestore</dd>
          </div>
        </dl>
      </Secao>

      <div role="note" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <p>
          <strong className="font-semibold">Atenção:</strong> alterações nestas configurações podem afetar toda a plataforma. Teste-as
          primeiro em um ambiente fora de produção.
        </p>
      </div>

      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar Configurações'}
        </Button>
      </div>
    </form>
  );
}

function Secao({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-5 text-slate-400" aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Opcoes({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-3 space-y-3">{children}</div>
    </fieldset>
  );
}
