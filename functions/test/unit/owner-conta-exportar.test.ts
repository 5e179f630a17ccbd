import { describe, expect, it } from 'vitest';
import type { ContaRepository } from '../../src/model/conta.js';
import type { OwnerContaRepository } from '../../src/features/owner-conta/repository.js';
import { ownerContaService } from '../../src/features/owner-conta/service.js';

describe('GET /api/conta/exportar file name', () => {
  it('when the owner exports at 22:30 in São Paulo (01:30 UTC the next day), then the file is named by São Paulo’s date', async () => {
    const conta = { read: async () => ({ loja: { subdominio: 'doces-da-ana' } }) } as unknown as OwnerContaRepository;
    const service = ownerContaService({ conta, contas: {} as ContaRepository, now: () => new Date('2026-03-10T01:30:00Z') });
    await expect(service.exportar('loja-da-ana')).resolves.toMatchObject({ arquivo: 'vitrine-doces-da-ana-2026-03-09.json' });
  });
});
