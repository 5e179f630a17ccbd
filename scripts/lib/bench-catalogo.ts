import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import type { Express } from 'express';
import {
  CATALOGO_PAGINA_MAX,
  OPCOES_MAX_GRUPOS,
  OPCOES_MAX_ITENS,
  RESUMO_DA_VARIACAO_MAX,
  VARIACAO_EIXOS_MAX,
  VARIACAO_ITENS_MAX,
  VARIACAO_VALORES_MAX,
} from '@vitrine/shared';
import { catalogoDoc, paginasCollection } from '../../functions/src/model/catalogos.js';
import { lojistaDoc } from '../../functions/src/model/lojistas.js';
import { camposGuardados, produtosCollection } from '../../functions/src/model/produtos.js';
import { slugDoc } from '../../functions/src/model/slugs.js';
import type { LocalFirestore } from './firestore-emulator.js';
import { lojistaDoBench } from './bench-loja.js';
import { kib } from './page-weight.js';
import { comIds, grupoDeOpcoes } from '../../test/support/produtos.js';

/**
 * npm run bench, part 5: catalogues of 50, 500, 5,000 and 10,000 products. For each: the reads
 * and the gzip size of the first screen (the catalogue's first answer, by slug and by id, on a
 * fresh instance), a search for the last product, and the publish after one product's edit (its
 * time, reads and documents written, median of 5). Then the largest documents at the worst case.
 */

export const TAMANHOS = [50, 500, 5_000, 10_000];

const PALAVRAS = (
  'pão queijo café bolo leite chocolate morango frango carne integral natural caseiro artesanal fresco ' +
  'grande pequeno médio tradicional especial recheado assado frito doce salgado suco laranja limão ' +
  'farmácia dipirona vitamina shampoo sabonete creme hidratante protetor solar parafuso porca arruela ' +
  'filtro óleo vela pastilha freio correia bateria lâmpada cabo tomada'
).split(' ');

/** Text a shop would write, not a repeated letter that gzip shrinks to nothing: words drawn from a list. */
function frase(semente: number, palavras: number): string {
  let estado = semente;
  const saida: string[] = [];
  for (let indice = 0; indice < palavras; indice++) {
    estado = (estado * 1_103_515_245 + 12_345) % 2 ** 31;
    saida.push(PALAVRAS[estado % PALAVRAS.length]!);
  }
  const texto = saida.join(' ');
  return texto[0]!.toUpperCase() + texto.slice(1);
}

/** A shop of `total` products as owners write them: a name, a two-line description, a picture, one in ten with options, ten categories. */
export async function lojaRealista(db: Firestore, lojaId: string, slug: string, total: number) {
  const categorias = Array.from({ length: 10 }, (_, indice) => `cat${indice}`);
  let lote = db.batch();
  let escritas = 0;
  const gravar = async (aplicar: (batch: FirebaseFirestore.WriteBatch) => void) => {
    aplicar(lote);
    if (++escritas % 400 === 0) {
      await lote.commit();
      lote = db.batch();
    }
  };
  await gravar((batch) =>
    batch.set(lojistaDoc(db, lojaId), lojistaDoBench(slug, { nome_loja: `Loja de ${total}`, mensagem_personalizada: frase(total, 20) })),
  );
  await gravar((batch) => batch.set(slugDoc(db, slug), { lojista_id: lojaId }));
  for (const [indice, id] of categorias.entries()) {
    await gravar((batch) =>
      batch.set(lojistaDoc(db, lojaId).collection('categorias').doc(id), { nome: frase(indice + 1, 2), ordem: indice }),
    );
  }
  const ids: string[] = [];
  for (let indice = 0; indice < total; indice++) {
    const ref = produtosCollection(db, lojaId).doc();
    ids.push(ref.id);
    const imagem = `https://firebasestorage.googleapis.com/v0/b/vitrine.appspot.com/o/lojistas%2F${lojaId}%2F${ref.id}-800.webp?alt=media`;
    await gravar((batch) =>
      batch.set(ref, {
        ...camposGuardados({
          // A code after the words, as shops with thousands of products name them: the search for one finds that one.
          nome: `${frase(indice * 7 + 3, 3)} ${String(indice + 1).padStart(5, '0')}`,
          descricao: frase(indice * 13 + 5, 14),
          imagem_url: imagem,
          imagens: [imagem],
          preco: 5 + (indice % 200) / 4,
          preco_promocional: indice % 9 === 0 ? 4 : null,
          esgotado: indice % 31 === 0,
          estoque: null,
          opcoes: indice % 10 === 0 ? [comIds('tam', grupoDeOpcoes('Tamanho', [1, 1], { Pequeno: 0, Grande: 4 }), ['p', 'g'])] : [],
          ativo: true,
          categoria_id: categorias[indice % categorias.length]!,
        }),
        ordem: indice + 1,
        criado_em: FieldValue.serverTimestamp(),
      }),
    );
  }
  await lote.commit();
  return ids;
}

const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)]!;

/**
 * A document's size as Firestore counts it against its 1 MiB limit
 * (https://firebase.google.com/docs/firestore/storage-size): its name, each field name + 1, each
 * string's UTF-8 bytes + 1, 8 per number, 1 per boolean or null, and 32 bytes of overhead.
 */
export function tamanhoNoFirestore(caminho: string, campos: Record<string, unknown>): number {
  const valor = (dado: unknown): number => {
    if (dado === null || typeof dado === 'boolean') return 1;
    if (typeof dado === 'number') return 8;
    if (typeof dado === 'string') return Buffer.byteLength(dado) + 1;
    if (Array.isArray(dado)) return dado.reduce((soma: number, item) => soma + valor(item), 0);
    if (typeof dado === 'object')
      return Object.entries(dado).reduce((soma, [nome, item]) => soma + Buffer.byteLength(nome) + 1 + valor(item), 0);
    return 8; // timestamps
  };
  const nome = caminho.split('/').reduce((soma, parte) => soma + Buffer.byteLength(parte) + 1, 16);
  return nome + valor(campos) + 32;
}

/** The longest texts the schemas allow, in four-byte characters (emoji): the worst case for the byte limit. */
const longo = (caracteres: number) => '😀'.repeat(caracteres);

/** The largest documents at 10,000 products: a page and a product as long as the schemas allow. */
function piorCaso(): string[] {
  const produtoListado = {
    id: 'x'.repeat(20),
    nome: longo(100),
    descricao: longo(400),
    imagem_url: `https://${'x'.repeat(292)}`,
    preco: 1,
    preco_promocional: 1,
    esgotado: false,
    destaque: true,
    categoria_id: 'x'.repeat(64),
    a_partir_de: 1,
    tem_opcoes: true,
    sugestoes: Array(3).fill('x'.repeat(20)),
    // A grade's summary on the card (issue 30), cut at RESUMO_DA_VARIACAO_MAX.
    variacoes_resumo: longo(RESUMO_DA_VARIACAO_MAX),
    unidade: 'kg',
    ordem: 1,
  };
  const pagina = tamanhoNoFirestore('catalogos/uid/paginas/p1', {
    produtos: Array(CATALOGO_PAGINA_MAX).fill(produtoListado),
    atualizado_em: 0,
  });
  const paginas = Array.from({ length: 10_000 / CATALOGO_PAGINA_MAX }, (_, indice) => ({
    id: `p${indice + 1}`,
    quantidade: CATALOGO_PAGINA_MAX,
    de: { id: 'x'.repeat(20), nome: longo(100), ordem: 1 },
  }));
  const categorias = Array(100).fill({ id: 'x'.repeat(20), nome: longo(60) });
  const loja = {
    nome_loja: longo(80),
    mensagem_personalizada: longo(300),
    endereco: longo(200),
    logo_url: `https://${'x'.repeat(292)}`,
    atendimento: { texto: longo(2000) },
  };
  const catalogo = tamanhoNoFirestore('catalogos/uid', {
    produtos: Array(CATALOGO_PAGINA_MAX).fill(produtoListado),
    paginas,
    categorias,
    loja,
    lojista_id: 'x'.repeat(28),
    status: 'ativo',
    proxima_pagina: 51,
  });
  const grupo = {
    id: 'x'.repeat(8),
    nome: longo(60),
    min: 1,
    max: OPCOES_MAX_ITENS,
    itens: Array(OPCOES_MAX_ITENS).fill({ id: 'x'.repeat(8), nome: longo(60), preco_centavos: 1 }),
  };
  // A grade at its largest (issue 30): 2 axes of 20 values of 30 characters, 100 combinations, each with a code and a picture.
  const valor = longo(30);
  const variacoes = {
    eixos: Array(VARIACAO_EIXOS_MAX).fill({ nome: longo(30), valores: Array(VARIACAO_VALORES_MAX).fill(valor) }),
    itens: Array(VARIACAO_ITENS_MAX).fill({
      id: 'x'.repeat(8),
      valores: [valor, valor],
      preco_centavos: 1,
      estoque: 1,
      esgotado: false,
      sku: 'x'.repeat(40),
      imagem_url: `https://${'x'.repeat(292)}`,
    }),
  };
  const produto = tamanhoNoFirestore('lojistas/uid/produtos/id', {
    ...produtoListado,
    imagens: Array(5).fill(produtoListado.imagem_url),
    opcoes: Array(OPCOES_MAX_GRUPOS).fill(grupo),
    variacoes,
  });
  return [
    `  pior caso (textos no máximo, 4 bytes por caractere): uma página ${kib(pagina)}, o documento da loja com a primeira página, 50 páginas listadas e 100 categorias ${kib(catalogo)}, um produto com 10 grupos de 20 opções e uma grade de 100 combinações ${kib(produto)}; limite 1.024 KiB`,
  ];
}

export async function medirCatalogos({
  firestore,
  db,
  novaInstancia,
  preview,
  publishCatalogo,
  tamanhos = TAMANHOS,
}: {
  firestore: LocalFirestore;
  db: Firestore;
  /** A new API app: an instance with an empty cache. */
  novaInstancia: () => Express;
  /** The function that answers the page's HTML with the link preview. */
  preview: Express;
  publishCatalogo: (db: Firestore, lojaId: string, publicacao?: { produtos: string[] }) => Promise<void>;
  /** The catalogues' sizes, TAMANHOS unless given (the bench's short form: the first). */
  tamanhos?: number[];
}) {
  const instanciaAquecida = async () => {
    const instancia = novaInstancia();
    await request(instancia).get('/api/catalogo/bench-aquecimento').expect(404);
    return instancia;
  };
  const escritos: string[] = [];
  firestore.onWrite((paths) => escritos.push(...paths));
  const resumo: Array<[string, string]> = [];
  console.log('\nCatálogos grandes: primeira tela, busca e publicação após editar um produto');
  for (const total of tamanhos) {
    const lojaId = `bench-catalogo-${total}`;
    const slug = `catalogo${total}`;
    const ids = await lojaRealista(db, lojaId, slug, total);
    const inicioTudo = performance.now();
    await publishCatalogo(db, lojaId);
    const publicarTudoMs = performance.now() - inicioTudo;

    // The first screen, each path on a fresh instance (its maintenance flag already read): the reads this view costs, and its size on the wire.
    const primeira: string[] = [];
    let gzipBytes = 0;
    for (const path of [`/api/loja/${slug}`, `/api/catalogo/${lojaId}`]) {
      const instancia = await instanciaAquecida();
      const antes = firestore.reads();
      const resposta = await request(instancia).get(path).set('Accept-Encoding', 'gzip').expect(200);
      primeira.push(String(firestore.reads() - antes));
      gzipBytes = Number(resposta.headers['content-length'] ?? 0) || gzipSync(resposta.text).length;
    }

    const antesDoHtml = firestore.reads();
    await request(preview).get(`/loja/${slug}`).expect(200);
    const leiturasHtml = firestore.reads() - antesDoHtml;

    // Search for the last product by its name, on a fresh instance: every page is read once.
    const ultimo = ids.at(-1)!;
    const nomeDoUltimo = String((await produtosCollection(db, lojaId).doc(ultimo).get()).get('nome'));
    const buscadora = await instanciaAquecida();
    const antesDaBusca = firestore.reads();
    const inicioBusca = performance.now();
    const busca = await request(buscadora)
      .get(`/api/catalogo/${lojaId}/busca?q=${encodeURIComponent(nomeDoUltimo)}`)
      .expect(200);
    const buscaMs = performance.now() - inicioBusca;
    const leiturasBusca = firestore.reads() - antesDaBusca;
    const achou = (busca.body.produtos as Array<{ id: string }>).some(({ id }) => id === ultimo);

    // One product's edit in the middle of the catalogue, published as the owner's PUT does: 5 runs.
    const meio = ids[Math.floor(ids.length / 2)]!;
    const tempos: number[] = [];
    let leiturasPublicar = 0;
    let escritasPublicar: string[] = [];
    for (let vez = 0; vez < 5; vez++) {
      await produtosCollection(db, lojaId)
        .doc(meio)
        .update({ preco_centavos: 1000 + vez });
      const antes = firestore.reads();
      escritos.length = 0;
      const inicio = performance.now();
      await publishCatalogo(db, lojaId, { produtos: [meio] });
      tempos.push(performance.now() - inicio);
      leiturasPublicar = firestore.reads() - antes;
      escritasPublicar = [...escritos];
    }
    const documento = (await catalogoDoc(db, lojaId).get()).data()!;
    const paginas = (await paginasCollection(db, lojaId).get()).docs;
    const maior = Math.max(
      tamanhoNoFirestore(`catalogos/${lojaId}`, documento),
      ...paginas.map((pagina) => tamanhoNoFirestore(pagina.ref.path, pagina.data())),
    );
    const publicarMs = mediana(tempos);
    console.log(
      `  ${String(total).padStart(6)} produtos (${1 + paginas.length} página(s)): primeira tela ${primeira[0]} leitura(s) por slug, ${primeira[1]} por id, ${kib(gzipBytes)} gzip, HTML da página ${leiturasHtml} leitura(s);` +
        ` busca pelo último ${achou ? 'encontrou' : 'NÃO encontrou'} em ${buscaMs.toFixed(0)} ms (${leiturasBusca} leituras, instância nova);` +
        ` publicar após editar um produto ${publicarMs.toFixed(0)} ms (mediana de 5), ${leiturasPublicar} leituras, grava ${escritasPublicar.length} documento(s): ${escritasPublicar.map((path) => path.replace(`catalogos/${lojaId}`, '…')).join(', ')};` +
        ` republicar tudo ${publicarTudoMs.toFixed(0)} ms; maior documento ${kib(maior)}`,
    );
    resumo.push([
      `Catálogo de ${total.toLocaleString('pt-BR')} produtos`,
      `primeira tela ${primeira[0]}/${primeira[1]} leituras (slug/id), ${kib(gzipBytes)} gzip; busca ${achou ? 'acha o último' : 'FALHOU'}; editar um produto publica em ${publicarMs.toFixed(0)} ms gravando ${escritasPublicar.length} doc.`,
    ]);
  }
  for (const linha of piorCaso()) console.log(linha);
  return resumo;
}
