import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { as, newOwner, testApp, type Owner, emBytes } from '../../../test/support/api.js';

// Uploads go to a temporary local store, set before the app is built.
const imagesDir = inject('imagesDir');

const FIVE_MB = 5 * 1024 * 1024;
const NAO_SUPORTADO = 'Arquivo não suportado. Use apenas arquivos JPG, PNG ou WebP.';

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#d97706' } });

/** A valid PNG of exactly `size` bytes: a private ancillary chunk (which decoders skip) fills it up. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await canvas(64, 64).png().toBuffer();
  const iend = png.length - 12;
  const data = Buffer.alloc(size - png.length - 12);
  const typeAndData = Buffer.concat([Buffer.from('vpAd', 'latin1'), data]);
  const chunk = Buffer.alloc(8 + typeAndData.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

function upload(owner: Owner, file: Buffer, filename: string, contentType?: string) {
  return as(owner)
    .post('/api/upload/image')
    .attach('image', file, { filename, contentType: contentType ?? 'application/octet-stream' });
}

/** Fetches an uploaded image back through the API, as the catalogue's <img> does. */
async function servedBack(url: string) {
  const response = await emBytes(request(testApp()).get(url));
  return { response, body: response.body as Buffer };
}

/** The three stored widths of an upload (its answer is the 800 one), as the catalogue's srcset fetches them. */
async function larguras(url: string) {
  expect(url).toMatch(/-800\.webp$/);
  const copias = [];
  for (const largura of [200, 400, 800]) {
    const { response, body } = await servedBack(url.replace(/-800\.webp$/, `-${largura}.webp`));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    const { format, width, height } = await sharp(body).metadata();
    copias.push({ largura, format, width, height, body });
  }
  return copias;
}

/** What the local store holds for an owner (nothing, not even their folder, until an upload succeeds). */
const arquivosDe = (owner: Owner) => (existsSync(join(imagesDir, owner.lojaId)) ? readdirSync(join(imagesDir, owner.lojaId)) : []);

describe('Upload de imagem: tipos aceitos', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner();
  });

  it.each([
    ['PNG', () => canvas(300, 200).png().toBuffer(), 'foto.png', 'image/png'],
    ['JPEG', () => canvas(300, 200).jpeg().toBuffer(), 'foto.jpeg', 'image/jpeg'],
    ['WebP', () => canvas(300, 200).webp().toBuffer(), 'foto.webp', 'image/webp'],
  ])(
    'when a %s is uploaded, then 201 with the 800 px copy’s URL under the owner, its three widths served as WebP for a year',
    async (_tipo, make, filename, mime) => {
      const response = await upload(owner, await make(), filename, mime);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ url: expect.any(String), originalName: filename, success: true });
      expect(response.body.url).toMatch(new RegExp(`^/api/imagens/${owner.lojaId}/[0-9a-f]{32}-800\\.webp$`));
      // 300 × 200: the 200 copy is scaled down, the 400 and 800 ones are the picture at its own size.
      expect((await larguras(response.body.url)).map(({ format, width, height }) => ({ format, width, height }))).toEqual([
        { format: 'webp', width: 200, height: 133 },
        { format: 'webp', width: 300, height: 200 },
        { format: 'webp', width: 300, height: 200 },
      ]);
    },
  );

  it('when a camera photo is uploaded, then it is stored at 200, 400 and 800 px on its longer side, keeping its proportions', async () => {
    const paisagem = await upload(owner, await canvas(4000, 3000).jpeg().toBuffer(), 'paisagem.jpg', 'image/jpeg');
    expect((await larguras(paisagem.body.url)).map(({ width, height }) => [width, height])).toEqual([
      [200, 150],
      [400, 300],
      [800, 600],
    ]);
    const retrato = await upload(owner, await canvas(1200, 2400).png().toBuffer(), 'retrato.png', 'image/png');
    expect((await larguras(retrato.body.url)).map(({ width, height }) => [width, height])).toEqual([
      [100, 200],
      [200, 400],
      [400, 800],
    ]);
  });

  it('when the picture is smaller than every width, then no copy is enlarged and all three names hold the same file', async () => {
    const response = await upload(owner, await canvas(150, 90).png().toBuffer(), 'icone.png', 'image/png');
    const copias = await larguras(response.body.url);
    expect(copias.map(({ width, height }) => [width, height])).toEqual([
      [150, 90],
      [150, 90],
      [150, 90],
    ]);
    expect(copias[1]!.body.equals(copias[0]!.body) && copias[2]!.body.equals(copias[0]!.body)).toBe(true);
  });

  it('when two pictures are uploaded, then each gets its own random name (three files each)', async () => {
    const dono = await newOwner();
    const [a, b] = await Promise.all([
      upload(dono, await canvas(60, 60).png().toBuffer(), 'a.png', 'image/png'),
      upload(dono, await canvas(60, 60).png().toBuffer(), 'b.png', 'image/png'),
    ]);
    expect(a.body.url).not.toBe(b.body.url);
    const nome = (url: string) => url.split('/').pop()!.replace('-800.webp', '');
    expect(arquivosDe(dono).sort()).toEqual(
      [nome(a.body.url), nome(b.body.url)].flatMap((base) => [200, 400, 800].map((largura) => `${base}-${largura}.webp`)).sort(),
    );
  });

  it('when a phone photo carries an EXIF rotation, then the stored image is upright and carries no metadata', async () => {
    const rotated = await canvas(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(owner, rotated, 'celular.jpg', 'image/jpeg');
    for (const { body } of await larguras(response.body.url)) {
      const metadata = await sharp(body).metadata();
      expect(metadata).toMatchObject({ width: 100, height: 200 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('when either the MIME type or the extension is an image one and the bytes are, then it is accepted', async () => {
    const jpeg = await canvas(50, 50).jpeg().toBuffer();
    expect((await upload(owner, jpeg, 'foto.jpg', 'application/octet-stream')).status).toBe(201);
    expect((await upload(owner, jpeg, 'foto', 'image/jpeg')).status).toBe(201);
    // A PNG saved with the wrong extension is still a PNG: the bytes decide.
    expect((await upload(owner, await canvas(50, 50).png().toBuffer(), 'foto.jpg', 'image/jpeg')).status).toBe(201);
  });

  it('when the file name has accents, then originalName keeps them', async () => {
    const response = await upload(owner, await canvas(50, 50).png().toBuffer(), 'Pão de queijo.png', 'image/png');
    expect(response.body.originalName).toBe('Pão de queijo.png');
  });
});

describe('Upload de imagem no Cloud Functions', () => {
  it('when the platform has already read the body into req.rawBody, then the upload is parsed from it', async () => {
    const owner = await newOwner();
    // What firebase-functions does before handing the request to the app.
    const cloudFunction = express().use(
      express.raw({ type: () => true, limit: '10mb' }),
      (req, _res, next) => {
        Object.assign(req, { rawBody: req.body });
        next();
      },
      testApp(),
    );
    const response = await request(cloudFunction)
      .post('/api/upload/image')
      .set('Cookie', owner.cookie)
      .attach('image', await canvas(40, 30).png().toBuffer(), { filename: 'nuvem.png', contentType: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body.originalName).toBe('nuvem.png');
  });
});

describe('Upload de imagem: limite de 5 MB', () => {
  it('when the file is exactly 5 MB, then it is accepted', async () => {
    const owner = await newOwner();
    const file = await pngOfSize(FIVE_MB);
    expect(file.length).toBe(FIVE_MB);
    const response = await upload(owner, file, 'exato.png', 'image/png');
    expect(response.status).toBe(201);
  });

  it('when the file is 5 MB and one byte, then 413 with the size message and nothing is stored', async () => {
    const owner = await newOwner();
    const response = await upload(owner, await pngOfSize(FIVE_MB + 1), 'grande.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('Arquivo muito grande: 5,00 MB Tamanho máximo permitido: 5MB');
    expect(arquivosDe(owner)).toEqual([]);
  });

  it('when the file is 7.5 MB, then the message gives its size', async () => {
    const owner = await newOwner();
    const response = await upload(owner, await pngOfSize(FIVE_MB * 1.5), 'enorme.png', 'image/png');
    expect(response.body.error).toBe('Arquivo muito grande: 7,50 MB Tamanho máximo permitido: 5MB');
  });
});

describe('Upload de imagem: recusas (sempre 4xx, nunca 5xx)', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner();
  });

  it('when the file is empty, then 400 asking for a valid image', async () => {
    const response = await upload(owner, Buffer.alloc(0), 'vazio.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Arquivo está vazio. Selecione uma imagem válida.');
  });

  it('when a text file is named .png, then 400 with the detected type and extension in details', async () => {
    const response = await upload(owner, Buffer.from('isto não é uma imagem'), 'falsa.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: NAO_SUPORTADO,
      details: 'Tipo detectado: desconhecido (enviado como image/png). Extensão: .png.',
    });
  });

  it('when a GIF is uploaded, as .gif or renamed .png, then 400 naming it a GIF', async () => {
    const gif = await canvas(20, 20).gif().toBuffer();
    const comoGif = await upload(owner, gif, 'anim.gif', 'image/gif');
    expect(comoGif.status).toBe(400);
    expect(comoGif.body).toEqual({ error: NAO_SUPORTADO, details: 'Tipo detectado: image/gif. Extensão: .gif.' });
    const renomeado = await upload(owner, gif, 'anim.png', 'image/png');
    expect(renomeado.status).toBe(400);
    expect(renomeado.body.details).toBe('Tipo detectado: image/gif. Extensão: .png.');
  });

  it('when a real PNG claims to be text (.txt, text/plain), then the first screen refuses it', async () => {
    const response = await upload(owner, await canvas(20, 20).png().toBuffer(), 'nota.txt', 'text/plain');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(NAO_SUPORTADO);
  });

  it('when the bytes start like a PNG or a JPEG but are corrupt, then 400 (not 500)', async () => {
    const png = await canvas(100, 100).png().toBuffer();
    const jpeg = await canvas(100, 100).jpeg().toBuffer();
    for (const [file, name] of [
      [Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]), 'lixo.png'],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cortada.jpg'],
    ] as const) {
      const response = await upload(owner, file, name, 'image/jpeg');
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/Não foi possível ler a imagem/);
    }
  });

  it('when a small PNG says it is 10,000 × 10,000 px (a decompression bomb), then 400, not 500', async () => {
    const png = await canvas(8, 8).png().toBuffer();
    // IHDR's width and height, then its CRC over the chunk type and data (bytes 12 to 28).
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const response = await upload(owner, png, 'bomba.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/Não foi possível ler a imagem/);
  });

  it('when no file comes in the image field, then 400', async () => {
    const outroCampo = await as(owner)
      .post('/api/upload/image')
      .attach('arquivo', await canvas(20, 20).png().toBuffer(), 'foto.png');
    expect(outroCampo.status).toBe(400);
    expect(outroCampo.body.error).toBe('Selecione uma imagem para enviar.');
    expect((await as(owner).post('/api/upload/image').field('nome', 'x')).status).toBe(400);
  });

  it('when the body is JSON instead of multipart, then 400', async () => {
    const response = await as(owner).post('/api/upload/image', { image: 'data:image/png;base64,AAAA' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/multipart\/form-data/);
  });

  it('when every refusal above has been answered, then none of them stored a file', () => {
    expect(arquivosDe(owner)).toEqual([]);
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await request(testApp())
      .post('/api/upload/image')
      .attach('image', await canvas(20, 20).png().toBuffer(), 'foto.png');
    expect(response.status).toBe(401);
  });
});
