/**
 * The shop's team's roles (owner-equipe, docs/api.md): who may act on a shop and what each role may
 * do. Zod-free (@vitrine/shared/equipe). One table, read by the server (every owner route names
 * the permissão it needs, requireOwner checks it) and by the web app (the menu shows a role only
 * what it may open). A plan's team size is the platform's (plataforma/regras.ts).
 */

/** `dono` is the shop's owner (lojistas/{lojaId}); the others are invited members. */
export const PAPEIS = ['dono', 'gerente', 'atendente', 'garcom', 'cozinha', 'entregador'] as const;
export type Papel = (typeof PAPEIS)[number];
/** The roles an owner can give: there is one dono, the account's own. */
export const PAPEIS_DE_MEMBRO = ['gerente', 'atendente', 'garcom', 'cozinha', 'entregador'] as const;
export type PapelDeMembro = (typeof PAPEIS_DE_MEMBRO)[number];

export const PAPEL_NOME: Record<Papel, string> = {
  dono: 'Dono',
  gerente: 'Gerente',
  atendente: 'Atendente',
  garcom: 'Garçom',
  cozinha: 'Cozinha',
  entregador: 'Entregador',
};

export const PAPEL_DESCRICAO: Record<PapelDeMembro, string> = {
  gerente: 'Tudo o que o dono faz, menos a equipe, o plano e a exclusão ou exportação da conta.',
  atendente: 'Pedidos e seus status, esgotado e estoque, pausar a loja, o salão, o balcão e o fiado.',
  garcom: 'As mesas e o balcão: lançar pedidos, mudar de mesa, pedir e receber a conta.',
  cozinha: 'A tela da cozinha e os status de preparo dos pedidos.',
  entregador: 'Só as próprias entregas, pelo celular: endereço, rota, valor a cobrar, Saí e Entreguei.',
};

/**
 * What a session may do. `leitura` is what every member reads to find their way (the shop's name,
 * link and hours); the rest are areas of the owner's screens.
 */
export type Permissao =
  | 'leitura'
  | 'catalogo' // products, categories, spreadsheets, pictures: create, edit, delete
  | 'estoque' // a product's Esgotado and stock only, and reading the products to find it
  | 'ajustes' // the shop's page, WhatsApp, service settings and order protection
  | 'pausa' // pausing and resuming orders
  | 'pedidos' // the orders, their statuses and cancellations, blocked phones
  | 'preparo' // the kitchen's statuses: confirmado → preparando → pronto/saiu, and reading the orders
  | 'relatorios' // dashboard and analytics
  | 'cupons' // discount coupons
  | 'salao' // the dining room and the counter (issue 44): a table's rounds, moving a bill or a line, asking for the bill, counter orders, and the bills: reading them, their payments and closing them
  | 'entregas' // a driver's own deliveries (issue 46): the list, the route, "Saí" and "Entreguei" of the orders assigned to them
  | 'entregadores' // the drivers (issue 46): assigning delivery orders to them, their fee settings, the day's settlement and settling it
  | 'equipe' // the team
  | 'caixa' // one's own till (issue 46): opening it, sangria and suprimento, closing it, receiving an order's payment at the counter or on delivery
  | 'fiado' // customers' tabs (issue 46): turning a tab on, its statement, receiving its payments, and paying a counter order or a bill "fiado"
  | 'devolucoes' // refunding a cancelled order's paid PIX through the shop's bank (issue 45): money leaves the account
  | 'conta'; // the account's export and deletion, the plan

/** A manager does all the owner does but the team and the account (PERMISSOES). */
const DO_GERENTE: readonly Permissao[] = [
  'leitura',
  'catalogo',
  'estoque',
  'ajustes',
  'pausa',
  'pedidos',
  'preparo',
  'relatorios',
  'cupons',
  'salao',
  'entregadores',
  'caixa',
  'devolucoes',
  'fiado',
];

export const PERMISSOES: Record<Papel, readonly Permissao[]> = {
  dono: [...DO_GERENTE, 'equipe', 'conta'],
  gerente: DO_GERENTE,
  atendente: ['leitura', 'estoque', 'pausa', 'pedidos', 'preparo', 'salao', 'entregadores', 'caixa', 'fiado'],
  // The waiter (issue 44): the room and the counter from a phone, reading the published catalogue for the pad, and their own till (issue 46); nothing else.
  garcom: ['leitura', 'salao', 'caixa'],
  cozinha: ['leitura', 'preparo'],
  // The driver (issue 46): their own deliveries from a phone, and what every member reads to find their way; nothing else.
  entregador: ['leitura', 'entregas'],
};

export const pode = (papel: Papel, permissao: Permissao) => PERMISSOES[papel].includes(permissao);

/** The 403 of a role that may not do what it asked. */
export const perfilNaoPermite = (papel: Papel) => `Seu perfil (${papel}) não permite esta ação.`;
