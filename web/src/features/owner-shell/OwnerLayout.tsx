import { PAPEL_NOME } from '@vitrine/shared';
import { Check, Link2, LogOut, Store } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { AppShell } from '../../components/layout/AppShell';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast';
import { useCatalogoUrl } from '../../lib/owner-data';
import { useCopy } from '../../lib/useCopy';
import { desligarNotificacoesAoSair } from '../owner-notificacoes/api';
import { usePedidos } from '../owner-pedidos/api';
import { LojaSwitcher } from '../owner-lojas';
import { useManifestoDoGestor } from './manifesto';
import { OwnerNotices } from './OwnerNotices';
import { useSession } from '../../lib/owner-session';
import { ATENDIMENTO, COZINHA, INICIO, PEDIDOS, PRODUTOS, podeAbrir, telaInicial, telasDo } from './menu';

/**
 * The owner area, for the owner and the shop's team: side menu (a drawer on phones) with the
 * screens the person's role may open, catalogue link, who is signed in, logout.
 */
export function OwnerLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { copied, copy } = useCopy();
  useManifestoDoGestor();
  useTopoAoAbrir(pathname);
  const papel = user?.papel ?? 'dono';
  const catalogoUrl = useCatalogoUrl(user?.loja_id);
  // The orders waiting for the owner, on every screen: the first page of the 'novo' list Pedidos also reads.
  const novos = usePedidos('novo').data?.pages[0]?.pedidos.length ?? 0;
  // Phones: Pedidos first, under the thumb; the rest behind Menu (four at most: Cozinha is the cook's).
  const atalhos = telasDo(papel, [PEDIDOS, INICIO, PRODUTOS, ATENDIMENTO, COZINHA])
    .slice(0, 4)
    .map((tela) => (tela === PEDIDOS ? { ...tela, badge: novos } : tela));
  // A screen the role may not open (a bookmark, the sign-in's default): its first screen instead.
  if (!podeAbrir(papel, pathname) && telaInicial(papel) !== pathname) return <Navigate to={telaInicial(papel)} replace />;

  async function sair() {
    // While the session still exists: the DELETE of this device needs it.
    await desligarNotificacoesAoSair();
    // The installed app's count of new orders (set on Pedidos) is this owner's: it goes with them.
    if ('clearAppBadge' in navigator) void navigator.clearAppBadge().catch(() => undefined);
    await logout();
    navigate('/', { replace: true });
  }

  async function copiarLink() {
    if (catalogoUrl && (await copy(catalogoUrl))) toast.success('Link do catálogo copiado!');
  }

  return (
    <AppShell
      tone="light"
      brand={
        <span className="flex min-w-0 flex-1 flex-col gap-3">
          <span className="flex items-center gap-2 text-lg font-bold">
            <Store className="size-6 text-brand-600" aria-hidden /> Vitrine
          </span>
          {/* The account's shops (issue 47): shown only to an account with more than one, or room for another. */}
          <LojaSwitcher />
        </span>
      }
      barBrand={
        <span className="flex min-w-0 flex-1 items-center gap-2 pr-2 font-bold">
          <Store className="size-5 shrink-0 text-brand-600" aria-hidden />
          <LojaSwitcher className="min-w-0 flex-1 font-normal" fallback="Vitrine" />
        </span>
      }
      navLabel="Menu principal"
      items={telasDo(papel)}
      bottomItems={atalhos}
      // The kitchen's board takes the whole window: its own header opens the menu.
      compact={pathname === COZINHA.to}
      footer={
        <div className="flex flex-col gap-3">
          <Button variant="secondary" onClick={copiarLink}>
            {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
            Copiar link do catálogo
          </Button>
          <div className="flex items-center gap-3 px-1">
            {user?.google_user_data.picture ? (
              <img src={user.google_user_data.picture} alt="" className="size-9 rounded-full" referrerPolicy="no-referrer" />
            ) : (
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700" aria-hidden>
                {(user?.google_user_data.name || user?.email || '?').charAt(0).toUpperCase()}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-700" data-testid="owner-name">
                {user?.google_user_data.name || user?.email}
              </span>
              {papel !== 'dono' && <span className="block text-xs text-slate-500">{PAPEL_NOME[papel]}</span>}
            </span>
            <button
              type="button"
              onClick={sair}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Sair"
            >
              <LogOut className="size-5" />
            </button>
          </div>
          <nav aria-label="Documentos" className="flex gap-3 px-1 text-xs text-slate-500">
            <Link to="/privacidade" className="hover:text-slate-800 hover:underline">
              Privacidade
            </Link>
            <span aria-hidden>·</span>
            <Link to="/termos" className="hover:text-slate-800 hover:underline">
              Termos de uso
            </Link>
          </nav>
        </div>
      }
    >
      <OwnerNotices status={user?.status} />
      <Outlet />
    </AppShell>
  );
}

/**
 * A screen opened from the menu or a link starts at its top, not at the previous screen's scroll
 * (Cupons opened 864 px down). Back and forward leave the browser to restore where the person was;
 * a change of the query alone (Pedidos' filters) keeps the scroll.
 */
function useTopoAoAbrir(pathname: string) {
  const tipo = useNavigationType();
  const anterior = useRef(pathname);
  useLayoutEffect(() => {
    if (anterior.current === pathname) return;
    anterior.current = pathname;
    if (tipo !== 'POP') window.scrollTo(0, 0);
  }, [pathname, tipo]);
}
