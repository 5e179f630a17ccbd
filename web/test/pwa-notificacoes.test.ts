import { describe, expect, it } from 'vitest';
import {
  ICONE_GESTOR,
  ICONE_VITRINE,
  VIBRACAO,
  caminhoSeguro,
  chooseJanela,
  ehAvisoDaLoja,
  readAviso,
  notificacaoDoAviso,
} from '../src/pwa/notificacoes';

const ORIGEM = 'https://vitrine.app';

const novoPedido = {
  tipo: 'novo_pedido',
  pedido_id: 'p1',
  codigo: 'A7K2',
  titulo: 'Novo pedido #A7K2',
  corpo: 'Ana · 2 itens · R$ 49,50 · Entrega',
  url: '/pedidos?pedido=p1',
};

describe('service worker: the notification of a push', () => {
  it('when a new order arrives, then its title, body, the Gestor icon, a vibration, the order tag and its URL', () => {
    const { titulo, opcoes } = notificacaoDoAviso(novoPedido, ORIGEM, 1000);
    expect(titulo).toBe('Novo pedido #A7K2');
    expect(opcoes).toMatchObject({
      body: 'Ana · 2 itens · R$ 49,50 · Entrega',
      icon: ICONE_GESTOR,
      tag: 'pedido-p1',
      renotify: true,
      vibrate: VIBRACAO,
      timestamp: 1000,
      requireInteraction: true,
      data: { url: '/pedidos?pedido=p1', tipo: 'novo_pedido' },
    });
  });

  it('when the same order is pushed again (still waiting), then the tag is the same, so the new notification replaces the first and rings', () => {
    const parado = notificacaoDoAviso({ ...novoPedido, tipo: 'pedido_parado', titulo: 'Pedido #A7K2 esperando há 3 min' }, ORIGEM);
    expect(parado.opcoes.tag).toBe(notificacaoDoAviso(novoPedido, ORIGEM).opcoes.tag);
    expect(parado.opcoes.renotify).toBe(true);
    expect(notificacaoDoAviso({ ...novoPedido, pedido_id: 'p2' }, ORIGEM).opcoes.tag).toBe('pedido-p2');
  });

  it('when a customer gets a status push, then it opens the tracking page with the shop’s icon if sent, else Vitrine’s, and does not hold the screen', () => {
    const status = {
      tipo: 'status_pedido',
      codigo: 'A7K2',
      titulo: 'Café da Ana: pedido #A7K2',
      corpo: 'Saiu para entrega',
      url: '/pedido/tok',
    };
    const semIcone = notificacaoDoAviso(status, ORIGEM);
    expect(semIcone.opcoes).toMatchObject({
      icon: ICONE_VITRINE,
      tag: 'pedido-A7K2',
      requireInteraction: false,
      data: { url: '/pedido/tok' },
    });
    const comIcone = notificacaoDoAviso({ ...status, icone: '/loja/cafe/icone-192.png?v=1' }, ORIGEM);
    expect(comIcone.opcoes.icon).toBe('/loja/cafe/icone-192.png?v=1');
  });

  it('when the test push arrives, then it has its own tag and opens Pedidos', () => {
    const { opcoes } = notificacaoDoAviso({ tipo: 'teste', titulo: 'Avisos ligados', corpo: 'Este aparelho…', url: '/pedidos' }, ORIGEM);
    expect(opcoes).toMatchObject({ tag: 'vitrine-teste', icon: ICONE_GESTOR, data: { url: '/pedidos' } });
  });

  it('when a table calls the waiter, then the Gestor’s notification holds the screen and opens the room (issue 44)', () => {
    const { titulo, opcoes } = notificacaoDoAviso(
      { tipo: 'chamado_mesa', titulo: 'Mesa 7 chamou o garçom', corpo: 'Vá até a mesa…', url: '/salao' },
      ORIGEM,
    );
    expect(titulo).toBe('Mesa 7 chamou o garçom');
    expect(opcoes).toMatchObject({ icon: ICONE_GESTOR, requireInteraction: true, data: { url: '/salao', tipo: 'chamado_mesa' } });
    // A URL it does not bring: the owner's area, not the customer's home.
    expect(notificacaoDoAviso({ tipo: 'chamado_mesa', titulo: 'Mesa 7 pediu a conta' }, ORIGEM).opcoes.data).toMatchObject({
      url: '/pedidos',
    });
  });

  it('when a PIX is paid with another amount, then the Gestor hears it and it opens Pedidos (issue 45)', () => {
    const { opcoes } = notificacaoDoAviso(
      { tipo: 'pix_divergente', titulo: 'PIX do pedido #A1B2 com valor diferente', pedido_id: 'p1', url: '/pedidos' },
      ORIGEM,
    );
    expect(opcoes).toMatchObject({ icon: ICONE_GESTOR, requireInteraction: true, tag: 'pedido-p1', data: { url: '/pedidos' } });
    expect(ehAvisoDaLoja({ tipo: 'pix_divergente' })).toBe(true);
  });

  it('when a payload is not JSON, or an object is missing, then a plain notification still shows (a push must always show one)', () => {
    expect(readAviso('not json')).toEqual({});
    expect(readAviso('[1]')).toEqual({});
    expect(readAviso(undefined)).toEqual({});
    const { titulo, opcoes } = notificacaoDoAviso(readAviso('{"titulo":"  "}'), ORIGEM);
    expect(titulo).toBe('Vitrine');
    expect(opcoes).toMatchObject({ body: '', tag: undefined, renotify: false, icon: ICONE_VITRINE, data: { url: '/' } });
  });

  it('when the URL or icon points at another site, then the notification keeps to this origin', () => {
    expect(caminhoSeguro('https://golpe.example/pedidos', ORIGEM, '/pedidos')).toBe('/pedidos');
    expect(caminhoSeguro('//golpe.example/x', ORIGEM, '/')).toBe('/');
    expect(caminhoSeguro('javascript:alert(1)', ORIGEM, '/')).toBe('/');
    expect(caminhoSeguro(`${ORIGEM}/pedidos?pedido=p1#x`, ORIGEM, '/')).toBe('/pedidos?pedido=p1#x');
    const { opcoes } = notificacaoDoAviso({ ...novoPedido, url: 'https://golpe.example/', icone: 'https://golpe.example/i.png' }, ORIGEM);
    expect(opcoes).toMatchObject({ icon: ICONE_GESTOR, data: { url: '/pedidos' } });
  });
});

describe('service worker: which window a tap opens', () => {
  const abrir = (janelas: string[], destino: string) => chooseJanela(janelas, destino, ORIGEM);

  it('when a window is already on the order, then that one; else one on Pedidos; else any owner screen', () => {
    expect(abrir([`${ORIGEM}/dashboard`, `${ORIGEM}/pedidos?pedido=p1`], '/pedidos?pedido=p1')).toBe(1);
    expect(abrir([`${ORIGEM}/dashboard`, `${ORIGEM}/pedidos`], '/pedidos?pedido=p1')).toBe(1);
    expect(abrir([`${ORIGEM}/loja/cafe`, `${ORIGEM}/produtos`], '/pedidos?pedido=p1')).toBe(1);
  });

  it('when only a customer page is open (the owner looking at the shop), then a new window rather than take it over', () => {
    expect(abrir([`${ORIGEM}/loja/cafe`, `${ORIGEM}/pedido/tok`], '/pedidos?pedido=p1')).toBe(-1);
    expect(abrir([], '/pedidos')).toBe(-1);
  });

  it('when a customer taps a status push, then their tracking page, else another page of the shop, never an owner screen', () => {
    expect(abrir([`${ORIGEM}/pedidos`, `${ORIGEM}/pedido/tok`], '/pedido/tok')).toBe(1);
    expect(abrir([`${ORIGEM}/pedidos`, `${ORIGEM}/loja/cafe`], '/pedido/tok')).toBe(1);
    expect(abrir([`${ORIGEM}/pedidos`], '/pedido/tok')).toBe(-1);
  });

  it('when a window is on another origin (it cannot be, but a URL may say so), then it is never picked', () => {
    expect(abrir(['https://outro.example/pedidos'], '/pedidos')).toBe(-1);
  });
});
