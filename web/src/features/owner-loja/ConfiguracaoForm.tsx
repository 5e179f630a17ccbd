import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COR_PRINCIPAL,
  corValida,
  DEFAULT_TEXTO_BOTAO,
  formatTelefone,
  normalizeTelefone,
  SLUG_MAX,
  SLUG_MIN,
  lojaSchema,
  normalizeSlug,
  whatsappLink,
  whatsappSchema,
  type Loja,
  type z,
} from '@vitrine/shared';
import { ExternalLink, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { onInvalidSubmit, showFieldErrors, useDiscardGuard } from '../../components/form-guard';
import { ImageInput } from '../owner-upload';
import { Button } from '../../components/ui/Button';
import { FormSection } from '../../components/ui/FormSection';
import { Field, Input, Textarea } from '../../components/ui/Input';
import { TelefoneInput } from '../../components/ui/TelefoneInput';
import { toast } from '../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../lib/api';
import { useSaveLoja, useSaveWhatsapp } from './api';
import { CatalogoLinks } from './CatalogoLinks';
import { LojaPreview } from './LojaPreview';

// One form, two calls: the shop's fields and the owner's WhatsApp number.
const configuracaoSchema = lojaSchema.extend(whatsappSchema.shape);
type FormValues = z.input<typeof configuracaoSchema>;
type ConfiguracaoPayload = z.output<typeof configuracaoSchema>;

/** The WhatsApp field's id: "Informar WhatsApp" on the dashboard links to /configuracao#whatsapp. */
export const CAMPO_WHATSAPP = 'whatsapp';

export interface ConfiguracaoFormProps {
  lojaId: string;
  loja: Loja;
  telefoneWhatsapp: string;
}

/** The shop form, the catalogue links and the live preview; mounted once the saved values are in. */
export function ConfiguracaoForm({ lojaId, loja, telefoneWhatsapp }: ConfiguracaoFormProps) {
  const saveLoja = useSaveLoja();
  const saveWhatsapp = useSaveWhatsapp();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, ConfiguracaoPayload>({
    resolver: zodResolver(configuracaoSchema),
    // Field by field: the strict schema would refuse anything else the server's answer carried.
    defaultValues: {
      nome_loja: loja.nome_loja,
      cor_principal: loja.cor_principal,
      logo_url: loja.logo_url,
      mensagem_personalizada: loja.mensagem_personalizada,
      texto_botao: loja.texto_botao,
      subdominio: loja.subdominio,
      endereco: loja.endereco,
      telefone: loja.telefone,
      instagram: loja.instagram,
      facebook: loja.facebook,
      // Shown as the owner writes it; saved as 55 + DDD + number.
      telefone_whatsapp: formatTelefone(telefoneWhatsapp),
    },
  });
  const valores = useWatch({ control });
  const { dialog: descartar } = useDiscardGuard(isDirty);
  const whatsappDigitado = normalizeTelefone(valores.telefone_whatsapp ?? '');

  // Arriving from "Informar WhatsApp" (#whatsapp): the field in view with the keyboard up.
  useEffect(() => {
    if (window.location.hash !== `#${CAMPO_WHATSAPP}`) return;
    const campo = document.getElementById(CAMPO_WHATSAPP);
    campo?.scrollIntoView({ block: 'center' });
    campo?.focus({ preventScroll: true });
  }, []);

  async function salvar(values: ConfiguracaoPayload) {
    const { telefone_whatsapp, ...dadosLoja } = values;
    try {
      await saveLoja.mutateAsync(dadosLoja);
      await saveWhatsapp.mutateAsync(telefone_whatsapp);
      reset({ ...values, telefone_whatsapp: formatTelefone(telefone_whatsapp) });
      toast.success('Configurações salvas');
    } catch (error) {
      console.error('Erro ao salvar configurações:', error);
      // Spec §8 only logs these; the owner also sees why, next to the field (e.g. a slug already taken).
      toast.error(errorMessage(error, 'Erro ao salvar configurações'));
      showFieldErrors(fieldErrors(error), setError);
    }
  }

  const cor = valores.cor_principal ?? '';
  const host = window.location.host;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <CatalogoLinks lojaId={lojaId} subdominio={loja.subdominio} />

        <form noValidate onSubmit={handleSubmit(salvar, onInvalidSubmit)} className="space-y-6">
          {descartar}
          <FormSection title="Sua loja" text="Nome, cores e logo que o cliente vê no topo do catálogo.">
            <Field label="Nome da loja *" error={errors.nome_loja?.message}>
              <Input autoComplete="organization" placeholder="Ex.: Doces da Ana" {...register('nome_loja')} />
            </Field>
            <Field label="Cor principal" hint="Usada no topo do catálogo e nos botões." error={errors.cor_principal?.message}>
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label="Seletor de cor"
                  value={corValida(cor)}
                  onChange={(event) =>
                    setValue('cor_principal', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
                  }
                  className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1 shadow-sm"
                />
                <Input
                  maxLength={7}
                  spellCheck={false}
                  placeholder={DEFAULT_COR_PRINCIPAL}
                  className="font-mono"
                  {...register('cor_principal')}
                />
              </div>
            </Field>
            <Controller
              control={control}
              name="logo_url"
              render={({ field, fieldState }) => (
                <ImageInput
                  label="Logo"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onUploadingChange={setUploading}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Field label="Mensagem personalizada" hint="Aparece abaixo do nome da loja." error={errors.mensagem_personalizada?.message}>
              <Textarea rows={3} placeholder="Ex.: Encomendas com 2 dias de antecedência." {...register('mensagem_personalizada')} />
            </Field>
            <Field label="Texto do botão" hint="O botão que o cliente toca para pedir." error={errors.texto_botao?.message}>
              <Input placeholder={DEFAULT_TEXTO_BOTAO} {...register('texto_botao')} />
            </Field>
          </FormSection>

          <FormSection title="Link personalizado" text="Um endereço curto e fácil de lembrar para o seu catálogo.">
            <Field
              label="Link da loja"
              error={errors.subdominio?.message}
              hint={
                <>
                  <span className="block font-medium break-all text-slate-700">
                    {host}/loja/{valores.subdominio || 'sua-loja'}
                  </span>
                  De {SLUG_MIN} a {SLUG_MAX} caracteres: letras minúsculas, números e hífen.
                </>
              }
            >
              <Controller
                control={control}
                name="subdominio"
                render={({ field }) => (
                  <Input
                    {...field}
                    value={field.value ?? ''}
                    // Typed, pasted or autocorrected: the slug only ever holds what it may hold.
                    onChange={(event) => field.onChange(normalizeSlug(event.target.value))}
                    maxLength={SLUG_MAX}
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    placeholder="sua-loja"
                  />
                )}
              />
            </Field>
          </FormSection>

          <FormSection title="Contato e redes sociais" text="Onde o cliente encontra e fala com a sua loja.">
            <Field
              id={CAMPO_WHATSAPP}
              label="WhatsApp"
              hint="DDD e número. Os pedidos dos clientes chegam nele."
              error={errors.telefone_whatsapp?.message}
            >
              <div className="flex gap-2">
                <TelefoneInput className="min-w-0 flex-1" {...register('telefone_whatsapp')} />
                {/* The owner's own chat opens: a wrong number shows here, not in a customer's order. */}
                {whatsappDigitado && (
                  <a
                    href={whatsappLink(whatsappDigitado)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label="Testar o WhatsApp: abre a conversa com este número"
                    className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-none"
                  >
                    Testar
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                )}
              </div>
            </Field>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field label="Telefone" error={errors.telefone?.message}>
                <Input type="tel" autoComplete="tel" placeholder="(11) 3333-4444" {...register('telefone')} />
              </Field>
              <Field label="Instagram" error={errors.instagram?.message}>
                <Input autoCapitalize="none" placeholder="@sualoja" {...register('instagram')} />
              </Field>
              <Field label="Facebook" error={errors.facebook?.message}>
                <Input autoCapitalize="none" placeholder="sualoja ou link da página" {...register('facebook')} />
              </Field>
              <Field label="Endereço" error={errors.endereco?.message}>
                <Input autoComplete="street-address" placeholder="Rua, número, bairro, cidade" {...register('endereco')} />
              </Field>
            </div>
          </FormSection>

          {/* Stays in reach at the bottom of the screen however long the form is. */}
          <div className="sticky bottom-(--barra-inferior) z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
            <p className="text-sm text-slate-500">{isDirty ? 'Alterações não salvas' : 'Tudo salvo'}</p>
            <Button type="submit" icon={Save} busy={isSubmitting} disabled={uploading}>
              {isSubmitting ? 'Salvando...' : 'Salvar configurações'}
            </Button>
          </div>
        </form>
      </div>

      <div className="lg:sticky lg:top-10">
        <LojaPreview {...valores} />
      </div>
    </div>
  );
}
