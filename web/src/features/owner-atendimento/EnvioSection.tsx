import { FRETE_A_COMBINAR, UFS } from '@vitrine/shared';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Field, Input, Select } from '../../components/ui/Input';
import { ListaDeLinhas, RemoverLinha, SwitchSection, ValorInput, type Form } from './campos';

const PRAZO_MAX = 60;

/**
 * "Envio para outras cidades" (issue 31): shipping by post or carrier at a fee per state the owner
 * adds; the other states pay the default fee, or "Frete a combinar" when it is blank.
 */
export function EnvioSection({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [linhas, taxaPadrao] = useWatch({ control, name: ['envio.taxas_por_uf', 'envio.taxa_padrao'] });
  const taxas = useFieldArray({ control, name: 'envio.taxas_por_uf' });
  const erros = errors.envio;
  const usados = new Set(linhas.map(({ uf }) => uf));

  return (
    <SwitchSection
      form={form}
      name="envio.ativo"
      title="Envio para outras cidades"
      text="Para quem vende para longe: o cliente informa o endereço com CEP e paga o frete do estado dele."
      label="Enviar pelos Correios ou transportadora"
      hint="O cliente escolhe “Envio” no pedido e preenche o endereço completo."
      erro={erros?.message}
    >
      <ListaDeLinhas
        legenda="Frete por estado"
        campos={taxas.fields}
        prefixo="uf"
        listaLabel="Frete por estado"
        linhaTestId="frete-uf"
        mensagensDa={(index) => [erros?.taxas_por_uf?.[index]?.uf?.message, erros?.taxas_por_uf?.[index]?.taxa?.message]}
        erro={erros?.taxas_por_uf?.message}
        adicionar={
          taxas.fields.length < UFS.length ? { rotulo: 'Adicionar estado', onClick: () => taxas.append({ uf: '', taxa: '' }) } : undefined
        }
      >
        {({ index, descricao }) => {
          const atual = linhas[index]?.uf;
          return (
            <div className="flex items-center gap-2">
              <Select
                aria-label={`Estado ${index + 1}`}
                className="w-24 shrink-0"
                {...descricao(Boolean(erros?.taxas_por_uf?.[index]?.uf))}
                {...register(`envio.taxas_por_uf.${index}.uf`)}
              >
                <option value="">UF</option>
                {UFS.map((uf) => (
                  <option key={uf} value={uf} disabled={uf !== atual && usados.has(uf)}>
                    {uf}
                  </option>
                ))}
              </Select>
              <ValorInput
                aria-label={`Frete para ${atual || `o estado ${index + 1}`}`}
                placeholder="0,00"
                className="min-w-0 flex-1 sm:max-w-40"
                {...descricao(Boolean(erros?.taxas_por_uf?.[index]?.taxa))}
                {...register(`envio.taxas_por_uf.${index}.taxa`)}
              />
              <RemoverLinha
                rotulo={`Remover ${atual || `estado ${index + 1}`}`}
                onRemove={() => taxas.remove(index)}
                className="shrink-0"
              />
            </div>
          );
        }}
      </ListaDeLinhas>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label="Taxa padrão"
          hint={taxaPadrao.trim() ? 'Para os estados fora da lista.' : `Vazio: “${FRETE_A_COMBINAR}” para os estados fora da lista.`}
          error={erros?.taxa_padrao?.message}
        >
          <ValorInput placeholder="A combinar" {...register('envio.taxa_padrao')} />
        </Field>
        <Field label="Prazo" hint="Aparece para o cliente. Ex.: 3 a 8 dias úteis." error={erros?.prazo?.message}>
          <Input maxLength={PRAZO_MAX} autoComplete="off" placeholder="3 a 8 dias úteis" {...register('envio.prazo')} />
        </Field>
      </div>
    </SwitchSection>
  );
}
