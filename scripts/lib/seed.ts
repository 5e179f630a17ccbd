import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { atendimentoSchema, reaisToCents } from '@vitrine/shared';
import { saveAdmin } from '../../functions/src/features/admin-auth/service.js';
import { adminsRepository } from '../../functions/src/model/admins.js';
import { categoriasCollection } from '../../functions/src/model/categorias.js';
import { configuracoesCollection } from '../../functions/src/model/configuracoes.js';
import { lojaIdDoDono, lojistaDoc } from '../../functions/src/model/lojistas.js';
import { planoDoc } from '../../functions/src/model/planos.js';
import { idsDasOpcoes, type OpcaoGrupoEnviado } from '../../functions/src/features/owner-produtos/opcoes.js';
import { camposGuardados, produtosCollection } from '../../functions/src/model/produtos.js';
import { publishCatalogo } from '../../functions/src/model/publish.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { demoAnalytics, escreverDemoAnalytics, type ProdutoDemo } from './demo-analytics.js';
import { countNoDemo, demoPedidosComCliente, writeDemoPedidos } from './demo-pedidos.js';
import { writeDemoImage } from './demo-images.js';
import { signInWithIdp } from './auth-emulator.js';
import { grupoDeOpcoes } from '../../test/support/produtos.js';

export const DEMO_ADMIN = { email: 'admin@vitrine.dev', password: 'vitrine-demo-123' };
export const DEMO_OWNER = { sub: 'demo-lojista-google', email: 'ana.demo@vitrine.dev', name: 'Ana Souza' };
export const DEMO_SLUG = 'demo';
const NOME_LOJA = 'Café da Ana';

/**
 * The demo's service settings (owner-atendimento), parsed as a PUT would be. The hours are a
 * whole-day window every day: browser flows order on this shop, and hours that close at night
 * would make them fail by the clock (openingState's own tests cover real hours).
 */
const ATENDIMENTO = atendimentoSchema.parse({
  retirada: true,
  entrega: true,
  bairros: [
    { nome: 'Vila Madalena', taxa: 5 },
    { nome: 'Pinheiros', taxa: 7 },
    { nome: 'Perdizes', taxa: 9.5 },
  ],
  entrega_gratis_acima: 80,
  pedido_minimo: 20,
  formas_pagamento: ['pix', 'dinheiro', 'cartao'],
  pix: { chave: '7d9f0c2a-4b1e-4c3d-8a6f-2e5b9c1d0f3a', nome: NOME_LOJA, cidade: 'São Paulo' },
  horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' })),
});

const PLANOS = [
  {
    id: '1',
    nome: 'Básico',
    preco: 0,
    limite_produtos: 50,
    limite_membros: 1,
    limite_lojas: 1,
    descricao: 'Para começar a vender sem mensalidade.',
    vantagens: 'Catálogo com link próprio\nPedidos pelo WhatsApp\nAté 50 produtos',
  },
  {
    id: '2',
    nome: 'Pro',
    preco: 29.9,
    limite_produtos: 200,
    limite_membros: 5,
    limite_lojas: 2,
    descricao: 'Para lojas que estão crescendo.',
    vantagens: 'Tudo do Básico\nAté 200 produtos\nAnalytics completo',
  },
  {
    id: '3',
    nome: 'Enterprise',
    preco: 99.9,
    limite_produtos: 500,
    limite_membros: 20,
    limite_lojas: 5,
    descricao: 'Para catálogos grandes.',
    vantagens: 'Tudo do Pro\nAté 500 produtos\nSuporte prioritário',
  },
];

export const CONFIGURACOES = [
  { chave: 'sistema_nome', valor: 'Vitrine', descricao: 'Nome do sistema exibido no painel e nos e-mails.' },
  { chave: 'sistema_versao', valor: '1.0.0', descricao: 'Versão atual da plataforma.' },
  { chave: 'email_suporte', valor: 'suporte@vitrine.dev', descricao: 'E-mail de contato do suporte mostrado aos lojistas.' },
  { chave: 'manutencao', valor: 'false', descricao: 'Em manutenção, os catálogos públicos ficam indisponíveis.' },
  { chave: 'registros_abertos', valor: 'true', descricao: 'Permite que novas contas Google se cadastrem como lojistas.' },
];

const CATEGORIAS = [
  { id: 'cafes', nome: 'Cafés' },
  { id: 'salgados', nome: 'Salgados' },
  { id: 'doces', nome: 'Doces' },
  { id: 'bebidas', nome: 'Bebidas' },
];

/**
 * The demo's products. Four show issue 13's fields, none of them one the browser tests order from
 * a card: Cappuccino on promotion, Sanduíche with a required size and priced extras, Pão na chapa
 * sold out, Pizza with 12 units of tracked stock. Cappuccino and Pizza are featured ("Destaques").
 */
const PRODUTOS: {
  nome: string;
  descricao: string;
  preco: number;
  preco_promocional?: number;
  esgotado?: boolean;
  destaque?: boolean;
  estoque?: number;
  opcoes?: OpcaoGrupoEnviado[];
  categoria: string;
  icon: string;
  cor: string;
}[] = [
  {
    nome: 'Café expresso',
    descricao: 'Grão especial do sul de Minas, extração curta e encorpada.',
    preco: 6.5,
    categoria: 'cafes',
    icon: 'coffee',
    cor: '#92400e',
  },
  {
    nome: 'Cappuccino cremoso',
    descricao: 'Expresso, leite vaporizado e um toque de canela.',
    preco: 11.9,
    preco_promocional: 9.9,
    destaque: true,
    categoria: 'cafes',
    icon: 'coffee',
    cor: '#b45309',
  },
  {
    nome: 'Café gelado com leite',
    descricao: 'Cold brew de 12 horas com leite e gelo.',
    preco: 13.5,
    categoria: 'cafes',
    icon: 'cup-soda',
    cor: '#78350f',
  },
  {
    nome: 'Croissant de manteiga',
    descricao: 'Massa folhada feita na casa, assado toda manhã.',
    preco: 9.9,
    categoria: 'salgados',
    icon: 'croissant',
    cor: '#d97706',
  },
  {
    nome: 'Sanduíche natural',
    descricao: 'Pão integral, frango desfiado, cenoura e requeijão.',
    preco: 16.9,
    opcoes: [
      grupoDeOpcoes('Tamanho', [1, 1], { Simples: 0, Duplo: 7 }),
      grupoDeOpcoes('Adicionais', [0, 3], { 'Queijo branco': 3, Bacon: 4, Ovo: 2.5 }),
    ],
    categoria: 'salgados',
    icon: 'sandwich',
    cor: '#65a30d',
  },
  {
    nome: 'Pão na chapa com ovo',
    descricao: 'Pão francês na manteiga com ovo frito.',
    preco: 10.5,
    esgotado: true,
    categoria: 'salgados',
    icon: 'egg-fried',
    cor: '#ca8a04',
  },
  {
    nome: 'Fatia de pizza margherita',
    descricao: 'Molho de tomate, muçarela e manjericão fresco.',
    preco: 14.9,
    estoque: 12,
    destaque: true,
    categoria: 'salgados',
    icon: 'pizza',
    cor: '#dc2626',
  },
  {
    nome: 'Bolo de cenoura com chocolate',
    descricao: 'A fatia generosa com cobertura de brigadeiro.',
    preco: 12.0,
    categoria: 'doces',
    icon: 'cake-slice',
    cor: '#ea580c',
  },
  {
    nome: 'Cookie de chocolate',
    descricao: 'Crocante por fora e macio por dentro.',
    preco: 7.5,
    categoria: 'doces',
    icon: 'cookie',
    cor: '#a16207',
  },
  {
    nome: 'Sonho de doce de leite',
    descricao: 'Massa fofinha recheada com doce de leite.',
    preco: 8.9,
    categoria: 'doces',
    icon: 'donut',
    cor: '#db2777',
  },
  {
    nome: 'Suco de laranja',
    descricao: 'Laranja espremida na hora, 400 ml.',
    preco: 9.0,
    categoria: 'bebidas',
    icon: 'citrus',
    cor: '#f97316',
  },
  {
    nome: 'Leite com achocolatado',
    descricao: 'Gelado ou quente, do jeito que você preferir.',
    preco: 8.0,
    categoria: 'bebidas',
    icon: 'milk',
    cor: '#0284c7',
  },
];

/** Plans, settings and the demo administrator: what every fresh platform starts with. */
export async function seedPlatform(db: Firestore) {
  const batch = db.batch();
  for (const { id, preco, ...plano } of PLANOS) {
    batch.set(planoDoc(db, id), { ...plano, preco_centavos: reaisToCents(preco), criado_em: FieldValue.serverTimestamp() });
  }
  for (const { chave, ...configuracao } of CONFIGURACOES) batch.set(configuracoesCollection(db).doc(chave), configuracao);
  await batch.commit();
  await saveAdmin(adminsRepository(db), DEMO_ADMIN.email, DEMO_ADMIN.password);
}

/**
 * The demo shop at /loja/demo: owner, shop settings, categories, a dozen products with pictures,
 * and 90 days of visits, product views and orders (demo-analytics.ts) for Analytics and Pedidos,
 * with a few recent checkout orders in every status and their tracking links (demo-pedidos.ts).
 * One batch: the owner's order counters and the orders are written together.
 */
export async function seedDemoShop(db: Firestore, { authEmulatorHost, imagesDir }: { authEmulatorHost: string; imagesDir: string }) {
  // Signed up through the Auth emulator's Google provider, as a real first sign-in would.
  const lojaId = lojaIdDoDono((await signInWithIdp(authEmulatorHost, DEMO_OWNER)).localId);
  const lojista = lojistaDoc(db, lojaId);
  const produtos = PRODUTOS.map((produto) => ({ ...produto, ref: produtosCollection(db, lojaId).doc() }));
  const produtosDemo = produtos.map(({ ref, nome, preco }): ProdutoDemo => ({ id: ref.id, nome, preco_centavos: reaisToCents(preco) }));
  const demo = demoAnalytics(produtosDemo, NOME_LOJA);
  // A few recent checkout orders, one in every status, counted in the same figures as the others.
  const pedidosComCliente = demoPedidosComCliente(produtosDemo, NOME_LOJA, ATENDIMENTO);
  countNoDemo(demo, pedidosComCliente);
  const batch = db.batch();
  batch.set(lojista, {
    nome: DEMO_OWNER.name,
    email: DEMO_OWNER.email,
    google_user_data: { name: DEMO_OWNER.name, given_name: DEMO_OWNER.name.split(' ')[0], picture: null },
    status: 'ativo',
    plano_id: 1,
    total_produtos: PRODUTOS.length,
    total_pedidos: demo.total_pedidos,
    valor_total_pedidos_centavos: demo.valor_total_pedidos_centavos,
    total_pedidos_aceitos: demo.total_pedidos_aceitos,
    receita_total_centavos: demo.receita_total_centavos,
    telefone_whatsapp: '5511999998888',
    loja: {
      nome_loja: NOME_LOJA,
      cor_principal: '#B45309',
      logo_url: '',
      mensagem_personalizada: 'Cafés especiais, salgados e doces feitos todo dia. Peça pelo WhatsApp!',
      texto_botao: 'Fazer Pedido',
      subdominio: DEMO_SLUG,
      endereco: 'Rua das Flores, 123 — Vila Madalena, São Paulo',
      telefone: '(11) 3333-4444',
      instagram: 'cafedaana',
      facebook: '',
    },
    atendimento: ATENDIMENTO,
    criado_em: FieldValue.serverTimestamp(),
  });
  batch.set(slugDoc(db, DEMO_SLUG), { lojista_id: lojaId });
  for (const { id, nome } of CATEGORIAS)
    batch.set(categoriasCollection(db, lojaId).doc(id), { nome, criado_em: FieldValue.serverTimestamp() });

  const dir = join(imagesDir, lojaId);
  mkdirSync(dir, { recursive: true });
  for (const [index, produto] of produtos.entries()) {
    const file = await writeDemoImage(dir, `demo-${index + 1}`, produto.icon, produto.cor);
    const imagemUrl = `/api/imagens/${lojaId}/${file}`;
    batch.set(produto.ref, {
      ...camposGuardados({
        nome: produto.nome,
        descricao: produto.descricao,
        imagem_url: imagemUrl,
        imagens: [imagemUrl],
        preco: produto.preco,
        preco_promocional: produto.preco_promocional ?? null,
        esgotado: produto.esgotado ?? false,
        destaque: produto.destaque ?? false,
        estoque: produto.estoque ?? null,
        opcoes: idsDasOpcoes(produto.opcoes ?? [], []),
        ativo: true,
        categoria_id: produto.categoria,
      }),
      criado_em: FieldValue.serverTimestamp(),
    });
  }
  escreverDemoAnalytics(batch, db, lojaId, demo);
  writeDemoPedidos(batch, db, lojaId, pedidosComCliente);
  await batch.commit();
  await publishCatalogo(db, lojaId);
  return lojaId;
}
