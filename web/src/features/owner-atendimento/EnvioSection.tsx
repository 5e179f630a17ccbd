import { FRETE_A_COMBINAR, UFS } from '@vitrine/shared';
import { useFieldArray, useWatch } from 'react-hook-form';
import { AddButton } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input, Select } from '../../components/ui/Input';
import { ErroDoGrupo, ErrosDaLinha, RemoverLinha, SwitchField, ValorInput, type Form } from './campos';

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
  const ativo = useWatch({ control, name: 'envio.ativo' });
  const [linhas, taxaPadrao] = useWatch({ control, name: ['envio.taxas_por_uf', 'envio.taxa_padrao'] });
  const taxas = useFieldArray({ control, name: 'envio.taxas_por_uf' });
  const erros = errors.envio;
  const usados = new Set(linhas.map(({ uf }) => uf));

  return (
    <FormSection
      title="Envio para outras cidades"
      text="Para quem vende para longe: o cliente informa o endereço com CEP e paga o frete do estado dele."
    >
      <SwitchField
        control={control}
        name="envio.ativo"
        label="Enviar pelos Correios ou transportadora"
        hint="O cliente escolhe “Envio” no pedido e preenche o endereço completo."
      />
      {ativo && (
        <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-700">Frete por estado</legend>
            {taxas.fields.length > 0 && (
              <ul className="space-y-3" aria-label="Frete por estado">
                {taxas.fields.map((field, index) => {
                  const erro = erros?.taxas_por_uf?.[index];
                  const erroId = `uf-${field.id}-erro`;
                  const mensagens = [erro?.uf?.message, erro?.taxa?.message].filter(Boolean);
                  const atual = linhas[index]?.uf;
                  return (
                    <li key={field.id} data-testid="frete-uf">
                      <div className="flex items-center gap-2">
                        <Select
                          aria-label={`Estado ${index + 1}`}
                          className="w-24 shrink-0"
                          aria-invalid={Boolean(erro?.uf) || undefined}
                          aria-describedby={mensagens.length ? erroId : undefined}
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
                          aria-invalid={Boolean(erro?.taxa) || undefined}
                          aria-describedby={mensagens.length ? erroId : undefined}
                          {...register(`envio.taxas_por_uf.${index}.taxa`)}
                        />
                        <RemoverLinha
                          rotulo={`Remover ${atual || `estado ${index + 1}`}`}
                          onRemove={() => taxas.remove(index)}
                          className="shrink-0"
                        />
                      </div>
                      <ErrosDaLinha id={erroId} mensagens={mensagens} />
                    </li>
                  );
                })}
              </ul>
            )}
            <ErroDoGrupo mensagem={erros?.taxas_por_uf?.message} />
            {taxas.fields.length < UFS.length && (
              <AddButton variant="secondary" size="sm" onClick={() => taxas.append({ uf: '', taxa: '' })}>
                Adicionar estado
              </AddButton>
            )}
          </fieldset>
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
        </div>
      )}
      <ErroDoGrupo mensagem={erros?.message} />
    </FormSection>
  );
}
