import type { CatalogoResponse, MesaPublicaResponse } from '@vitrine/shared';
import { MESA_CODIGO_INVALIDO } from '@vitrine/shared/mesa';
import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { ErrorScreen, ReadErrorScreen } from '../components/ErrorScreen';
import { StatusScreen } from '../components/StatusScreen';
import { falhaTomaAPagina } from '../errors';
import { Catalogo } from '../public-catalogo/CatalogoPage';
import { catalogoRead } from '../public-catalogo/reads';
import { usePublicRoute, useSearchParams } from '../router';
import { useRead } from '../useRead';
import { mesaRead, type MesaDaRota } from './api';
import { ContaDaMesa } from './ContaDaMesa';
import { MesaCabecalho } from './MesaCabecalho';
import { MesaCarrinhoSheet } from './MesaCarrinhoSheet';
import { carrinhoDaMesa, guardarMesaDaAba } from './mesa-da-aba';
import { useChamado } from './useChamado';

/** While "A conta da mesa" is open, it asks again this often: the other phones' rounds and the payments show up by themselves. */
const CONTA_ATUALIZA_MS = 10_000;

/**
 * /loja/{slug}/mesa/{id}?c={codigo} (and /catalogo/{lojaId}/mesa/{id}): a table's QR code (issue 44).
 * The shop's catalogue in table mode: the table in the header with its bill and its calls, the
 * table's own cart, and rounds sent straight to the kitchen (no delivery, fee, minimum or WhatsApp).
 * A wrong or replaced code is a page of its own that sends the customer to the waiter.
 */
export function MesaPage() {
  const { lojaRef, mesaId } = usePublicRoute();
  const [params] = useSearchParams();
  const codigo = params.get('c') ?? '';
  if (!codigo) return <MesaInvalida />;
  return <MesaComCodigo key={`${mesaId}?${codigo}`} rota={{ lojaRef, id: mesaId, codigo }} />;
}

/** A wrong or replaced code (the API's 404): only the staff can help, so the page says so and nothing else. */
function MesaInvalida() {
  return <StatusScreen icon={QrCode} title="QR Code da mesa" text={MESA_CODIGO_INVALIDO} tone="warning" />;
}

const codigoInvalido = (error: unknown) => error instanceof ApiError && error.status === 404 && error.message === MESA_CODIGO_INVALIDO;

function MesaComCodigo({ rota }: { rota: MesaDaRota }) {
  const catalogo = useRead(catalogoRead(rota.lojaRef));
  const mesa = useRead(mesaRead(rota));

  if (catalogo.isPending || mesa.isPending) return <FullPageSpinner label="Carregando cardápio..." />;
  if (mesa.error && !mesa.data) {
    if (codigoInvalido(mesa.error)) return <MesaInvalida />;
    return <ReadErrorScreen read={mesa} page="catalogo" />;
  }
  if (falhaTomaAPagina(catalogo)) return <ReadErrorScreen read={catalogo} page="catalogo" />;
  if (!catalogo.data?.loja || !mesa.data) return <ErrorScreen error="catalogo-nao-encontrado" page="catalogo" />;
  // A code replaced while the page was open: the next read says so, and so does the page.
  if (mesa.error && codigoInvalido(mesa.error)) return <MesaInvalida />;
  return <MesaNoCatalogo rota={rota} catalogo={catalogo.data} mesa={mesa.data} atualizar={mesa.refetch} />;
}

function MesaNoCatalogo({
  rota,
  catalogo,
  mesa,
  atualizar,
}: {
  rota: MesaDaRota;
  catalogo: CatalogoResponse;
  mesa: MesaPublicaResponse;
  atualizar: () => void;
}) {
  const { loja } = catalogo;
  const nome = mesa.mesa.nome;
  const { lojaRef, id, codigo } = rota;
  // This tab is at the table now: the product pages it opens add to the table's cart (mesa-da-aba.ts).
  useEffect(() => guardarMesaDaAba(lojaRef, { id, nome, codigo }), [lojaRef, id, nome, codigo]);

  const [contaAberta, setContaAberta] = useState(false);
  useEffect(() => {
    if (!contaAberta) return;
    atualizar();
    const intervalo = setInterval(atualizar, CONTA_ATUALIZA_MS);
    return () => clearInterval(intervalo);
    // `atualizar` is a new function each render, asking the same read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contaAberta]);
  const chamado = useChamado(rota);

  return (
    <>
      <Catalogo
        lojaRef={lojaRef}
        catalogo={catalogo}
        mesa={{
          carrinhoId: carrinhoDaMesa(loja.lojista_id, id),
          cabecalho: <MesaCabecalho nome={nome} comanda={mesa.comanda} onConta={() => setContaAberta(true)} chamado={chamado} />,
          sheet: (props) => (
            <MesaCarrinhoSheet
              {...props}
              rota={rota}
              nomeDaMesa={nome}
              fidelidade={mesa.fidelidade}
              onEnviada={atualizar}
              onVerConta={() => {
                props.onOpenChange(false);
                setContaAberta(true);
              }}
            />
          ),
        }}
      />
      <ContaDaMesa
        open={contaAberta}
        onOpenChange={setContaAberta}
        loja={loja}
        nomeDaMesa={nome}
        comanda={mesa.comanda}
        chamado={chamado}
      />
    </>
  );
}
