import { FAIXAS_DISTANCIA_MAX } from '@vitrine/shared';
import { ExternalLink, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast';
import { ListaDeLinhas, RemoverLinha, ValorInput, type Form } from './campos';
import { mensagemDeGeolocalizacao, pedirLocalizacao } from './localizacao';

/**
 * "Entrega por distância" (issue 31): the shop's point (the browser's location, asked only on the
 * tap, or typed coordinates) and the fee bands, "até 3 km — R$ 5,00", ascending. Beyond the last
 * band the shop does not deliver; no bands, the neighbourhoods and the fee above apply.
 */
export function DistanciaSection({ form }: { form: Form }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const faixas = useFieldArray({ control, name: 'faixas_distancia' });
  const [lat, lng] = useWatch({ control, name: ['localizacao.lat', 'localizacao.lng'] });
  const [buscando, setBuscando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  async function usarMinhaLocalizacao() {
    setAviso(null);
    setBuscando(true);
    try {
      const ponto = await pedirLocalizacao();
      setValue('localizacao.lat', ponto.lat.toFixed(6), { shouldDirty: true, shouldValidate: true });
      setValue('localizacao.lng', ponto.lng.toFixed(6), { shouldDirty: true, shouldValidate: true });
      toast.success('Localização da loja preenchida. Salve para valer.');
    } catch (error) {
      setAviso(mensagemDeGeolocalizacao(error));
    } finally {
      setBuscando(false);
    }
  }

  const temPonto = lat.trim() !== '' && lng.trim() !== '';
  return (
    <FormSection
      title="Entrega por distância"
      text="Cobre a entrega pela distância em linha reta entre a loja e o cliente, que informa a localização dele no pedido."
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Ponto da loja</legend>
        <p className="text-sm text-slate-500">
          Use a localização deste aparelho estando na loja, ou copie do Google Maps (toque e segure no ponto da loja).
        </p>
        <Button variant="secondary" size="sm" onClick={() => void usarMinhaLocalizacao()} icon={LocateFixed} busy={buscando}>
          Usar minha localização
        </Button>
        {aviso && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {aviso}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Latitude" error={errors.localizacao?.lat?.message ?? errors.localizacao?.message}>
            <Input inputMode="decimal" autoComplete="off" placeholder="-23,5505" {...register('localizacao.lat')} />
          </Field>
          <Field label="Longitude" error={errors.localizacao?.lng?.message}>
            <Input inputMode="decimal" autoComplete="off" placeholder="-46,6333" {...register('localizacao.lng')} />
          </Field>
        </div>
        {temPonto && (
          <a
            href={`https://www.google.com/maps?q=${encodeURIComponent(`${lat.replace(',', '.')},${lng.replace(',', '.')}`)}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Conferir no mapa
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </fieldset>

      <ListaDeLinhas
        legenda="Faixas de distância"
        dica={{
          semLinhas: 'Sem faixas, vale a taxa de entrega (ou a dos bairros) acima.',
          comLinhas: 'Cada faixa vale até a distância dela; além da última, a loja não entrega.',
        }}
        campos={faixas.fields}
        prefixo="faixa"
        listaLabel="Faixas de distância"
        linhaTestId="faixa"
        mensagensDa={(index) => [errors.faixas_distancia?.[index]?.ate_km?.message, errors.faixas_distancia?.[index]?.taxa?.message]}
        erro={errors.faixas_distancia?.message}
        adicionar={
          faixas.fields.length < FAIXAS_DISTANCIA_MAX
            ? { rotulo: 'Adicionar faixa', onClick: () => faixas.append({ ate_km: '', taxa: '' }) }
            : undefined
        }
      >
        {({ index, descricao }) => (
          <div className="flex items-center gap-2">
            <span className="shrink-0 text-sm text-slate-600">até</span>
            <div className="relative w-20 shrink-0">
              <Input
                aria-label={`Faixa ${index + 1}: até quantos km`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="3"
                className="pr-9"
                {...descricao(Boolean(errors.faixas_distancia?.[index]?.ate_km))}
                {...register(`faixas_distancia.${index}.ate_km`)}
              />
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
                km
              </span>
            </div>
            <span className="text-slate-400" aria-hidden>
              —
            </span>
            <ValorInput
              aria-label={`Faixa ${index + 1}: taxa`}
              placeholder="0,00"
              className="min-w-0 flex-1 sm:max-w-40"
              {...descricao(Boolean(errors.faixas_distancia?.[index]?.taxa))}
              {...register(`faixas_distancia.${index}.taxa`)}
            />
            <RemoverLinha rotulo={`Remover faixa ${index + 1}`} onRemove={() => faixas.remove(index)} className="shrink-0" />
          </div>
        )}
      </ListaDeLinhas>
    </FormSection>
  );
}
