import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  atendimentoSchema,
  chaveDoNomeDaMesa,
  nomesDoLote,
  produtoSchema,
  type ProdutoInput,
  type Salao,
  type VariacoesInput,
} from '@vitrine/shared';
import { idsDasOpcoes, idsDasVariacoes } from '../../functions/src/features/owner-produtos/opcoes.js';
import { categoriasCollection } from '../../functions/src/model/categorias.js';
import { lojaIdDoDono, lojistaDoc } from '../../functions/src/model/lojistas.js';
import { createMesaCodigo, mesasCollection } from '../../functions/src/model/mesas.js';
import { camposGuardados, produtosCollection } from '../../functions/src/model/produtos.js';
import { publishCatalogo } from '../../functions/src/model/publish.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import { signInWithIdp } from './auth-emulator.js';
import { writeDemoImage } from './demo-images.js';
import { grupoDeOpcoes } from '../../test/support/produtos.js';
import { seedFiados } from './demo-fiado.js';
import { seedCaixas } from './demo-caixa.js';
import { seedMesaAberta } from './demo-salao.js';
import { seedEntregadores } from './demo-entregadores.js';

/**
 * Two more demo shops (issue 30), so a newcomer sees each kind of shop at once: a clothing shop
 * whose T-shirts and sneakers have a grade of sizes and colours with their own stock, and a
 * pizzeria with half-and-half pizzas and açaí sold by weight. No figures of their own (the Café da
 * Ana, seed.ts, shows those); the pizzeria's room has one table with an open bill (issue 44), and
 * it sells a combo of a pizza and two cans whose flavours the customer picks (issue 47).
 */

/** A grade of every combination of the axes, each with `estoque` units (a function of the values, to leave some sold out). */
function grade(eixos: { nome: string; valores: string[] }[], estoque: (valores: string[]) => number): VariacoesInput {
  const combinacoes = eixos.reduce<string[][]>(
    (todas, eixo) => todas.flatMap((parcial) => eixo.valores.map((valor) => [...parcial, valor])),
    [[]],
  );
  return { eixos, itens: combinacoes.map((valores) => ({ valores, estoque: estoque(valores) })) };
}

/**
 * A product as the owner's form would send it (checked by the same schema), and its demo picture;
 * `comboDe`: a combo (issue 47) of the demo's products named here, with their units.
 */
type ProdutoDaDemo = ProdutoInput & { categoria: string; icon: string; cor: string; comboDe?: [nome: string, quantidade: number][] };

interface LojaDaDemo {
  conta: { sub: string; email: string; name: string };
  slug: string;
  loja: { nome_loja: string; cor_principal: string; mensagem_personalizada: string; endereco: string; instagram: string };
  whatsapp: string;
  atendimento: ReturnType<typeof atendimentoSchema.parse>;
  categorias: { id: string; nome: string }[];
  produtos: ProdutoDaDemo[];
  /**
   * The dining room (issue 44): "Mesa 1" … "Mesa {mesas}", each with its QR code, and the room's
   * settings; `conta_aberta`: Mesa 7 has an open bill (demo-salao.ts).
   */
  salao?: { mesas: number; ajustes: Salao; conta_aberta?: boolean };
  /** The shop delivers with its own drivers (issue 46, demo-entregadores.ts): two of them, with today's deliveries. */
  entregadores?: boolean;
}

const SEMPRE_ABERTA = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' }));

export const DEMO_MODA: LojaDaDemo = {
  conta: { sub: 'demo-moda-google', email: 'bia.demo@vitrine.dev', name: 'Bia Lima' },
  slug: 'demo-moda',
  loja: {
    nome_loja: 'Moda da Bia',
    cor_principal: '#BE185D',
    mensagem_personalizada: 'Básicos de algodão e tênis confortáveis. Escolha tamanho e cor e peça pelo WhatsApp!',
    endereco: 'Rua Augusta, 900 — Consolação, São Paulo',
    instagram: 'modadabia',
  },
  whatsapp: '5511988887777',
  atendimento: atendimentoSchema.parse({
    retirada: true,
    entrega: true,
    bairros: [{ nome: 'Consolação', taxa: 8 }],
    formas_pagamento: ['pix', 'cartao'],
    pix: { chave: 'bia.demo@vitrine.dev', nome: 'Moda da Bia', cidade: 'São Paulo' },
    horarios: SEMPRE_ABERTA,
  }),
  categorias: [
    { id: 'camisetas', nome: 'Camisetas' },
    { id: 'calcados', nome: 'Calçados' },
  ],
  produtos: [
    {
      nome: 'Camiseta Básica',
      descricao: '100% algodão, gola careca, modelagem reta.',
      preco: 49.9,
      destaque: true,
      // G Azul sold out, M Preto the last 2: the product page greys one out and still sells the other.
      variacoes: grade(
        [
          { nome: 'Tamanho', valores: ['P', 'M', 'G'] },
          { nome: 'Cor', valores: ['Azul', 'Preto', 'Branco'] },
        ],
        ([tamanho, cor]) => (tamanho === 'G' && cor === 'Azul' ? 0 : tamanho === 'M' && cor === 'Preto' ? 2 : 8),
      ),
      categoria: 'camisetas',
      icon: 'shirt',
      cor: '#1d4ed8',
    },
    {
      nome: 'Tênis Casual',
      descricao: 'Couro sintético, solado de borracha.',
      preco: 189.9,
      variacoes: grade([{ nome: 'Numeração', valores: ['36', '37', '38', '39', '40', '41', '42'] }], ([numero]) =>
        numero === '36' ? 0 : 3,
      ),
      categoria: 'calcados',
      icon: 'footprints',
      cor: '#374151',
    },
  ],
};

export const DEMO_PIZZARIA: LojaDaDemo = {
  conta: { sub: 'demo-pizzaria-google', email: 'beto.demo@vitrine.dev', name: 'Beto Rocha' },
  slug: 'demo-pizzaria',
  loja: {
    nome_loja: 'Pizzaria do Beto',
    cor_principal: '#B91C1C',
    mensagem_personalizada: 'Pizza meio a meio pelo preço médio dos sabores e açaí no peso.',
    endereco: 'Rua Teodoro Sampaio, 400 — Pinheiros, São Paulo',
    instagram: 'pizzariadobeto',
  },
  whatsapp: '5511977776666',
  atendimento: atendimentoSchema.parse({
    retirada: true,
    entrega: true,
    bairros: [{ nome: 'Pinheiros', taxa: 6 }],
    formas_pagamento: ['pix', 'dinheiro', 'cartao'],
    pix: { chave: 'beto.demo@vitrine.dev', nome: 'Pizzaria do Beto', cidade: 'São Paulo' },
    horarios: SEMPRE_ABERTA,
  }),
  salao: { mesas: 12, ajustes: { ativo: true, taxa_servico_percentual: 10, couvert: null }, conta_aberta: true },
  entregadores: true,
  categorias: [
    { id: 'pizzas', nome: 'Pizzas' },
    { id: 'acai', nome: 'Açaí' },
  ],
  produtos: [
    {
      nome: 'Pizza grande (8 fatias)',
      descricao: 'Escolha 1 ou 2 sabores: meio a meio pelo preço médio.',
      preco: 0,
      destaque: true,
      opcoes: [
        grupoDeOpcoes(
          'Sabores',
          [1, 2],
          { Calabresa: 45.9, Marguerita: 52.9, Portuguesa: 49.9, 'Quatro queijos': 56.9 },
          { tipo: 'sabores', regra_preco: 'media' },
        ),
      ],
      categoria: 'pizzas',
      icon: 'pizza',
      cor: '#b91c1c',
    },
    {
      nome: 'Refrigerante lata',
      descricao: 'Lata de 350 ml, gelada.',
      preco: 6,
      estoque: 48,
      opcoes: [grupoDeOpcoes('Sabor', [1, 1], { 'Coca-Cola': 0, Guaraná: 0, 'Coca-Cola Zero': 0 })],
      categoria: 'pizzas',
      icon: 'cup-soda',
      cor: '#0f766e',
    },
    {
      nome: 'Combo Pizza + 2 Refris',
      descricao: 'Uma pizza grande de 1 ou 2 sabores e duas latas. Você escolhe os sabores.',
      preco: 59.9,
      destaque: true,
      comboDe: [
        ['Pizza grande (8 fatias)', 1],
        ['Refrigerante lata', 2],
      ],
      categoria: 'pizzas',
      icon: 'package',
      cor: '#c2410c',
    },
    {
      nome: 'Açaí no peso',
      descricao: 'Açaí puro batido na hora. Você escolhe o peso.',
      preco: 59.9,
      unidade: 'kg',
      passo_gramas: 100,
      minimo_gramas: 300,
      categoria: 'acai',
      icon: 'cherry',
      cor: '#6b21a8',
    },
  ],
};

/** One of the shops above: its owner signed up through the Auth emulator, its settings, categories, products and catalogue. */
async function seedLoja(db: Firestore, { authEmulatorHost, imagesDir }: { authEmulatorHost: string; imagesDir: string }, demo: LojaDaDemo) {
  const lojaId = lojaIdDoDono((await signInWithIdp(authEmulatorHost, demo.conta)).localId);
  const batch = db.batch();
  batch.set(lojistaDoc(db, lojaId), {
    nome: demo.conta.name,
    email: demo.conta.email,
    google_user_data: { name: demo.conta.name, given_name: demo.conta.name.split(' ')[0], picture: null },
    status: 'ativo',
    plano_id: 1,
    total_produtos: demo.produtos.length,
    telefone_whatsapp: demo.whatsapp,
    loja: { logo_url: '', texto_botao: 'Fazer Pedido', subdominio: demo.slug, telefone: '', facebook: '', ...demo.loja },
    atendimento: demo.atendimento,
    ...(demo.salao && { salao: demo.salao.ajustes }),
    criado_em: FieldValue.serverTimestamp(),
  });
  for (const nome of demo.salao ? nomesDoLote(1, demo.salao.mesas) : [])
    batch.set(mesasCollection(db, lojaId).doc(), {
      nome,
      nome_chave: chaveDoNomeDaMesa(nome),
      codigo: createMesaCodigo(),
      criado_em: FieldValue.serverTimestamp(),
    });
  batch.set(slugDoc(db, demo.slug), { lojista_id: lojaId });
  for (const { id, nome } of demo.categorias)
    batch.set(categoriasCollection(db, lojaId).doc(id), { nome, criado_em: FieldValue.serverTimestamp() });
  const dir = join(imagesDir, lojaId);
  mkdirSync(dir, { recursive: true });
  // Ids first: a combo names its items by them.
  const refs = demo.produtos.map(() => produtosCollection(db, lojaId).doc());
  const idDe = (nome: string) => refs[demo.produtos.findIndex((candidato) => candidato.nome === nome)]!.id;
  for (const [index, { categoria, icon, cor, comboDe, ...enviado }] of demo.produtos.entries()) {
    const imagemUrl = `/api/imagens/${lojaId}/${await writeDemoImage(dir, `${demo.slug}-${index + 1}`, icon, cor)}`;
    const combo = comboDe && { itens: comboDe.map(([nome, quantidade]) => ({ produto_id: idDe(nome), quantidade })) };
    const { opcoes, variacoes, ...produto } = produtoSchema.parse({
      ...enviado,
      imagem_url: imagemUrl,
      imagens: [imagemUrl],
      ...(combo && { combo }),
    });
    batch.set(refs[index]!, {
      ...camposGuardados({
        ...produto,
        imagens: [imagemUrl],
        opcoes: idsDasOpcoes(opcoes, []),
        variacoes: idsDasVariacoes(variacoes, null),
        categoria_id: categoria,
      }),
      ordem: index,
      criado_em: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  await publishCatalogo(db, lojaId);
  if (demo.salao?.conta_aberta) {
    // The till first (issue 46): the open table's payment lands on the owner's open till.
    await seedCaixas(db, lojaId, demo.conta.name);
    await seedMesaAberta(db, demo.slug, lojaId);
    // Two customers with a tab (issue 46): the pizzeria sells fiado at the counter.
    await seedFiados(db, lojaId);
  }
  // The pizzeria delivers with its own drivers (issue 46): two of them, with today's deliveries.
  if (demo.entregadores) await seedEntregadores(db, authEmulatorHost, demo.slug, lojaId);
}

export async function seedDemoLojasDeTipos(db: Firestore, opcoes: { authEmulatorHost: string; imagesDir: string }) {
  for (const demo of [DEMO_MODA, DEMO_PIZZARIA]) await seedLoja(db, opcoes, demo);
}
