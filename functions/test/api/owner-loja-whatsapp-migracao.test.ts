import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isolatedApp, signInOwner } from '../../../test/support/api.js';
import { migrateTelefonesWhatsapp } from '../../src/jobs/migrate-telefones.js';
import { catalogoDoc } from '../../src/model/catalogos.js';
import { lojistaDoc } from '../../src/model/lojistas.js';

// Its own database: the migration walks every owner, and its counts are this test's alone.
const { app, db } = isolatedApp('owner-loja-whatsapp-migracao');

/** An owner with a published shop whose WhatsApp was saved before the server checked it. */
async function lojaComWhatsappAntigo(telefone_whatsapp: string) {
  const { cookie } = await signInOwner(app);
  const me = await request(app).get('/api/users/me').set('Cookie', cookie!);
  const lojaId = me.body.loja_id as string;
  await request(app).put('/api/loja/configuracao').set('Cookie', cookie!).send({ nome_loja: 'Loja antiga' }).expect(200);
  await lojistaDoc(db, lojaId).update({ telefone_whatsapp });
  return lojaId;
}

const whatsappPublicado = async (lojaId: string) => ((await catalogoDoc(db, lojaId).get()).get('loja.whatsapp') as string | null) ?? null;

describe('npm run migrar: the WhatsApp numbers saved before issue 25', () => {
  it('when numbers were saved as typed, then they become 55 + DDD + number (junk is removed), republished, and a second run changes nothing', async () => {
    const digitado = await lojaComWhatsappAntigo('(11) 98765-4321');
    const semNove = await lojaComWhatsappAntigo('21 8765-4321');
    const certo = await lojaComWhatsappAntigo('5511912345678');
    const lixo = await lojaComWhatsappAntigo('abc');

    expect(await migrateTelefonesWhatsapp(db)).toEqual({ normalizados: 2, removidos: 1 });

    expect((await lojistaDoc(db, digitado).get()).get('telefone_whatsapp')).toBe('5511987654321');
    expect(await whatsappPublicado(digitado)).toBe('5511987654321');
    expect((await lojistaDoc(db, semNove).get()).get('telefone_whatsapp')).toBe('5521987654321');
    expect((await lojistaDoc(db, certo).get()).get('telefone_whatsapp')).toBe('5511912345678');
    const removido = await lojistaDoc(db, lixo).get();
    expect(removido.get('telefone_whatsapp')).toBe('');
    expect(removido.get('telefone_whatsapp_recusado')).toBe('abc');
    expect(await whatsappPublicado(lixo)).toBeNull();

    expect(await migrateTelefonesWhatsapp(db)).toEqual({ normalizados: 0, removidos: 0 });
  });
});
