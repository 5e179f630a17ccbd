import { pode, type Papel, type Permissao } from '@vitrine/shared';
import {
  BarChart3,
  Bike,
  ChefHat,
  ClipboardList,
  FolderTree,
  HandPlatter,
  Landmark,
  LayoutGrid,
  LayoutDashboard,
  Package,
  Megaphone,
  NotebookPen,
  Settings,
  TicketPercent,
  Truck,
  UtensilsCrossed,
  Users,
  Wallet,
  type LucideIcon,
  Star,
  Store,
} from 'lucide-react';

export interface TelaDoMenu {
  to: string;
  label: string;
  icon: LucideIcon;
  /** What the screen needs (PERMISSOES, the same table the server checks): a role without it neither sees nor opens it. */
  permissao: Permissao;
}

export const INICIO: TelaDoMenu = { to: '/dashboard', label: 'Início', icon: LayoutDashboard, permissao: 'relatorios' };
// The kitchen reads the orders too (permission preparo), on its own screen (/cozinha); Pedidos is the counter's.
export const PEDIDOS: TelaDoMenu = { to: '/pedidos', label: 'Pedidos', icon: ClipboardList, permissao: 'pedidos' };
/** The kitchen's board: the only screen of the cozinha role, so where a cook lands after signing in. */
export const COZINHA: TelaDoMenu = { to: '/cozinha', label: 'Cozinha', icon: ChefHat, permissao: 'preparo' };
export const PRODUTOS: TelaDoMenu = { to: '/produtos', label: 'Produtos', icon: Package, permissao: 'estoque' };
/** The room live (issue 44): the tables' states, calls and bills; the floor staff's (the owner, managers and attendants). */
export const SALAO: TelaDoMenu = { to: '/salao', label: 'Salão', icon: LayoutGrid, permissao: 'salao' };
export const ATENDIMENTO: TelaDoMenu = { to: '/atendimento', label: 'Atendimento', icon: Truck, permissao: 'ajustes' };

/** The waiter's pad (owner-garcom): tables, rounds and the counter, where a waiter lands after signing in. */
/** The person's till (issue 46): open, sangria and suprimento, close, the history. */
export const CAIXA: TelaDoMenu = { to: '/caixa', label: 'Caixa', icon: Wallet, permissao: 'caixa' };

export const GARCOM: TelaDoMenu = { to: '/garcom', label: 'Garçom', icon: HandPlatter, permissao: 'salao' };

/** The driver's phone (owner-entregas, issue 46): the only screen of the entregador role, where a driver lands after signing in. */
export const ENTREGAS: TelaDoMenu = { to: '/entregas', label: 'Minhas entregas', icon: Bike, permissao: 'entregas' };
/** Dispatch, the drivers' fees and the day's settlement (owner-entregadores, issue 46). */
export const ENTREGADORES: TelaDoMenu = { to: '/entregadores', label: 'Entregadores', icon: Bike, permissao: 'entregadores' };

/** The owner area's screens, in the side menu's order. */
export const MENU: TelaDoMenu[] = [
  INICIO,
  PEDIDOS,
  COZINHA,
  PRODUTOS,
  { to: '/categorias', label: 'Categorias', icon: FolderTree, permissao: 'catalogo' },
  ATENDIMENTO,
  // The floor staff's phone (issue 44): rounds for the tables, moving them, and counter orders; the waiter's first screen.
  GARCOM,
  ENTREGAS,
  // After the orders they go with: assigning delivery orders to the shop's drivers, their fees and the settlement.
  ENTREGADORES,
  // After the pad: a waiter lands on the pad, and has the room's calls and bills one tap away.
  SALAO,
  // After the room: where every payment received in person lands.
  CAIXA,
  // The dining room (issue 44): its tables, their QR codes and its settings; the owner and the managers set it up.
  { to: '/mesas', label: 'Mesas', icon: UtensilsCrossed, permissao: 'ajustes' },
  // Customers' tabs (issue 46): the owner, managers and attendants; sold on the pad and the bill, received here.
  { to: '/fiado', label: 'Fiado', icon: NotebookPen, permissao: 'fiado' },
  { to: '/cupons', label: 'Cupons', icon: TicketPercent, permissao: 'cupons' },
  { to: '/canais', label: 'Canais de venda', icon: Megaphone, permissao: 'ajustes' },
  { to: '/analytics', label: 'Desempenho', icon: BarChart3, permissao: 'relatorios' },
  // Customers' reviews (issue 47): with the figures, the owner's and the managers'.
  { to: '/avaliacoes', label: 'Avaliações', icon: Star, permissao: 'relatorios' },
  { to: '/equipe', label: 'Equipe', icon: Users, permissao: 'equipe' },
  // The account's shops (issue 47, filiais): the owner's alone, like the plan.
  { to: '/lojas', label: 'Lojas', icon: Store, permissao: 'conta' },
  // The shop's bank's API Pix (issue 45): the owner's alone, like the account.
  { to: '/pagamentos', label: 'Pagamentos', icon: Landmark, permissao: 'conta' },
  { to: '/configuracao', label: 'Configuração', icon: Settings, permissao: 'ajustes' },
];

export const telasDo = (papel: Papel, telas: TelaDoMenu[] = MENU) => telas.filter(({ permissao }) => pode(papel, permissao));

/** Where a role lands after signing in, and on a screen it may not open: the first of its screens. */
export const telaInicial = (papel: Papel) => telasDo(papel)[0]?.to ?? PEDIDOS.to;

/** Whether the role may open the screen at `pathname` (a path no menu entry names, like a print view, is the page's own business). */
export const podeAbrir = (papel: Papel, pathname: string) =>
  MENU.every(({ to, permissao }) => !(pathname === to || pathname.startsWith(`${to}/`)) || pode(papel, permissao));
