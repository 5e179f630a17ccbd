import type { ProdutoPublicoDetalhe } from '@vitrine/shared';
import { formatBRL } from '@vitrine/shared/money';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import {
  eixosPendentes,
  ItensDoCombo,
  nenhumValor,
  OpcoesDoProduto,
  PesoDoProduto,
  variacaoDosValores,
  VariacoesDoProduto,
  type EscolhasDoCombo,
  type Escolhidos,
  type ValoresEscolhidos,
} from '../../public-app/embed';
import { useProdutoDoPad } from './api';
import { linhaEscolhida, type LinhaNoPad } from './pad';

/**
 * The pad's chooser for a product with something to choose (issue 44): the product page's own
 * pieces (options and flavours, the grade, the weight, a combo's items and their choices), so a
 * waiter takes the line a customer would; "Adicionar" is refused with the server's words until the
 * choices are complete.
 */
export function EscolherProduto({
  lojaId,
  produtoId,
  onClose,
  onAdd,
}: {
  lojaId: string | undefined;
  produtoId: string | null;
  onClose: () => void;
  onAdd: (linha: LinhaNoPad) => void;
}) {
  const lido = useProdutoDoPad(lojaId, produtoId);
  const produto = lido.data?.produto;
  return (
    <Dialog open={produtoId !== null} onOpenChange={(aberto) => !aberto && onClose()} title={produto?.nome ?? 'Carregando…'}>
      {produto ? <Escolhas key={produto.id} produto={produto} onAdd={onAdd} /> : <Spinner className="mx-auto size-6" />}
    </Dialog>
  );
}

function Escolhas({ produto, onAdd }: { produto: ProdutoPublicoDetalhe; onAdd: (linha: LinhaNoPad) => void }) {
  const [escolhidos, setEscolhidos] = useState<Escolhidos>({});
  const [valores, setValores] = useState<ValoresEscolhidos>(() => (produto.variacoes ? nenhumValor(produto.variacoes) : []));
  const peso = produto.unidade === 'kg' && produto.passo_gramas && produto.minimo_gramas;
  const [gramas, setGramas] = useState(peso ? Math.max(produto.minimo_gramas!, produto.passo_gramas!) : 0);
  const [escolhasDoCombo, setEscolhasDoCombo] = useState<EscolhasDoCombo>({});
  const [erro, setErro] = useState<string | null>(null);
  const variacao = produto.variacoes ? variacaoDosValores(produto.variacoes, valores) : null;
  const escolhas = Object.entries(escolhidos)
    .filter(([, itens]) => itens.length > 0)
    .map(([grupo, itens]) => ({ grupo, itens }));
  const linha = linhaEscolhida(produto, escolhas, variacao?.id ?? null, peso ? gramas : null, escolhasDoCombo);

  /** A changed choice clears the refusal it may have answered. */
  const mudando =
    <T,>(set: (valor: T) => void) =>
    (valor: T) => {
      set(valor);
      setErro(null);
    };

  function adicionar() {
    if (produto.variacoes && eixosPendentes(produto.variacoes, valores).length > 0) return setErro('Escolha as opções de tamanho e cor.');
    if ('erro' in linha) return setErro(linha.erro);
    onAdd(linha);
  }

  return (
    <div className="space-y-4">
      {produto.itens_do_combo?.length ? (
        <ItensDoCombo itens={produto.itens_do_combo} escolhas={escolhasDoCombo} onChange={mudando(setEscolhasDoCombo)} />
      ) : null}
      {produto.variacoes && <VariacoesDoProduto variacoes={produto.variacoes} escolhidos={valores} onChange={mudando(setValores)} />}
      {peso && (
        <PesoDoProduto
          gramas={gramas}
          onChange={setGramas}
          passo={produto.passo_gramas!}
          minimo={produto.minimo_gramas!}
          precoCentavos={'erro' in linha ? 0 : linha.unitarioCentavos}
        />
      )}
      {produto.opcoes.length > 0 && <OpcoesDoProduto opcoes={produto.opcoes} escolhidos={escolhidos} onChange={mudando(setEscolhidos)} />}
      {erro && (
        <p role="alert" className="text-sm text-red-700">
          {erro}
        </p>
      )}
      <Button className="w-full" onClick={adicionar}>
        Adicionar{'erro' in linha ? '' : ` · ${formatBRL(linha.unitarioCentavos)}`}
      </Button>
    </div>
  );
}
