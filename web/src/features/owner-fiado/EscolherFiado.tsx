import { formatTelefone } from '@vitrine/shared';
import { Field, Select } from '../../components/ui/Input';
import { useFiados } from './api';
import { brl } from './FiadoPage';

/**
 * "Fiado" where a sale is paid (the counter's pad, a table's bill): the customer's tab, each with
 * what it has left. Only tabs that are on; the server checks the limit again in the sale's
 * transaction and its refusal is shown by the caller.
 */
export function EscolherFiado({ telefone, onChange }: { telefone: string; onChange: (telefone: string, nome: string) => void }) {
  const fiados = useFiados();
  const ativos = fiados.data?.clientes.filter((cliente) => cliente.ativo) ?? [];
  const semFiado = fiados.isSuccess && ativos.length === 0;
  return (
    <Field
      label="Cliente do fiado"
      hint={semFiado ? 'Nenhum cliente com fiado ligado. Ligue em Fiado › Novo fiado.' : 'O valor entra no fiado do cliente.'}
    >
      <Select
        value={telefone}
        disabled={!fiados.isSuccess || semFiado}
        onChange={(event) => {
          const cliente = ativos.find((um) => um.telefone === event.target.value);
          onChange(event.target.value, cliente?.nome ?? '');
        }}
      >
        <option value="">{fiados.isPending ? 'Carregando…' : 'Escolha o cliente'}</option>
        {ativos.map((cliente) => (
          <option key={cliente.telefone} value={cliente.telefone}>
            {cliente.nome} · {formatTelefone(cliente.telefone)} · disponível {brl(cliente.disponivel)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A refusal's text on screen: the server writes "R$ 100,00" with a plain space; here money never wraps after its sign. */
export const recusaDoFiado = (texto: string) => texto.replace(/R\$ /g, 'R$\u00a0');
