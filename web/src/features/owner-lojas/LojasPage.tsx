import { catalogoPath, type LojaDaConta } from '@vitrine/shared';
import { Copy, ExternalLink, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, SkeletonCard } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { PageHeader } from '../../components/ui/PageHeader';
import { useLojas, useTrocarLoja } from './api';
import { CopiarCatalogoDialog } from './CopiarCatalogoDialog';
import { NovaLojaDialog } from './NovaLojaDialog';

const STATUS = {
  ativo: { label: 'Ativa', badge: 'green' },
  suspenso: { label: 'Suspensa', badge: 'red' },
  inativo: { label: 'Inativa', badge: 'grey' },
} as const;

/** /lojas (the owner's): the account's shops, which one this device is on, opening another within the plan. */
export function LojasPage() {
  const lojas = useLojas();
  const trocar = useTrocarLoja();
  const [criando, setCriando] = useState(false);
  const [copiandoPara, setCopiandoPara] = useState<LojaDaConta | null>(null);
  const data = lojas.data;

  const novaLoja = (
    <Button onClick={() => setCriando(true)} disabled={!data?.pode_criar}>
      <Plus className="size-4" aria-hidden />
      Nova loja
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="Lojas"
        subtitle={
          data
            ? `Suas lojas na mesma conta: cada uma com catálogo, pedidos, caixa e equipe próprios. ${data.lojas.length} de ${data.limite_lojas} do seu plano.`
            : 'Suas lojas na mesma conta: cada uma com catálogo, pedidos, caixa e equipe próprios.'
        }
        actions={novaLoja}
      />
      {data && !data.pode_criar && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {data.limite_lojas === 1 ? 'Seu plano permite 1 loja.' : `Seu plano permite ${data.limite_lojas} lojas.`} Mude de plano para abrir
          mais uma.
        </p>
      )}
      <CardList
        query={lojas}
        items={(resposta) => resposta.lojas}
        grid="grid grid-cols-1 gap-4 lg:grid-cols-2"
        skeleton={<SkeletonCard className="space-y-2" lines={['h-5 w-1/2', 'h-4 w-2/3']} />}
        skeletons={2}
        icon={Store}
        errorTitle="Não foi possível carregar as lojas"
        empty={{ title: 'Nenhuma loja', text: 'Sua primeira loja aparece aqui.' }}
      >
        {(loja) => {
          const atual = loja.id === data?.loja_id;
          const link = catalogoPath(loja.id, loja.subdominio);
          return (
            <li key={loja.id}>
              <Card className="flex h-full flex-col gap-3" data-testid="loja-da-conta">
                <div className="flex min-w-0 items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold wrap-anywhere text-slate-900">{loja.nome_loja}</h2>
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
                    >
                      <span className="truncate">{link}</span>
                      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                    </a>
                  </div>
                  <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
                    {loja.principal && <Badge variant="blue">Principal</Badge>}
                    <Badge variant={STATUS[loja.status].badge}>{STATUS[loja.status].label}</Badge>
                  </div>
                </div>
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  {atual ? (
                    <p className="mr-auto text-sm font-medium text-emerald-700">Você está nesta loja</p>
                  ) : (
                    <Button variant="secondary" onClick={() => trocar.mutate(loja)} disabled={trocar.isPending}>
                      Entrar nesta loja
                    </Button>
                  )}
                  {(data?.lojas.length ?? 0) > 1 && loja.status === 'ativo' && (
                    <Button variant="secondary" onClick={() => setCopiandoPara(loja)} aria-label={`Copiar catálogo para ${loja.nome_loja}`}>
                      <Copy className="size-4" aria-hidden />
                      Copiar catálogo
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        }}
      </CardList>
      {criando && <NovaLojaDialog onClose={() => setCriando(false)} />}
      {copiandoPara && data && <CopiarCatalogoDialog destino={copiandoPara} lojas={data.lojas} onClose={() => setCopiandoPara(null)} />}
    </section>
  );
}
